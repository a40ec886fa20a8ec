/**
 * What other domains may use of sticker orders: payments fulfils an order in the same transaction
 * that records its approved payment (docs/sticker-orders.md). Everything else here is internal.
 */
export { paidRequestItems } from './store';
