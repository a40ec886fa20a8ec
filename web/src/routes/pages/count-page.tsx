import { QueryClientProvider } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { CountGate } from '../../features/stocktaking/count/components/count-gate';
import { queryClient } from '../../lib/query-client';

const route = getRouteApi('/stocktaking/$id/count');

/** /stocktaking/$id/count stands outside the shell, so it brings the query cache the shell would. */
export function CountRoutePage() {
  const { id } = route.useParams();
  const { countSession } = route.useRouteContext();
  return (
    <QueryClientProvider client={queryClient}>
      <CountGate session={countSession} stocktakingId={id} />
    </QueryClientProvider>
  );
}
