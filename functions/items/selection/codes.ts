import type { Actor } from '../../lib/http/session';
import { newLabelCode, reserveForItem } from '../../lib/label-codes';
import { tableName } from '../../lib/db/client';
import { keys } from '../../lib/db/keys';
import type { ItemRecord } from '../store/record';
import type { ActionPlan, Step } from './actions';

/**
 * Each item without a code gets a fresh one, unique in the company and reserved product-wide as a
 * generated label's code is (its claim and its reservation are put in the step's transaction, so a
 * code drawn twice fails the step, which draws again). The item is marked; nobody's
 * responsibility changes. Items that have a code are printed as they are; a decommissioned or
 * inactive item without one is skipped (ItemClosed, ItemInactive), as marking it would be refused.
 */
export function codesPlan(actor: Actor): ActionPlan {
  const { companyId } = actor;
  return {
    kind: 'mark',
    allowClosed: false,
    refusal: (record) => (record.code ? null : record.status === 'decommissioned' ? { error: 'ItemClosed' } : record.status === 'inactive' ? { error: 'ItemInactive' } : null),
    untouched: (record) => Boolean(record.code),
    step(records: readonly ItemRecord[]): Step {
      const codes = new Map(records.map((record) => [record._id, newLabelCode()]));
      return {
        change: (record) => ({ code: codes.get(record._id)!, status: record.status === 'not_marked' ? 'marked' : record.status }),
        writes: records.flatMap((record) => [
          {
            item: {
              Put: {
                TableName: tableName(),
                Item: { ...keys.itemCodeClaim(companyId, codes.get(record._id)!), entity: 'claim', itemId: record._id },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            onConditionFailed: 'CodeAlreadyUsed' as const,
          },
          reserveForItem(companyId, codes.get(record._id)!, record._id, actor.userId),
        ]),
      };
    },
  };
}

