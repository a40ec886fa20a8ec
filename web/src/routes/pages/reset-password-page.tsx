import { getRouteApi } from '@tanstack/react-router';
import { ResetPassword } from '../../features/auth/components/reset-password';

const route = getRouteApi('/auth/reset_password');

export function ResetPasswordPage() {
  const { token } = route.useSearch();
  return <ResetPassword token={token} />;
}
