import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { resetEnv } from '../env';
import { cityBranches, envelopeData, searchCities, settlementStreets } from './nova-poshta';

/**
 * Contract of the Nova Poshta API 2.0 adapter, from NP's documentation and published response
 * samples (devcenter.novaposhta.ua Address.searchSettlements, Address.getWarehouses,
 * Address.searchSettlementStreets): one JSON POST {apiKey, modelName, calledMethod,
 * methodProperties}; an envelope whose `success` decides, HTTP 200 or not; numbers often as strings.
 * A local HTTP server on 127.0.0.1 stands in for NP and answers what each test queues.
 */

const apiKey = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
let server: Server;
let seen: { path: string; contentType: string | undefined; body: Record<string, unknown> }[] = [];
let next: { status: number; body: unknown } = { status: 200, body: {} };

const envelope = (data: unknown[]) => ({
  success: true, data, errors: [], warnings: [], info: [], messageCodes: [], errorCodes: [], warningCodes: [], infoCodes: [],
});

// Shaped as NP's published searchSettlements sample: data[0].TotalCount and data[0].Addresses.
const settlementsSample = envelope([
  {
    TotalCount: 1,
    Addresses: [
      {
        Present: 'м. Дніпро, Дніпропетровська обл.',
        Warehouses: '412',
        MainDescription: 'Дніпро',
        Area: 'Дніпропетровська',
        Region: '',
        SettlementTypeCode: 'м.',
        Ref: 'e71abb60-4b33-11e4-ab6d-005056801329',
        DeliveryCity: 'db5c88f0-391c-11dd-90d9-001a92567626',
        AddressDeliveryAllowed: true,
        StreetsAvailability: true,
        ParentRegionTypes: 'область',
        ParentRegionCode: 'обл.',
        RegionTypes: '',
        RegionTypesCode: '',
      },
    ],
  },
]);

const warehousesSample = envelope([
  {
    SiteKey: '10001', Description: 'Відділення №1 (до 30 кг): вул. Маршала Малиновського, 114', ShortAddress: 'Дніпро, Маршала Малиновського, 114',
    Phone: '380800500609', TypeOfWarehouse: '841339c7-591a-42e2-8233-7a0a00f0ed6f', Ref: '1ec09d88-e1c2-11e3-8c4a-0050568002cf', Number: '1',
    CityRef: 'db5c88f0-391c-11dd-90d9-001a92567626', CityDescription: 'Дніпро', CategoryOfWarehouse: 'Branch', WarehouseStatus: 'Working',
  },
  {
    SiteKey: '25101', Description: 'Поштомат "Нова Пошта" №5101: вул. Європейська, 8', ShortAddress: 'Дніпро, Європейська, 8',
    Phone: '380800500609', TypeOfWarehouse: 'f9316480-5f2d-425d-bc2c-ac7cd29decf0', Ref: '7b422fba-e1b8-11e3-8c4a-0050568002cf', Number: '5101',
    CityRef: 'db5c88f0-391c-11dd-90d9-001a92567626', CityDescription: 'Дніпро', CategoryOfWarehouse: 'Postomat', WarehouseStatus: 'Working',
  },
]);

const streetsSample = envelope([
  {
    TotalCount: 1,
    Addresses: [
      {
        SettlementRef: 'e71abb60-4b33-11e4-ab6d-005056801329', SettlementStreetRef: 'c2f1ff06-4b3c-11e4-ab6d-005056801329',
        SettlementStreetDescription: 'Європейська', Present: 'вул. Європейська', StreetsType: 'c8c1d8d4-4b4c-11e4-ab6d-005056801329',
        StreetsTypeDescription: 'вул.', Location: { lat: 48.465, lon: 35.048 }, SettlementStreetDescriptionRu: 'Европейская',
      },
    ],
  },
]);

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      seen.push({ path: request.url ?? '', contentType: request.headers['content-type'], body: JSON.parse(text) as Record<string, unknown> });
      response.writeHead(next.status, { 'content-type': 'application/json' }).end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.env.NOVA_POSHTA_API_URL = `http://127.0.0.1:${port}/v2.0/json/`;
  process.env.NOVA_POSHTA_API_KEY = apiKey;
  process.env.LOG_LEVEL = 'silent';
  resetEnv();
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  delete process.env.NOVA_POSHTA_API_URL;
  delete process.env.NOVA_POSHTA_API_KEY;
  resetEnv();
});

