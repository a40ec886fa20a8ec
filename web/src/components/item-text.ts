import type { useTranslation } from 'react-i18next';
import type { Item } from '../../../shared/schemas/items';

/** A `t` of the `items` namespace, where the units' names are: the caller's feature adds that namespace. */
type Translate = ReturnType<typeof useTranslation<'items'>>['t'];

/** A unit's name; after a quantity (`count`), in the form the language gives that number ("1 box", "5 boxes"). */
export function unitName(t: Translate, unit: string, count?: number): string {
  const name = t(`units.${unit}`, { defaultValue: unit });
  return count === undefined ? name : t(`counted_units.${unit}`, { count, defaultValue: name });
}

/** A quantity with its unit ("5 boxes"), or the bare number when the item has no unit. */
export function quantityText(t: Translate, quantity: number, unit: string | null): string {
  return unit ? `${quantity} ${unitName(t, unit, quantity)}` : String(quantity);
}

/** Spec: title, brand, model and type joined, plus the batch's quantity and unit in parentheses. */
export function itemLabel(
  item: Pick<Item, 'title' | 'brand' | 'model' | 'type' | 'accountingType' | 'quantity' | 'units'>,
  /** The unit's name after the quantity (`count`), so the word can agree with the number. */
  unitName: (unit: string, count: number) => string = (unit) => unit,
): string {
  const name = [item.title, item.brand, item.model, item.type].map((part) => part?.trim()).filter(Boolean).join(' ');
  if (item.accountingType !== 'batch') return name;
  return `${name} (${[item.quantity, item.units ? unitName(item.units, item.quantity) : ''].filter(Boolean).join(' ')})`;
}
