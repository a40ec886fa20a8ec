import { getRouteApi } from '@tanstack/react-router';
import { FinishRegistration } from '../../features/auth/components/finish-registration';

const route = getRouteApi('/auth/finish');

export function FinishPage() {
  const { token } = route.useSearch();
  return <FinishRegistration token={token} />;
}
