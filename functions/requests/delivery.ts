import { cityBranches, searchCities, settlementStreets } from '../lib/adapters/nova-poshta';
import { cacheKeyOf, cachedAnswer, keepAnswer } from './delivery-cache';

/**
 * The delivery directory (Nova Poshta) behind the sticker shop's address form. NP asks clients to
 * keep its directories and refresh them daily, so each answer is cached for a day: a repeated
 * lookup (the same search, by anyone) does not call NP. Failures are not cached.
 */

const day = 24 * 60 * 60 * 1000;
const ttl = { cities: day, branches: day, streets: day } as const;

async function cached<T>(method: keyof typeof ttl, query: Record<string, string>, lookup: () => Promise<T[]>): Promise<{ data: T[] }> {
  const now = new Date();
  const hash = cacheKeyOf(method, query);
  const hit = await cachedAnswer<T>(hash, now);
  if (hit) return { data: hit };
  const data = await lookup();
  await keepAnswer(hash, method, data, now, ttl[method]);
  return { data };
}

// Searches are case-insensitive at NP, so one spelling of the cache key serves every case.
const normalized = (search: string) => search.trim().toLocaleLowerCase('uk');

export function findCities(query: { search: string }) {
  const search = normalized(query.search);
  return cached('cities', { search }, () => searchCities(search));
}

export function findEndpoints(query: { city: string; search?: string }) {
  const search = query.search ? normalized(query.search) : '';
  return cached('branches', { city: query.city, search }, () => cityBranches(query.city, search || undefined));
}

export function findStreets(query: { city: string; search: string }) {
  const search = normalized(query.search);
  return cached('streets', { city: query.city, search }, () => settlementStreets(query.city, search));
}
