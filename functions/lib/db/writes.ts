import type { ErrorName } from '../../../shared/errors';
import { tableName } from './client';
import type { Key } from './keys';
import type { GuardedItem } from './transactions';

/**
 * The conditional writes the model repeats, built once. Each answers the input of one write, which
 * fits both a plain command (`new PutCommand(putIfAbsent(record))`) and, through `guardedPut` /
 * `guardedUpdate` / `guardedDelete`, an item of `transact`. They are separate functions, not one
 * object, so a bundle keeps only the kinds of write it makes (test/infra/table-usage.ts reads them).
 */

type Names = Record<string, string>;
type Values = Record<string, unknown>;

export interface PutInput {
  TableName: string;
  Item: Record<string, unknown>;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Names;
  ExpressionAttributeValues?: Values;
}

export interface UpdateInput {
  TableName: string;
  Key: Key;
  UpdateExpression: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Names;
  ExpressionAttributeValues?: Values;
}

export interface DeleteInput {
  TableName: string;
  Key: Key;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Names;
  ExpressionAttributeValues?: Values;
}

/** The condition of a write that creates: no record with this key exists yet. */
export const absent = 'attribute_not_exists(pk)';

/** Writes a new record; refused (ConditionalCheckFailed) when one with its key exists. */
export function putIfAbsent<T extends Key>(record: T): PutInput {
  return { TableName: tableName(), Item: { ...record } as Record<string, unknown>, ConditionExpression: absent };
}

/** Changes a record only while `condition` holds (`attribute_exists(pk)`: only a record that exists). */
export function conditionalUpdate(
  key: Key,
  change: { update: string; condition: string; names?: Names; values?: Values },
): UpdateInput {
  return {
    TableName: tableName(),
    Key: { pk: key.pk, sk: key.sk },
    UpdateExpression: change.update,
    ConditionExpression: change.condition,
    ...(change.names ? { ExpressionAttributeNames: change.names } : {}),
    ...(change.values ? { ExpressionAttributeValues: change.values } : {}),
  };
}

/**
 * A claim on a unique value (an e-mail, a phone, a title, a code): the claim record, `{ ...key,
 * entity: 'claim', ...owner }`, written only while nobody holds the value.
 */
export function uniqueClaim(key: Key, owner: Record<string, unknown>): PutInput {
  return putIfAbsent({ pk: key.pk, sk: key.sk, entity: 'claim', ...owner });
}

/** A put as a transaction item; `onConditionFailed` is the domain error its failed condition means. */
export function guardedPut(put: PutInput, onConditionFailed?: ErrorName): GuardedItem {
  return { item: { Put: put }, ...(onConditionFailed ? { onConditionFailed } : {}) };
}

export function guardedUpdate(update: UpdateInput, onConditionFailed?: ErrorName): GuardedItem {
  return { item: { Update: update }, ...(onConditionFailed ? { onConditionFailed } : {}) };
}

export function guardedDelete(removal: DeleteInput, onConditionFailed?: ErrorName): GuardedItem {
  return { item: { Delete: removal }, ...(onConditionFailed ? { onConditionFailed } : {}) };
}

/**
 * Moves a claim to a new value in the owner's transaction: the new claim (refused as `taken` when
 * someone holds it), then the release of the old one. A null end claims or releases only.
 */
export function moveClaim(from: Key | null, to: Key | null, owner: Record<string, unknown>, taken: ErrorName): GuardedItem[] {
  const items: GuardedItem[] = [];
  if (to) items.push(guardedPut(uniqueClaim(to, owner), taken));
  if (from) items.push(guardedDelete({ TableName: tableName(), Key: { pk: from.pk, sk: from.sk } }));
  return items;
}
