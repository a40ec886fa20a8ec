import { useSuspenseQuery } from '@tanstack/react-query';
import type { Company } from '../../../../shared/schemas/company';
import type { CurrentUser } from '../../../../shared/schemas/users';
import { currentUserQuery } from '../../features/auth/api/current-user';
import { myCompanyQuery } from '../../features/company/api/my-company';

/**
 * The signed-in user and their company, for the pages inside the shell: the private layout shows
 * those pages only once both are loaded and the user has a company.
 */
export function useViewer(): { user: CurrentUser; company: Company } {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const { data: company } = useSuspenseQuery(myCompanyQuery);
  if (!company) throw new Error('A page of the shell opened without a company');
  return { user, company };
}
