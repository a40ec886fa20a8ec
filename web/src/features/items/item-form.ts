import { formUnits, type Item } from '../../../../shared/schemas/items';
import { priceOfInput } from '../../components/amounts';
import { isApiError } from '../../lib/api-client';
import {
  createDepreciationRequestOf,
  depreciationFormFields,
  depreciationFormOf,
  editDepreciationRequestOf,
  emptyDepreciationForm,
  type DepreciationFormValues,
} from '../depreciation/depreciation-form';

export type FormUnit = (typeof formUnits)[number];
export type AccountingType = 'single' | 'batch';

/** The new item form as typed: every input is text until the schema reads it. The depreciation terms may all stay empty. */
export interface ItemFormValues extends DepreciationFormValues {
  title: string;
  brand: string;
  model: string;
  type: string;
  serial: string;
  capacity: string;
  accountingType: AccountingType;
  quantity: string;
  units: FormUnit | '';
  price: string;
  count: string;
  object: string;
  location: string;
  person: string;
}

export const itemFormFields = [
  'title', 'brand', 'model', 'type', 'serial', 'capacity', 'accountingType', 'quantity', 'units', 'price', 'count', 'object', 'location', 'person',
  ...depreciationFormFields,
] as const satisfies readonly (keyof ItemFormValues)[];
export type ItemFormField = (typeof itemFormFields)[number];
/** Field error codes: `required_field` or `invalid_rule_<rule>`. */
export type ItemFormErrors = Partial<Record<ItemFormField, string>>;

/** The company's switches for the sections of the new item form (settings). */
export interface ItemSections {
  info: boolean;
  additional: boolean;
  location: boolean;
  responsible: boolean;
}

/**
 * Which fields each switchable section holds. Title, accounting type, quantity and units are the
 * item itself and always shown; a section switched off is not shown and its fields are not sent.
 * Depreciation goes with the price (its cost): a company that does not ask prices is not asked it.
 */
export const sectionFields = {
  info: ['brand', 'model', 'type', 'serial'],
  additional: ['capacity', 'price', 'count', ...depreciationFormFields],
  location: ['object', 'location'],
  responsible: ['person'],
} as const satisfies Record<keyof ItemSections, readonly ItemFormField[]>;

export const emptyItemForm: ItemFormValues = {
  title: '',
  brand: '',
  model: '',
  type: '',
  serial: '',
  capacity: '',
  accountingType: 'single',
  quantity: '1',
  units: '',
  price: '',
  count: '1',
  object: '',
  location: '',
  person: '',
  ...emptyDepreciationForm,
};

export function isItemFormChanged(values: ItemFormValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(emptyItemForm);
}

/** A field change, with what it implies: a single asset is one piece; a new object clears its location. */
export function changeItemForm(values: ItemFormValues, patch: Partial<ItemFormValues>): ItemFormValues {
  const next = { ...values, ...patch };
  if (patch.accountingType === 'single') next.quantity = '1';
  if (patch.object !== undefined && patch.object !== values.object) next.location = '';
  return next;
}

/**
 * The create request: trimmed, empty fields left out, and only the sections shown (objects only
 * when the plan has them). The price stays a string: money is never a float.
 */
export function createItemRequestOf(values: ItemFormValues, sections: ItemSections, withObjects: boolean) {
  const shown = (field: ItemFormField) =>
    !(Object.keys(sectionFields) as (keyof ItemSections)[]).some(
      (section) => (sectionFields[section] as readonly string[]).includes(field) && (!sections[section] || (section === 'location' && !withObjects)),
    );
  const text = (field: ItemFormField) => {
    const value = String(values[field]).trim();
    return shown(field) && value ? value : undefined;
  };
  return {
    ...(shown('usefulLifeMonths') ? createDepreciationRequestOf(values) : {}),
    title: values.title,
    brand: text('brand'),
    model: text('model'),
    type: text('type'),
    serial: text('serial'),
    capacity: text('capacity'),
    accountingType: values.accountingType,
    quantity: values.accountingType === 'batch' ? values.quantity.trim() : '1',
    units: values.accountingType === 'batch' && values.units ? values.units : undefined,
    price: text('price') ? priceOfInput(values.price) || undefined : undefined,
    count: text('count') ?? '1',
    object: text('object'),
    location: text('location'),
    person: text('person'),
  };
}

