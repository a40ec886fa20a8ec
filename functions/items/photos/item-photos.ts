import { photoRules } from '../../../shared/photos';
import type { Item } from '../../../shared/schemas/items';
import type { Tenant } from '../../lib/http/session';
import { AppError } from '../../lib/http/errors';
import { changeItem, readItem } from '../store/changes';
import { toItem, type ItemRecord } from '../store/record';
import { attachChecked, checkUploads } from './uploads';
import { downloadLink, removePhotos } from './storage';

type Photos = ItemRecord['photos'];

/** Exactly one main photo while there is any: the first stays main unless one already is. */
export function withMain(photos: Photos): Photos {
  if (photos.length === 0 || photos.some((photo) => photo.main)) return photos;
  return photos.map((photo, index) => ({ ...photo, main: index === 0 }));
}

/**
 * The item change for new photos. It goes through changeItem like every item change, so `hasPhoto`
 * moves the withPhoto facet count, index entry and membership set in the same transaction.
 */
export function addPhotos(record: ItemRecord, names: string[]): Pick<ItemRecord, 'photos' | 'hasPhoto'> {
  const photos = withMain([...record.photos, ...names.map((name) => ({ name, main: false }))]);
  if (photos.length > photoRules.perItemMax) throw new AppError('PhotoLimitReached');
  return { photos, hasPhoto: true };
}

export function dropPhoto(record: ItemRecord, name: string): Pick<ItemRecord, 'photos' | 'hasPhoto'> {
  if (!record.photos.some((photo) => photo.name === name)) throw new AppError('NotFound');
  const photos = withMain(record.photos.filter((photo) => photo.name !== name));
  return { photos, hasPhoto: photos.length > 0 };
}

export async function attachItemPhotos(tenant: Tenant, itemId: string, names: string[]) {
  const record = await readItem(tenant, itemId);
  if (record.status === 'decommissioned') throw new AppError('ItemClosed');
  if (record.status === 'inactive') throw new AppError('ItemInactive');
  const checked = await checkUploads(tenant, names, photoRules.perItemMax - record.photos.length);
  const { saved, ...outcome } = await attachChecked(tenant, names, checked, () =>
    changeItem(tenant, itemId, 'photo_added', (current) => addPhotos(current, checked.accepted)),
  );
  return { item: toItem(saved), ...outcome };
}

export async function setMainPhoto(tenant: Tenant, itemId: string, name: string): Promise<Item> {
  const next = await changeItem(tenant, itemId, 'photo_main', (record) => {
    if (!record.photos.some((photo) => photo.name === name)) throw new AppError('NotFound');
    return { photos: record.photos.map((photo) => ({ ...photo, main: photo.name === name })) };
  });
  return toItem(next);
}

/**
 * The objects go first: deleting them again is harmless, so a retry after a failed record change
 * finishes the job, while a record without its objects would show a broken photo.
 */
export async function deleteItemPhoto(tenant: Tenant, itemId: string, name: string): Promise<Item> {
  const record = await readItem(tenant, itemId);
  if (!record.photos.some((photo) => photo.name === name)) throw new AppError('NotFound');
  try {
    await removePhotos([name]);
  } catch {
    throw new AppError('PhotoDeleteError');
  }
  return toItem(await changeItem(tenant, itemId, 'photo_removed', (current) => dropPhoto(current, name)));
}

/** The images path: a redirect to a short-lived link. The random name is the capability (docs/decisions.md). */
export async function imageLink(name: string, size: 'original' | 'thumb'): Promise<{ location: string }> {
  return { location: await downloadLink(name, size) };
}
