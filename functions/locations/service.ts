import type { CompanyObject, CreateObjectInput, EditObjectInput } from '../../shared/schemas/locations';
import { keys, sortableId } from '../lib/db/keys';
import { AppError } from '../lib/http/errors';
import type { Tenant } from '../lib/http/session';
import type { ObjectItems } from './object-items';
import { countObjectsOfCompany, deleteObject, getObject, insertObject, objectsOfCompany, replaceObject, type ObjectRecord } from './store';

function toObject(record: ObjectRecord, withIds = true): CompanyObject {
  return {
    _id: record._id,
    title: record.title,
    locations: record.locations.map((location) => (withIds ? location : { title: location.title })),
    createdAt: record.createdAt,
  };
}

async function objectOf(tenant: Tenant, objectId: string): Promise<ObjectRecord> {
  const record = await getObject(tenant.companyId, objectId);
  if (!record) throw new AppError('NotFound');
  return record;
}

/** A page of the company's objects, oldest first (5 a page by default), and how many there are. */
export async function listObjects(tenant: Tenant, query: { limit: number; offset: number; withIds: boolean }) {
  const [records, count] = await Promise.all([
    objectsOfCompany(tenant.companyId, query.offset + query.limit),
    countObjectsOfCompany(tenant.companyId),
  ]);
  return { data: records.slice(query.offset).map((record) => toObject(record, query.withIds)), count };
}

export async function createObject(tenant: Tenant, input: CreateObjectInput): Promise<CompanyObject> {
  const now = new Date();
  const objectId = sortableId(now.getTime());
  const record: ObjectRecord = {
    ...keys.object(tenant.companyId, objectId),
    entity: 'object',
    _id: objectId,
    companyId: tenant.companyId,
    title: input.title,
    locations: input.locations.map((title) => ({ _id: sortableId(now.getTime()), title })),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await insertObject(record);
  return toObject(record);
}

/**
 * Renames the object and replaces its list of locations: listed ids keep their location (renamed
 * if the title changed), entries without an id are new, missing ones are removed. Items at changed
 * locations follow when shouldUpdate is set: new titles, or no location when theirs was removed.
 */
export async function editObject(tenant: Tenant, objectId: string, input: EditObjectInput, items: ObjectItems): Promise<CompanyObject> {
  const record = await objectOf(tenant, objectId);
  const known = new Set(record.locations.map((location) => location._id));
  const unknownId = input.locations?.find((location) => location._id && !known.has(location._id));
  if (unknownId) throw new AppError('ValidationError', { fields: { locations: 'invalid_rule_location' } });
  const now = new Date();
  const next: ObjectRecord = {
    ...record,
    title: input.title ?? record.title,
    locations: input.locations?.map((location) => ({ _id: location._id ?? sortableId(now.getTime()), title: location.title })) ?? record.locations,
    updatedAt: now.toISOString(),
  };
  await replaceObject(tenant.companyId, record, next);
  if (input.shouldUpdate) {
    await items.renameObjectOnItems(tenant, objectId, next.title, new Map(next.locations.map((location) => [location._id, location.title])));
  }
  return toObject(next);
}

/** Deletes an object; with shouldUpdate its items first leave it (no object, no location). */
export async function removeObject(tenant: Tenant, objectId: string, shouldUpdate: boolean, items: ObjectItems): Promise<{ ok: true }> {
  const record = await objectOf(tenant, objectId);
  if (shouldUpdate) {
    await items.takeItemsOutOfObject(tenant, objectId);
  }
  await deleteObject(tenant.companyId, { _id: objectId, title: record.title });
  return { ok: true };
}
