import type { Item } from '../../shared/schemas/items';
import { keys } from '../lib/db/keys';
import { actualQuantity, itemSize, lineResult, linePresence, lineSizeBudget } from './rules';
import type { LineRecord, PersonRef } from './store';

/** How lines are made and how their scans decide what they say (pure: the service reads and writes). */

/**
 * A line for an item, its facts copied by value: an expected one (accounting quantity 1 for a single
 * item, the batch's quantity) or an unexpected one (the company's item outside the scope: accounting 0).
 */
export function lineOfItem(companyId: string, stocktakingId: string, lineKey: string, item: Item, expected: boolean): LineRecord {
  const accountingQuantity = expected ? (item.accountingType === 'single' ? 1 : item.quantity) : 0;
  return {
    ...keys.stocktakingLine(companyId, stocktakingId, lineKey),
    entity: 'stocktakingLine',
    lineKey,
    expected,
    item: item._id,
    code: item.code,
    title: item.title,
    brand: item.brand,
    model: item.model,
    serial: item.serial,
    accountingType: item.accountingType,
    units: item.units,
    object: item.object,
    location: item.location,
    responsible: item.responsible,
    accountingQuantity,
    actualQuantity: 0,
    result: lineResult(accountingQuantity, 0),
    presence: expected ? 'missing' : 'unexpected',
    scans: {},
    lastScan: null,
    v: 0,
  };
}

/** An unexpected line of a code no item of the company has (or an item id it does not have): counted as one single thing. */
export function unknownLine(companyId: string, stocktakingId: string, lineKey: string, code: string | null): LineRecord {
  return {
    ...keys.stocktakingLine(companyId, stocktakingId, lineKey),
    entity: 'stocktakingLine',
    lineKey,
    expected: false,
    item: null,
    code,
    title: '',
    brand: null,
    model: null,
    serial: null,
    accountingType: 'single',
    units: null,
    object: null,
    location: null,
    responsible: null,
    accountingQuantity: 0,
    actualQuantity: 0,
    result: 'match',
    presence: 'unexpected',
    scans: {},
    lastScan: null,
    v: 0,
  };
}

/** The line as its scans now say, one version on. */
export function withScans(line: LineRecord, scans: Record<string, string>, lastScan: { by: PersonRef; at: string } | null): LineRecord {
  const actual = actualQuantity(line.accountingType, scans);
  return {
    ...line,
    scans,
    lastScan,
    actualQuantity: actual,
    result: lineResult(line.accountingQuantity, actual),
    presence: linePresence(line.expected, scans),
    v: line.v + 1,
  };
}

/** Whether writing the line costs one write unit. */
export function lineFits(line: LineRecord): boolean {
  return itemSize(line as unknown as Record<string, unknown>) <= lineSizeBudget;
}
