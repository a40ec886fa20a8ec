import type * as z from 'zod';
import type { deliveryBranchSchema, deliveryCitySchema, deliveryStreetSchema } from '../../../shared/schemas/requests';
import { env } from '../env';
import { AppError } from '../http/errors';
import { createLogger } from '../http/logger';
import { secretString } from './secrets';

/**
 * The Nova Poshta API 2.0 as the sticker orders' delivery directory (docs/sticker-orders.md):
 * settlements, their branches and parcel lockers, and their streets. Every call is a JSON POST of
 * {apiKey, modelName, calledMethod, methodProperties} to one URL; the answer is an envelope whose
 * `success` says whether it worked (NP answers HTTP 200 to logical errors too). Any failure is a
 * DeliveryLookupError. Locally NOVA_POSHTA_API_URL points at infra/local/nova-poshta-standin.ts.
 */

export type DeliveryCity = z.infer<typeof deliveryCitySchema>;
export type DeliveryBranch = z.infer<typeof deliveryBranchSchema>;
export type DeliveryStreet = z.infer<typeof deliveryStreetSchema>;

export interface NovaPoshtaRequest {
  apiKey: string;
  modelName: string;
  calledMethod: string;
  methodProperties: Record<string, string>;
}

/** The answer envelope of every method. */
interface Envelope {
  success?: unknown;
  data?: unknown;
  errors?: unknown;
}

type Raw = Record<string, unknown>;

/** How many entries one lookup asks for: enough for an autocomplete list. */
const limits = { cities: 20, branches: 50, streets: 20 } as const;
const timeoutMs = 8_000;

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
// NP sends numbers and flags as strings as often as not ("12", "1").
const count = (value: unknown): number => {
  const parsed = Number(value);
  return Number.isFinite(parsed) ? Math.trunc(parsed) : 0;
};
const flag = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';
const records = (value: unknown): Raw[] => (Array.isArray(value) ? value.filter((entry): entry is Raw => typeof entry === 'object' && entry !== null) : []);

/** The request body of one call; properties are sent as strings, as NP's own samples do. */
export function novaPoshtaRequest(apiKey: string, calledMethod: string, methodProperties: Record<string, string>): NovaPoshtaRequest {
  return { apiKey, modelName: 'Address', calledMethod, methodProperties };
}

const log = createLogger({ adapter: 'nova-poshta' });

/** Why a lookup failed goes to the log (it may name the key's state); the caller sees only DeliveryLookupError. */
function lookupFailed(calledMethod: string, reason: string): AppError {
  log.warn('delivery lookup failed', { calledMethod, reason });
  return new AppError('DeliveryLookupError');
}

/** The envelope's data, or DeliveryLookupError when it says it failed. */
export function envelopeData(calledMethod: string, envelope: Envelope): unknown[] {
  const errors = Array.isArray(envelope.errors) ? envelope.errors : [];
  if (envelope.success !== true || errors.length > 0 || !Array.isArray(envelope.data)) {
    throw lookupFailed(calledMethod, errors.map(text).filter(Boolean).join('; ') || 'unsuccessful answer');
  }
  return envelope.data;
}

/** searchSettlements and searchSettlementStreets answer data[0].Addresses. */
const addressesOf = (data: unknown[]): Raw[] => records(records(data)[0]?.Addresses);

export function parseSettlements(data: unknown[]): DeliveryCity[] {
  return addressesOf(data)
    .map((entry) => ({
      ref: text(entry.Ref),
      cityRef: text(entry.DeliveryCity),
      name: text(entry.Present) || text(entry.MainDescription),
      area: text(entry.Area),
      branches: count(entry.Warehouses),
      addressDelivery: flag(entry.AddressDeliveryAllowed),
    }))
    .filter((city) => city.ref !== '');
}

export function parseWarehouses(data: unknown[]): DeliveryBranch[] {
  return records(data)
    .map((entry) => ({
      ref: text(entry.Ref),
      number: text(entry.Number),
      name: text(entry.Description),
      address: text(entry.ShortAddress),
      kind: text(entry.CategoryOfWarehouse) === 'Postomat' ? ('postomat' as const) : ('branch' as const),
    }))
    .filter((branch) => branch.ref !== '');
}

export function parseStreets(data: unknown[]): DeliveryStreet[] {
  return addressesOf(data)
    .map((entry) => ({ ref: text(entry.SettlementStreetRef), name: text(entry.Present) || text(entry.SettlementStreetDescription) }))
    .filter((street) => street.ref !== '');
}

let cachedKey: Promise<string> | undefined;

/** NOVA_POSHTA_API_KEY locally; in AWS the secret named by NOVA_POSHTA_SECRET_ARN, JSON {"apiKey"}. */
function apiKey(): Promise<string> {
  cachedKey ??= (async () => {
    const { NOVA_POSHTA_API_KEY, NOVA_POSHTA_SECRET_ARN } = env();
    if (NOVA_POSHTA_API_KEY) return NOVA_POSHTA_API_KEY;
    if (!NOVA_POSHTA_SECRET_ARN) throw new Error('Neither NOVA_POSHTA_API_KEY nor NOVA_POSHTA_SECRET_ARN is set');
    const stored = await secretString(NOVA_POSHTA_SECRET_ARN);
    const key = stored ? (JSON.parse(stored) as { apiKey?: unknown }).apiKey : undefined;
    if (typeof key !== 'string' || key === '') throw new Error('The Nova Poshta secret has no apiKey yet');
    return key;
  })().catch((error: unknown) => {
    cachedKey = undefined;
    throw error;
  });
  return cachedKey;
}

/** One call: the envelope's data, or DeliveryLookupError (network, HTTP status, not JSON, `success: false`). */
async function call(calledMethod: string, methodProperties: Record<string, string>): Promise<unknown[]> {
  let envelope: Envelope;
  try {
    const body = novaPoshtaRequest(await apiKey(), calledMethod, methodProperties);
    const answer = await fetch(env().NOVA_POSHTA_API_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!answer.ok) throw new Error(`Nova Poshta answered HTTP ${answer.status}`);
    envelope = (await answer.json()) as Envelope;
  } catch (error) {
    throw lookupFailed(calledMethod, error instanceof Error ? error.message : String(error));
  }
  return envelopeData(calledMethod, envelope);
}

/** Settlements whose name starts with `search`. */
export async function searchCities(search: string): Promise<DeliveryCity[]> {
  return parseSettlements(await call('searchSettlements', { CityName: search, Limit: String(limits.cities), Page: '1' }));
}

/** Branches and parcel lockers of a city (its `cityRef`), optionally matching `search` (number or address). */
export async function cityBranches(cityRef: string, search?: string): Promise<DeliveryBranch[]> {
  const props: Record<string, string> = { CityRef: cityRef, Limit: String(limits.branches), Page: '1' };
  if (search) props.FindByString = search;
  return parseWarehouses(await call('getWarehouses', props));
}

/** Streets of a settlement (its `ref`) matching `search`. */
export async function settlementStreets(settlementRef: string, search: string): Promise<DeliveryStreet[]> {
  return parseStreets(await call('searchSettlementStreets', { SettlementRef: settlementRef, StreetName: search, Limit: String(limits.streets) }));
}
