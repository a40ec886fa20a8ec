import type { CreatePlanInput } from '../../shared/schemas/maintenance';
import type { Item } from '../../shared/schemas/items';
import type { PhotoResult } from '../../shared/schemas/photos';
import type { GuardedItem } from '../lib/db/transactions';
import { AppError } from '../lib/http/errors';
import type { Tenant } from '../lib/http/session';
import type { ItemDueWriter } from './item-due';

/** What the maintenance rules need of the items and users domains, handed in by handler.ts. */
export interface ItemsForMaintenance extends ItemDueWriter {
  companyItem(companyId: string, itemId: string): Promise<Item | null>;
  itemsOfTypeOrModel(companyId: string, dimension: 'type' | 'model', value: string, limit: number): Promise<Item[]>;
  /** The items the items list's query matches, up to `limit` of them, in its order. */
  itemsMatching(companyId: string, filter: NonNullable<CreatePlanInput['filter']>, limit: number): Promise<Item[]>;
  maintenanceHistoryEntry(actor: Tenant, itemId: string, done: Record<string, unknown>, at: Date): Promise<GuardedItem>;
  userName(userId: string): Promise<string>;
  /** The photos' two steps after the presigned upload, as items and comments take them (functions/items/photos/uploads.ts). */
  photos: DonePhotos;
}

export interface CheckedPhotos {
  results: PhotoResult[];
  accepted: string[];
}

export interface DonePhotos {
  /** Checks each upload's bytes and keeps the good ones, up to `room`. */
  check(tenant: Tenant, names: string[], room: number): Promise<CheckedPhotos>;
  /** Runs `record` with the kept photos; thumbnails and clean-up after; FilesUploadError when none was kept. */
  attach<T>(tenant: Tenant, names: string[], checked: CheckedPhotos, record: () => Promise<T>): Promise<{ saved: T; results: PhotoResult[]; warning?: 'PhotosPartlyUploaded' }>;
}

/** The company's item, or NotFound. */
export async function itemOf(items: ItemsForMaintenance, tenant: Tenant, itemId: string): Promise<Item> {
  const item = await items.companyItem(tenant.companyId, itemId);
  if (!item) throw new AppError('NotFound');
  return item;
}
