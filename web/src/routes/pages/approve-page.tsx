import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ApproveEmail } from '../../features/auth/components/approve-email';

const route = getRouteApi('/auth/approve');

export function ApprovePage() {
  const { token } = route.useSearch();
  const navigate = useNavigate();
  const leave = useCallback(() => void navigate({ to: '/' }), [navigate]);
  // The route's beforeLoad sends a visit without a token away, so one is always here.
  return <ApproveEmail token={token ?? ''} onUnavailable={leave} />;
}
