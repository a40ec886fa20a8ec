import type { DepreciationMethod } from '../../../shared/depreciation';
import { formatCents } from '../../../shared/money';
import type { Key } from '../../lib/db/keys';
import type { Item, ItemStatus } from '../../../shared/schemas/items';
import type { IndexedFields } from './indexes';

/** An item as stored (PK COMPANY#<id>, SK ITEM#<itemId>) with its index attributes. */
export interface ItemRecord extends Key, IndexedFields {
  entity: 'item';
  companyId: string;
  capacity: string | null;
  accountingType: 'single' | 'batch';
  quantity: number;
  units: string | null;
  /** Price of one unit and the total, in whole cents (exact). */
  priceCents: number;
  objectTitle: string | null;
  locationTitle: string | null;
  responsibleName: string | null;
  customs: Record<string, string>;
  photos: { name: string; main: boolean }[];
  parent: string | null;
  mountedOn?: string | null;
  equipment?: string[];
  service?: { title: string; reason: string; location: string } | null;
  /** While the item is inactive: the status it gets back on reactivation (issue 28). */
  statusBeforeInactive?: ItemStatus | null;
  /** The accounting system's id of the item (integration API), unique within the company. */
  externalId?: string | null;
  /**
   * The item's own depreciation terms (docs/depreciation.md); absent or null: not set (the type's
   * default applies, else the rule's). Salvage value per unit, in cents, like the price.
   */
  inServiceDate?: string | null;
  usefulLifeMonths?: number | null;
  salvageCents?: number | null;
  depreciationMethod?: DepreciationMethod | null;
  depreciationRate?: number | null;
  /** The day (YYYY-MM-DD, UTC) the item was decommissioned: its last month of depreciation. */
  decommissionedOn?: string | null;
  /**
   * The earliest next due date of the item's unfinished maintenance plans (yyyy-mm-dd); absent: none.
   * Written by the maintenance domain with every change of the item's plans (functions/items/maintenance-due.ts).
   */
  nextMaintenanceDue?: string | null;
  /** Bumped by every change: writes are conditional on the version they read. */
  version: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export function toItem(record: ItemRecord): Item {
  return {
    _id: record._id,
    code: record.code,
    title: record.title,
    brand: record.brand,
    model: record.model,
    type: record.type,
    serial: record.serial,
    capacity: record.capacity,
    accountingType: record.accountingType,
    quantity: record.quantity,
    units: record.units,
    price: formatCents(record.priceCents),
    totalPrice: formatCents(record.totalCents),
    object: record.objectId ? { _id: record.objectId, title: record.objectTitle ?? '' } : null,
    location: record.locationId ? { _id: record.locationId, title: record.locationTitle ?? '' } : null,
    responsible: record.responsibleId ? { _id: record.responsibleId, name: record.responsibleName ?? '' } : null,
    customs: record.customs,
    photos: record.photos,
    marked: record.code !== null,
    distributed: record.responsibleId !== null,
    status: record.status,
    mountedOn: record.mountedOn ?? null,
    equipment: record.equipment ?? [],
    service: record.service ?? null,
    parent: record.parent,
    inServiceDate: record.inServiceDate ?? null,
    usefulLifeMonths: record.usefulLifeMonths ?? null,
    salvageValue: record.salvageCents === null || record.salvageCents === undefined ? null : formatCents(record.salvageCents),
    depreciationMethod: record.depreciationMethod ?? null,
    depreciationRate: record.depreciationRate ?? null,
    ...(record.nextMaintenanceDue ? { nextMaintenanceDue: record.nextMaintenanceDue } : {}),
    version: record.version,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

