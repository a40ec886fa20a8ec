import { errorMessages } from '../../../shared/i18n/errors';
import { auth } from './locales/auth';
import { common } from './locales/common';
import { company } from './locales/company';
import { fields } from './locales/fields';
import { found } from './locales/found';
import { imports } from './locales/imports';
import { items } from './locales/items';
import { labels } from './locales/labels';
import { shell } from './locales/shell';
import { locations } from './locales/locations';
import { maintenance } from './locales/maintenance';
import { depreciation } from './locales/depreciation';
import { notifications } from './locales/notifications';
import { reports } from './locales/reports';
import { photos } from './locales/photos';
import { settings } from './locales/settings';
import { ui } from './locales/ui';
import { users } from './locales/users';
import { stocktaking } from './locales/stocktaking';
import { payments } from './locales/payments';
import { requests } from './locales/requests';
import { analytics } from './locales/analytics';
import { tour } from './locales/tour';
import { scan } from './locales/scan';
import { integration } from './locales/integration';
import { lists } from './locales/lists';
import { pwa } from './locales/pwa';

/**
 * Every namespace with its messages per language: one per feature, plus common, fields and errors.
 * The app loads common, fields and errors at start and each feature's namespace with the feature's
 * code (see `addNamespace`); this full list is for checks.
 */
export const namespaces = { common, fields, errors: errorMessages, auth, company, shell, items, ui, users, locations, settings, reports, labels, photos, imports, stocktaking, notifications, payments, requests, analytics, tour, scan, integration, lists, pwa, found, maintenance, depreciation } as const;

export type Namespace = keyof typeof namespaces;