beforeEach(() => {
  seen = [];
});

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  return error instanceof AppError ? error.errorName : error;
};

describe('Nova Poshta adapter', () => {
  it('searches settlements with one JSON POST and maps Ref, DeliveryCity, Present, Area, Warehouses and AddressDeliveryAllowed', async () => {
    next = { status: 200, body: settlementsSample };
    const cities = await searchCities('Дніп');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toBe('/v2.0/json/');
    expect(seen[0]!.contentType).toBe('application/json');
    expect(seen[0]!.body).toEqual({ apiKey, modelName: 'Address', calledMethod: 'searchSettlements', methodProperties: { CityName: 'Дніп', Limit: '20', Page: '1' } });
    expect(cities).toEqual([
      {
        ref: 'e71abb60-4b33-11e4-ab6d-005056801329',
        cityRef: 'db5c88f0-391c-11dd-90d9-001a92567626',
        name: 'м. Дніпро, Дніпропетровська обл.',
        area: 'Дніпропетровська',
        branches: 412,
        addressDelivery: true,
      },
    ]);
  });

  it('lists the warehouses of a city by CityRef, with FindByString when searching, and tells parcel lockers apart', async () => {
    next = { status: 200, body: warehousesSample };
    const branches = await cityBranches('db5c88f0-391c-11dd-90d9-001a92567626', '5101');
    expect(seen[0]!.body).toMatchObject({
      modelName: 'Address',
      calledMethod: 'getWarehouses',
      methodProperties: { CityRef: 'db5c88f0-391c-11dd-90d9-001a92567626', FindByString: '5101', Limit: '50', Page: '1' },
    });
    expect(branches).toEqual([
      { ref: '1ec09d88-e1c2-11e3-8c4a-0050568002cf', number: '1', name: 'Відділення №1 (до 30 кг): вул. Маршала Малиновського, 114', address: 'Дніпро, Маршала Малиновського, 114', kind: 'branch' },
      { ref: '7b422fba-e1b8-11e3-8c4a-0050568002cf', number: '5101', name: 'Поштомат "Нова Пошта" №5101: вул. Європейська, 8', address: 'Дніпро, Європейська, 8', kind: 'postomat' },
    ]);
    await cityBranches('db5c88f0-391c-11dd-90d9-001a92567626');
    expect(seen[1]!.body.methodProperties).not.toHaveProperty('FindByString');
  });

  it('searches the streets of a settlement with SettlementRef, StreetName and the mandatory Limit', async () => {
    next = { status: 200, body: streetsSample };
    const streets = await settlementStreets('e71abb60-4b33-11e4-ab6d-005056801329', 'Європ');
    expect(seen[0]!.body).toMatchObject({
      calledMethod: 'searchSettlementStreets',
      methodProperties: { SettlementRef: 'e71abb60-4b33-11e4-ab6d-005056801329', StreetName: 'Європ', Limit: '20' },
    });
    expect(streets).toEqual([{ ref: 'c2f1ff06-4b3c-11e4-ab6d-005056801329', name: 'вул. Європейська' }]);
  });

  it('takes success false with HTTP 200 as a failed lookup (DeliveryLookupError)', async () => {
    next = { status: 200, body: { ...envelope([]), success: false, errors: ['API key expired'], errorCodes: ['20000200068'] } };
    expect(await failureOf(searchCities('Київ'))).toBe('DeliveryLookupError');
    // Errors listed beside success true are failures too.
    expect(() => envelopeData('getWarehouses', { success: true, data: [], errors: ['CityRef is invalid'] })).toThrow(AppError);
  });

  it('takes an HTTP error or a body that is not JSON as DeliveryLookupError', async () => {
    next = { status: 503, body: { message: 'maintenance' } };
    expect(await failureOf(settlementStreets('e71abb60-4b33-11e4-ab6d-005056801329', 'Європ'))).toBe('DeliveryLookupError');
    next = { status: 200, body: 'not an envelope' };
    expect(await failureOf(cityBranches('db5c88f0-391c-11dd-90d9-001a92567626'))).toBe('DeliveryLookupError');
  });
});
