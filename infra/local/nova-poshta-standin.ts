import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { readBody } from './http-body';
import { listenLocal } from './listen';

/**
 * The local stand-in for the Nova Poshta API 2.0 (the sticker orders' delivery directory,
 * functions/lib/adapters/nova-poshta.ts): one POST endpoint answering Address.searchSettlements,
 * Address.getWarehouses and Address.searchSettlementStreets in NP's envelope, from
 * nova-poshta-fixture.json. Like NP it answers HTTP 200 with `success: false` to a wrong key, a
 * missing property or an unknown method. `GET /calls` tells how many calls it answered (tests check
 * that cached lookups do not call it again).
 */

/** The key the local stack and the tests configure; any other key is refused as NP refuses it. */
export const standinApiKey = 'local-nova-poshta-key-0000000000000';

type Raw = Record<string, unknown>;
interface Fixture {
  settlements: Raw[];
  warehouses: Raw[];
  streets: Raw[];
}

const fixture = JSON.parse(readFileSync(path.join(import.meta.dirname, 'nova-poshta-fixture.json'), 'utf8')) as Fixture;

function envelope(data: unknown[], extra: Raw = {}): Raw {
  return { success: true, data, errors: [], warnings: [], info: [], messageCodes: [], errorCodes: [], warningCodes: [], infoCodes: [], ...extra };
}

function failure(message: string, code: string): Raw {
  return { success: false, data: [], errors: [message], warnings: [], info: [], messageCodes: [], errorCodes: [code], warningCodes: [], infoCodes: [] };
}

const matches = (value: unknown, search: string) => typeof value === 'string' && value.toLocaleLowerCase('uk').includes(search.toLocaleLowerCase('uk'));
const property = (props: Raw, name: string): string => (typeof props[name] === 'string' ? (props[name] as string).trim() : '');
const limitOf = (props: Raw, fallback: number) => Math.max(1, Number(props.Limit) || fallback);

const methods: Record<string, (props: Raw) => Raw> = {
  searchSettlements: (props) => {
    const search = property(props, 'CityName');
    if (!search) return failure('CityName is empty', '20000900746');
    const found = fixture.settlements.filter((entry) => matches(entry.MainDescription, search));
    return envelope([{ TotalCount: found.length, Addresses: found.slice(0, limitOf(props, 50)) }]);
  },
  getWarehouses: (props) => {
    const cityRef = property(props, 'CityRef');
    const search = property(props, 'FindByString');
    const found = fixture.warehouses.filter(
      (entry) => (!cityRef || entry.CityRef === cityRef) && (!search || matches(entry.Description, search) || entry.Number === search),
    );
    return envelope(found.slice(0, limitOf(props, 500)), { info: { totalCount: found.length } });
  },
  searchSettlementStreets: (props) => {
    const settlementRef = property(props, 'SettlementRef');
    const search = property(props, 'StreetName');
    // NP refuses the street search without a Limit.
    if (!property(props, 'Limit')) return failure('Limit is empty', '20000900752');
    if (!settlementRef) return failure('SettlementRef is empty', '20000900750');
    const found = fixture.streets.filter((entry) => entry.SettlementRef === settlementRef && matches(entry.SettlementStreetDescription, search));
    return envelope([{ TotalCount: found.length, Addresses: found.slice(0, limitOf(props, 20)) }]);
  },
};

export async function startNovaPoshtaStandin(options: { host?: string; port?: number } = {}) {
  const host = options.host ?? '127.0.0.1';
  const calls: Record<string, number> = {};
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'GET' && url.pathname === '/calls') {
      return json(200, { total: Object.values(calls).reduce((sum, n) => sum + n, 0), byMethod: calls });
    }
    if (request.method !== 'POST') return json(404, { error: 'POST the API 2.0 body to /v2.0/json/' });
    readBody(request)
      .then((text) => {
        let body: Raw;
        try {
          body = JSON.parse(text) as Raw;
        } catch {
          return json(200, failure('Data is not JSON', '20000100000'));
        }
        const calledMethod = typeof body.calledMethod === 'string' ? body.calledMethod : '';
        calls[calledMethod] = (calls[calledMethod] ?? 0) + 1;
        if (body.apiKey !== standinApiKey) return json(200, failure('API key is invalid', '20000200068'));
        const method = body.modelName === 'Address' ? methods[calledMethod] : undefined;
        if (!method) return json(200, failure(`Method ${String(body.modelName)}.${calledMethod} is not served by the stand-in`, '20000100003'));
        const props = typeof body.methodProperties === 'object' && body.methodProperties !== null ? (body.methodProperties as Raw) : {};
        json(200, method(props));
      })
      .catch(() => response.writeHead(500).end());
  });
  const listening = await listenLocal(server, host, options.port);
  /** The API URL the adapter posts to (NOVA_POSHTA_API_URL). */
  return { ...listening, endpoint: `${listening.endpoint}/v2.0/json/` };
}