/** Fields of the first step: a step with an error in them does not go on. */
export const infoStepFields: readonly ItemFormField[] = itemFormFields.filter((field) => field !== 'person');

/** Field errors of a refused save (a ValidationError's fields); anything else is not a field's problem. */
export function itemFormErrorsOf(error: unknown): ItemFormErrors | null {
  if (!isApiError(error, 'ValidationError')) return null;
  const fields = error.fieldErrors;
  const errors: ItemFormErrors = {};
  for (const field of itemFormFields) if (fields[field]) errors[field] = fields[field];
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The edit dialog's fields, as typed. */
export interface EditItemValues extends DepreciationFormValues {
  title: string;
  brand: string;
  model: string;
  type: string;
  serial: string;
  capacity: string;
  quantity: string;
  units: FormUnit | '';
  price: string;
}

export function editItemFormOf(item: Item): EditItemValues {
  return {
    title: item.title,
    brand: item.brand ?? '',
    model: item.model ?? '',
    type: item.type ?? '',
    serial: item.serial ?? '',
    capacity: item.capacity ?? '',
    quantity: String(item.quantity),
    units: (formUnits as readonly string[]).includes(item.units ?? '') ? (item.units as FormUnit) : '',
    price: item.price,
    ...depreciationFormOf(item),
  };
}

/**
 * The edit request, with the version the form was read at: an empty text clears the field
 * (null), and quantity and units are sent for a batch only.
 */
export function editItemRequestOf(values: EditItemValues, item: Item) {
  const orNull = (value: string) => (value.trim() ? value.trim() : null);
  const batch = item.accountingType === 'batch';
  return {
    title: values.title,
    brand: orNull(values.brand),
    model: orNull(values.model),
    type: orNull(values.type),
    serial: orNull(values.serial),
    capacity: orNull(values.capacity),
    quantity: batch ? values.quantity.trim() : undefined,
    units: batch && values.units ? values.units : undefined,
    price: priceOfInput(values.price) || '0',
    ...editDepreciationRequestOf(values),
    version: item.version,
  };
}

/** Client-side rules the edit body does not hold itself (the server checks them as well). */
export function editItemRuleErrors(values: EditItemValues): Partial<Record<keyof EditItemValues, string>> {
  if (values.model.trim() && !values.brand.trim()) return { brand: 'invalid_rule_brand_before_model' };
  return {};
}

/** "Only part of the batch" of the send-to-service and decommission dialogs. */
export interface BatchPart {
  on: boolean;
  quantity: string;
}

export const noBatchPart: BatchPart = { on: false, quantity: '' };

/** Whether the item offers a part: a batch with more than one unit (a part is below the whole). */
export const offersBatchPart = (item: Pick<Item, 'accountingType' | 'quantity'>): boolean => item.accountingType === 'batch' && item.quantity > 1;

/** The part's request fields, or its field error: a whole number above zero and below the batch quantity. */
export function batchPartOf(part: BatchPart, item: Pick<Item, 'accountingType' | 'quantity'>): { recalculate: boolean; quantity?: number } | { error: string } {
  if (!part.on || !offersBatchPart(item)) return { recalculate: false };
  const text = part.quantity.trim();
  if (!text) return { error: 'required_field' };
  if (!/^-?\d+$/.test(text)) return { error: 'invalid_rule_integer' };
  const quantity = Number(text);
  if (quantity <= 0) return { error: 'invalid_rule_positive' };
  if (quantity >= item.quantity) return { error: 'invalid_rule_part_quantity' };
  return { recalculate: true, quantity };
}
