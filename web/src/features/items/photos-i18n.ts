import { addNamespace } from '../../i18n';
import { photos } from '../../i18n/locales/photos';

/** The photos and comments namespace arrives with their code. */
addNamespace('photos', photos);
