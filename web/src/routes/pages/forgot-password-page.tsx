import { useNavigate } from '@tanstack/react-router';
import { ForgotPassword } from '../../features/auth/components/forgot-password';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  return <ForgotPassword onPasswordChanged={() => void navigate({ to: '/auth/login' })} />;
}
