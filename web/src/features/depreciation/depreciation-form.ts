import type { DepreciationMethod } from '../../../../shared/depreciation';
import { priceOfInput } from '../../components/amounts';

/**
 * The item form's depreciation section as typed (docs/depreciation.md, "In the web"). Every field may
 * stay empty: the item then takes its type's default for it (or the rule's own default).
 */
export interface DepreciationFormValues {
  inServiceDate: string;
  usefulLifeMonths: string;
  salvageValue: string;
  depreciationMethod: DepreciationMethod | '';
  depreciationRate: string;
}

export const depreciationFormFields = [
  'inServiceDate', 'usefulLifeMonths', 'salvageValue', 'depreciationMethod', 'depreciationRate',
] as const satisfies readonly (keyof DepreciationFormValues)[];
export type DepreciationFormField = (typeof depreciationFormFields)[number];
export type DepreciationFormErrors = Partial<Record<DepreciationFormField, string>>;

export const emptyDepreciationForm: DepreciationFormValues = {
  inServiceDate: '',
  usefulLifeMonths: '',
  salvageValue: '',
  depreciationMethod: '',
  depreciationRate: '',
};

/** The item's own terms as the item read carries them (null: not set, the type's default applies). */
export interface OwnDepreciationTerms {
  inServiceDate?: string | null;
  usefulLifeMonths?: number | null;
  salvageValue?: string | null;
  depreciationMethod?: DepreciationMethod | null;
  depreciationRate?: number | null;
}

export function depreciationFormOf(item: OwnDepreciationTerms): DepreciationFormValues {
  return {
    inServiceDate: item.inServiceDate ?? '',
    usefulLifeMonths: item.usefulLifeMonths == null ? '' : String(item.usefulLifeMonths),
    salvageValue: item.salvageValue ?? '',
    depreciationMethod: item.depreciationMethod ?? '',
    depreciationRate: item.depreciationRate == null ? '' : String(item.depreciationRate),
  };
}

/** Whether the item sets any term itself: its form section then opens unfolded. */
export const hasOwnTerms = (values: DepreciationFormValues): boolean => depreciationFormFields.some((field) => values[field].trim() !== '');

/** The rate is asked only for declining balance; with another method (or the type's) it is not sent. */
export const asksRate = (values: Pick<DepreciationFormValues, 'depreciationMethod'>): boolean => values.depreciationMethod === 'declining-balance';

/** A percent as typed (a comma or a point), or null when it is not a number with at most 2 decimals. */
export function percentOf(text: string): number | null {
  const kept = text.trim().replace(',', '.');
  return /^\d{1,3}(\.\d{1,2})?$/.test(kept) ? Number(kept) : null;
}

/** Whole months from 1 to 1200, or null. */
export function lifeMonthsOf(text: string): number | null {
  const kept = text.trim();
  if (!/^\d{1,4}$/.test(kept)) return null;
  const months = Number(kept);
  return months >= 1 && months <= 1200 ? months : null;
}

/** The years helper of the useful life: 36 months are 3, 30 are 2.5, 7 are 0.58; none for a life the schema refuses. */
export function lifeYearsOf(text: string): number | null {
  const months = lifeMonthsOf(text);
  return months === null ? null : Math.round((months / 12) * 100) / 100;
}

/** The terms of a new item: only what was typed (an empty field is the type's default). */
export function createDepreciationRequestOf(values: DepreciationFormValues) {
  const request = editDepreciationRequestOf(values);
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== null)) as {
    [Field in keyof typeof request]?: Exclude<(typeof request)[Field], null>;
  };
}

/**
 * The terms of an edit: an emptied field is null (the item goes back to its type's default). What
 * cannot be read as a number travels as typed, so the shared schema's check names the field.
 */
export function editDepreciationRequestOf(values: DepreciationFormValues) {
  const life = values.usefulLifeMonths.trim();
  const rate = values.depreciationRate.trim();
  return {
    inServiceDate: values.inServiceDate.trim() || null,
    usefulLifeMonths: life ? (lifeMonthsOf(life) ?? life) : null,
    salvageValue: priceOfInput(values.salvageValue) || null,
    depreciationMethod: values.depreciationMethod || null,
    depreciationRate: asksRate(values) && rate ? (percentOf(rate) ?? rate) : null,
  };
}
