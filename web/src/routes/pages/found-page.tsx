import { getRouteApi } from '@tanstack/react-router';
import { FoundPage } from '../../features/found/components/found-page';

const route = getRouteApi('/q/$code');

/** A label's address for anyone who is not a member of the item's company (docs/found-items.md). */
export function FoundRoutePage() {
  const { code } = route.useParams();
  const data = route.useLoaderData();
  return <FoundPage key={code} code={code} data={data} />;
}
