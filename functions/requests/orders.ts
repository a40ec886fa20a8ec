import { billingCurrency } from '../../shared/plans';
import { requestStatuses, type RequestInput, type RequestStatusName, type StickerRequest } from '../../shared/schemas/requests';
import { requireCompany } from '../company/public';
import { keys, sortableId } from '../lib/db/keys';
import { AppError } from '../lib/http/errors';
import type { Tenant } from '../lib/http/session';
import { pricedLines } from './catalogue';
import { newRequestCode } from './codes';
import { checkoutPendingMs, isEditable, toRequest } from './present';
import { getRequest, insertRequest, moveStatus, replaceRequest, requestsOfCompany, type RequestRecord } from './store';

/** Drafts of sticker orders: create, change, read, list and reject (publishing is in publish.ts). */

export async function requestOf(tenant: Tenant, requestId: string): Promise<RequestRecord> {
  const record = await getRequest(tenant.companyId, requestId);
  if (!record) throw new AppError('NotFound');
  return record;
}

/** The order's content from the body, priced from the catalogue. */
export function contentOf(input: RequestInput): Pick<RequestRecord, 'lines' | 'totalCents' | 'recipient' | 'delivery' | 'comment'> {
  const { lines, totalCents } = pricedLines(input.lines);
  return { lines, totalCents, recipient: input.recipient ?? null, delivery: input.delivery ?? null, comment: input.comment || null };
}

/** JSON with object keys sorted: the table does not keep the order of a map's keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, entry]) => entry !== undefined).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([name, entry]) => `${JSON.stringify(name)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether two contents are the same order (a checkout opened for one pays for the other). */
export function sameContent(a: ReturnType<typeof contentOf>, b: ReturnType<typeof contentOf>): boolean {
  return canonical([a.lines, a.recipient, a.delivery, a.comment]) === canonical([b.lines, b.recipient, b.delivery, b.comment]);
}

/** Saves a new draft (status saved) under a fresh code; lines may be empty. */
export async function createDraft(tenant: Tenant, input: RequestInput): Promise<RequestRecord> {
  const content = contentOf(input);
  const company = await requireCompany(tenant.companyId);
  const now = new Date();
  const requestId = sortableId(now.getTime());
  // A taken code is rare (a billion codes per company); another draw almost always succeeds.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const record: RequestRecord = {
      ...keys.stickerRequest(tenant.companyId, requestId),
      entity: 'sticker-request',
      _id: requestId,
      companyId: tenant.companyId,
      code: newRequestCode(),
      status: requestStatuses.saved,
      processing: 0,
      ...content,
      currency: billingCurrency,
      sender: { companyId: tenant.companyId, title: company.title, userId: tenant.userId },
      paymentId: null,
      checkoutStartedAt: null,
      pendingPaymentIds: [],
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      publishedAt: null,
    };
    if (await insertRequest(record)) return record;
  }
  throw new AppError('ConcurrentChange');
}

export async function createRequest(tenant: Tenant, input: RequestInput): Promise<StickerRequest> {
  return toRequest(await createDraft(tenant, input));
}

/** Changes a draft; RequestNotEditable once it is published or rejected, or while a checkout of it may still be paid. */
export async function updateRequest(tenant: Tenant, requestId: string, input: RequestInput): Promise<StickerRequest> {
  const record = await requestOf(tenant, requestId);
  const now = new Date();
  if (!isEditable(record, now)) throw new AppError('RequestNotEditable');
  const content = contentOf(input);
  // New content: the payments opened for the old one (all older than an hour) can no longer pay for it.
  const next: RequestRecord = { ...record, ...content, pendingPaymentIds: sameContent(content, record) ? record.pendingPaymentIds : [], updatedAt: now.toISOString() };
  await replaceRequest(next, record);
  return toRequest(next, now);
}

export async function getOneRequest(tenant: Tenant, requestId: string): Promise<StickerRequest> {
  return toRequest(await requestOf(tenant, requestId));
}

/**
 * Rejects (cancels) a draft. Only a saved order with no checkout that may still be paid: rejecting
 * one a shopper is paying for would take money for a cancelled order.
 */
export async function rejectRequest(tenant: Tenant, requestId: string): Promise<{ ok: true }> {
  await requestOf(tenant, requestId);
  const now = new Date();
  const rejected = await moveStatus(tenant.companyId, requestId, [requestStatuses.saved], { status: requestStatuses.rejected, processing: 1 }, now, {
    expression: 'checkoutStartedAt = :none OR checkoutStartedAt < :cutoff',
    values: { ':none': null, ':cutoff': new Date(now.getTime() - checkoutPendingMs).toISOString() },
  });
  if (!rejected) throw new AppError('RequestNotEditable');
  return { ok: true };
}

export interface ListRequestsQuery {
  limit: number;
  offset: number;
  search?: string;
  status?: RequestStatusName;
  sort: 'createdAt' | '-createdAt' | 'totalCents' | '-totalCents';
}

/**
 * A page of the company's orders: search by code or recipient name (case-insensitive), a status,
 * newest first by default. The company's orders are few, so this filters and sorts them in memory.
 */
export async function listRequests(tenant: Tenant, query: ListRequestsQuery): Promise<{ data: StickerRequest[]; count: number }> {
  const now = new Date();
  const search = query.search?.toLocaleLowerCase();
  const matching = (await requestsOfCompany(tenant.companyId)).filter(
    (record) =>
      (query.status === undefined || record.status === requestStatuses[query.status]) &&
      (!search || record.code.toLocaleLowerCase().includes(search) || (record.recipient?.name.toLocaleLowerCase().includes(search) ?? false)),
  );
  const descending = query.sort.startsWith('-');
  const field = descending ? query.sort.slice(1) : query.sort;
  // Ids sort by creation, so they order equal totals (and equal times) newest last.
  const compare = (a: RequestRecord, b: RequestRecord) =>
    (field === 'totalCents' ? a.totalCents - b.totalCents : a.createdAt.localeCompare(b.createdAt)) || a._id.localeCompare(b._id);
  matching.sort((a, b) => (descending ? compare(b, a) : compare(a, b)));
  return { data: matching.slice(query.offset, query.offset + query.limit).map((record) => toRequest(record, now)), count: matching.length };
}
