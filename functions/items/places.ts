import { AppError } from '../lib/http/errors';
import { findObject } from '../locations/public';

/** The object (and one of its locations) an item is put in, with the titles items show; a wrong id is a ValidationError. */
export async function objectWithLocation(companyId: string, objectId: string, locationId?: string) {
  const object = await findObject(companyId, objectId);
  if (!object) throw new AppError('ValidationError', { fields: { object: 'invalid_rule_object' } });
  const location = locationId ? object.locations.find((entry) => entry._id === locationId) : undefined;
  if (locationId && !location) throw new AppError('ValidationError', { fields: { location: 'invalid_rule_location' } });
  return { objectId, objectTitle: object.title, locationId: location?._id ?? null, locationTitle: location?.title ?? null };
}
