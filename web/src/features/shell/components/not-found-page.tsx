import { useTranslation } from 'react-i18next';
import { SignpostIcon } from '../../../components/icons';
import { StatusScreen } from './status-screen';
import '../i18n';

/** Any path no route knows: the brand's 404 with the way home. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <StatusScreen
      code={t('status_pages.not_found_code')}
      title={t('not_found_title', { ns: 'common' })}
      text={t('not_found_text', { ns: 'common' })}
      illustration={<SignpostIcon />}
      action={{ label: t('go_home', { ns: 'common' }), to: '/' }}
      testId="not-found"
    />
  );
}
