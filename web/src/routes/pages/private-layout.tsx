import { QueryClientProvider, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { Preloader } from '../../components/preloader';
import { currentUserQuery } from '../../features/auth/api/current-user';
import type { CreateCompanyAnswer } from '../../features/company/api/create-company';
import { myCompanyQuery } from '../../features/company/api/my-company';
import { ScanButton } from '../../features/labels/components/scan-button';
import { AppShell } from '../../features/shell/components/app-shell';
import { EmailAlert } from '../../features/shell/components/email-alert';
import { PlanUsage } from '../../features/shell/components/plan-usage';
import { SupportWidget } from '../../features/shell/components/support-widget';
import { TourHelpButton } from '../../features/tour/components/tour-help-button';
import { TourHost } from '../../features/tour/components/tour-host';
import { UserStub } from '../../features/shell/components/user-stub';
import { queryClient } from '../../lib/query-client';
import { tokenStorage } from '../../lib/storage';
import { useLogout } from '../session';

// Only a user without a company needs the onboarding (and the zod schema its form checks with).
const CompanyOnboarding = lazy(() =>
  import('../../features/company/components/company-onboarding').then((module) => ({ default: module.CompanyOnboarding })),
);

/** The signed-in area reads server state through the query cache, which loads with it. */
export function PrivateLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <PrivateFrame />
    </QueryClientProvider>
  );
}

/**
 * The signed-in frame: role user gets the stub, a user without a company the onboarding, and
 * everyone else the shell around the page.
 */
function PrivateFrame() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const company = useQuery({ ...myCompanyQuery, enabled: user.role !== 'user' });
  const onLogout = () => void logout();
  const emailAlert = (
    <EmailAlert user={user} onConfirmed={() => void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey })} />
  );

  if (user.role === 'user') {
    return (
      <AppShell role={user.role} onLogout={onLogout} banner={emailAlert}>
        <UserStub />
        <SupportWidget user={user} />
      </AppShell>
    );
  }

  if (company.isPending) return <Preloader />;
  if (company.isError) throw company.error;

  if (company.data === null) {
    const onCreated = async (answer: CreateCompanyAnswer) => {
      // A token for the same session: the one already held sees the company as well.
      tokenStorage.set(answer.token);
      queryClient.setQueryData(myCompanyQuery.queryKey, answer.company);
      await Promise.all([
        queryClient.refetchQueries({ queryKey: currentUserQuery.queryKey }),
        queryClient.refetchQueries({ queryKey: myCompanyQuery.queryKey }),
      ]);
      await navigate({ to: '/items' });
    };
    return (
      <Suspense fallback={<Preloader />}>
        <CompanyOnboarding onCreated={onCreated} onLogout={onLogout} />
      </Suspense>
    );
  }

  return (
    <AppShell
      role={user.role}
      onLogout={onLogout}
      banner={emailAlert}
      topBar={<PlanUsage companyId={company.data._id} role={user.role} />}
      pageAction={<TourHelpButton />}
      mobileBarAction={<ScanButton iconOnly />}
    >
      <Outlet />
      <TourHost userId={user._id} companyId={company.data._id} />
      <SupportWidget user={user} />
    </AppShell>
  );
}
