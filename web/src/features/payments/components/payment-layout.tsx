import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { queryClient } from '../../../lib/query-client';

/** The payment screens stand outside the shell, so they bring the query cache the shell would. */
export function PaymentLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
