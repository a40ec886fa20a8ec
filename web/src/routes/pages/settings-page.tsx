import { useQueryClient } from '@tanstack/react-query';
import type { Company } from '../../../../shared/schemas/company';
import { myCompanyQuery } from '../../features/company/api/my-company';
import { SettingsPage } from '../../features/settings/components/settings-page';
import { useViewer } from './use-viewer';

export function SettingsRoutePage() {
  const { user, company } = useViewer();
  const queryClient = useQueryClient();
  // The shell and every other page read the company from the cache: the saved one replaces it.
  const changed = (next: Company) => queryClient.setQueryData(myCompanyQuery.queryKey, next);
  return <SettingsPage user={user} company={company} onCompanyChanged={changed} />;
}
