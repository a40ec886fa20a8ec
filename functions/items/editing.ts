import { effectivePlan, planHas } from '../../shared/plans';
import type { EditItemInput, Item } from '../../shared/schemas/items';
import { outUntilOf } from '../bookings/public';
import { requireCompany } from '../company/public';
import { nextDueOfItem } from '../maintenance/public';
import type { Tenant } from '../lib/http/session';
import { AppError } from '../lib/http/errors';
import { getUser, isInactive } from '../users/public';
import { itemById } from './store/reads';
import { changeItem, type LogKind } from './store/changes';
import { depreciationContext, withDepreciation } from './depreciation';

/**
 * The item's card: the item, whether its holder is deactivated (one read of the holder), until when
 * it is checked out and when its maintenance is next due (a read of its bookings and one of its plans),
 * and its book value (a read of the company's depreciation terms per type).
 */
export async function itemDetail(tenant: Tenant, itemId: string): Promise<Item> {
  const record = await itemById(tenant.companyId, itemId);
  if (!record) throw new AppError('NotFound');
  const [holder, checkedOutUntil, nextMaintenanceDue, context] = await Promise.all([
    record.responsibleId ? getUser(record.responsibleId) : null,
    outUntilOf(tenant.companyId, itemId),
    nextDueOfItem(tenant.companyId, itemId),
    depreciationContext(tenant.companyId),
  ]);
  const item = { ...withDepreciation(record, context), checkedOutUntil, nextMaintenanceDue };
  return holder && isInactive(holder) && item.responsible ? { ...item, responsible: { ...item.responsible, inactive: true } } : item;
}

/**
 * Edits an item's fields. The history entry is a quantity or price change when that is what
 * changed, else a field edit; custom fields need the plan's custom_fields feature.
 */
export async function editItem(tenant: Tenant, itemId: string, input: EditItemInput): Promise<Item> {
  if (input.customs && Object.keys(input.customs).length > 0) {
    const company = await requireCompany(tenant.companyId);
    if (!planHas(effectivePlan(company, new Date()), 'custom_fields')) throw new AppError('PlanAccessDenied', { feature: 'custom_fields' });
  }
  const { version, price, salvageValue, ...fields } = input;
  const others = Object.keys(fields).length + (salvageValue === undefined ? 0 : 1);
  const kind: LogKind = others === 1 && fields.quantity !== undefined ? 'change_quantity' : others === 0 && price !== undefined ? 'change_price' : 'edit';
  const next = await changeItem(
    tenant,
    itemId,
    kind,
    (record) => {
      const brand = fields.brand === undefined ? record.brand : fields.brand;
      const model = fields.model === undefined ? record.model : fields.model;
      if (model && !brand) throw new AppError('ValidationError', { fields: { brand: 'invalid_rule_brand_before_model' } });
      const quantity = fields.quantity ?? record.quantity;
      if (record.accountingType === 'single' && quantity !== 1) throw new AppError('ValidationError', { fields: { quantity: 'invalid_rule_single_quantity' } });
      return {
        ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
        ...(price === undefined ? {} : { priceCents: price }),
        ...(salvageValue === undefined ? {} : { salvageCents: salvageValue }),
      };
    },
    version,
  );
  return withDepreciation(next, await depreciationContext(tenant.companyId));
}
