import 'i18next';
import type { ErrorName } from '../../../shared/errors';
import type { AuthMessages } from './locales/auth';
import type { BookingsMessages } from './locales/bookings';
import type { CommonMessages } from './locales/common';
import type { MaintenanceMessages } from './locales/maintenance';
import type { DepreciationMessages } from './locales/depreciation';
import type { CompanyMessages } from './locales/company';
import type { FieldMessages } from './locales/fields';
import type { FoundMessages } from './locales/found';
import type { ImportsMessages } from './locales/imports';
import type { ItemsMessages } from './locales/items';
import type { LabelsMessages } from './locales/labels';
import type { ShellMessages } from './locales/shell';
import type { LocationsMessages } from './locales/locations';
import type { NotificationsMessages } from './locales/notifications';
import type { ReportsMessages } from './locales/reports';
import type { PhotosMessages } from './locales/photos';
import type { SettingsMessages } from './locales/settings';
import type { UiMessages } from './locales/ui';
import type { UsersMessages } from './locales/users';
import type { StocktakingMessages } from './locales/stocktaking';
import type { PaymentsMessages } from './locales/payments';
import type { RequestsMessages } from './locales/requests';
import type { AnalyticsMessages } from './locales/analytics';
import type { TourMessages } from './locales/tour';
import type { ScanMessages } from './locales/scan';
import type { IntegrationMessages } from './locales/integration';
import type { ListsMessages } from './locales/lists';
import type { PwaMessages } from './locales/pwa';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: CommonMessages;
      fields: FieldMessages;
      errors: Record<ErrorName, string>;
      auth: AuthMessages;
      company: CompanyMessages;
      shell: ShellMessages;
      items: ItemsMessages;
      ui: UiMessages;
      users: UsersMessages;
      locations: LocationsMessages;
      maintenance: MaintenanceMessages;
      depreciation: DepreciationMessages;
      bookings: BookingsMessages;
      settings: SettingsMessages;
      reports: ReportsMessages;
      labels: LabelsMessages;
      photos: PhotosMessages;
      imports: ImportsMessages;
      stocktaking: StocktakingMessages;
      notifications: NotificationsMessages;
      payments: PaymentsMessages;
      requests: RequestsMessages;
      analytics: AnalyticsMessages;
      tour: TourMessages;
      scan: ScanMessages;
      integration: IntegrationMessages;
      lists: ListsMessages;
      pwa: PwaMessages;
      found: FoundMessages;
    };
  }
}
