import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { Preloader } from '../components/preloader';
import { rootRoute } from './root';

/**
 * Where a printed label's QR code lands, for anyone (docs/found-items.md): a member of the company
 * whose item carries the code goes to the item (a code no item has yet: the offer to bind it, at
 * /q/<code>/bind); everyone else, signed in or not, gets the public page at this very address.
 */
export const foundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'q/$code',
  loader: async ({ context, params }) => {
    const { resolveCodePage } = await import('../features/found/api/found');
    const { destination, data } = await resolveCodePage(params.code, context.loadQueryClient);
    if (destination.kind === 'item') throw redirect({ to: '/items/$id', params: { id: destination.id }, replace: true });
    if (destination.kind === 'bind') throw redirect({ to: '/q/$code/bind', params: { code: params.code }, replace: true });
    return data!;
  },
  // Asked again on every visit: a visitor who signs in from the page comes back a member.
  pendingComponent: Preloader,
  pendingMs: 0,
  pendingMinMs: 200,
  component: lazyRouteComponent(() => import('./pages/found-page'), 'FoundRoutePage'),
});
