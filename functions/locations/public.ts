import { getObject, objectsOfCompany } from './store';

/** What other domains may know of objects and their locations (items are placed in them). */
export interface PlaceSummary {
  _id: string;
  title: string;
  locations: { _id: string; title: string }[];
}

/** An object of the company with its locations, or null when the company has no such object. */
export async function findObject(companyId: string, objectId: string): Promise<PlaceSummary | null> {
  const record = await getObject(companyId, objectId);
  return record ? { _id: record._id, title: record.title, locations: record.locations } : null;
}

/** Every object of the company with its locations (stocktaking names the places of its scope by them). */
export async function companyPlaces(companyId: string): Promise<PlaceSummary[]> {
  const records = await objectsOfCompany(companyId, Infinity);
  return records.map((record) => ({ _id: record._id, title: record.title, locations: record.locations }));
}
