import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, useSearch } from '@tanstack/react-router';
import { menuAccess } from '../../../../../shared/permissions';
import { Preloader } from '../../../components/preloader';
import { currentUserQuery } from '../../auth/api/current-user';
import { myCompanyQuery } from '../../company/api/my-company';
import { AccessDenied } from './access-denied';
import { PaymentFrame } from './payment-frame';
import { PlansView } from './plans-view';
import '../i18n';

/**
 * /payment: root and admin buy or change the plan; anyone else is told they have no access, in the
 * expired variant while the company is locked for non-payment (the company's `locked`, or the
 * `?expired=1` the app adds when it sends a locked user here).
 */
export function PaymentPage() {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  // Spec: role user does not load company data.
  const company = useQuery({ ...myCompanyQuery, enabled: user.role !== 'user' });
  const search: { expired?: boolean } = useSearch({ strict: false });
  const mayBuy = menuAccess.payment_tariff.includes(user.role);

  if (!mayBuy) {
    const locked = company.data?.locked === true;
    return (
      <PaymentFrame>
        <AccessDenied expired={search.expired === true || locked} />
      </PaymentFrame>
    );
  }
  if (company.isPending) return <Preloader />;
  if (company.isError) throw company.error;
  // A user without a company creates one first (the private area's onboarding).
  if (!company.data) return <Navigate to="/" />;
  return (
    <PaymentFrame>
      <PlansView companyId={company.data._id} />
    </PaymentFrame>
  );
}
