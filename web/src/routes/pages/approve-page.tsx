import { QueryClientProvider } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ApproveEmail } from '../../features/auth/components/approve-email';
import { queryClient } from '../../lib/query-client';

const route = getRouteApi('/auth/approve');

export function ApprovePage() {
  const { token } = route.useSearch();
  const navigate = useNavigate();
  const leave = useCallback(() => void navigate({ to: '/' }), [navigate]);
  // The route's beforeLoad sends a visit without a token away, so one is always here.
  // The query cache is not mounted app-wide (the login screen does without it); this screen brings it.
  return (
    <QueryClientProvider client={queryClient}>
      <ApproveEmail token={token ?? ''} onUnavailable={leave} />
    </QueryClientProvider>
  );
}
