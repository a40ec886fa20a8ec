import { describe, expect, it } from 'vitest';
import { readVariables } from '../../functions/lib/env';
import { isolatedEnvironment } from '../support/local-env';

/**
 * The local stack's side of test/infra/environment.test.ts: what `npm start` and the tests give the
 * functions (infra/local/bootstrap.ts) is read by them, apart from the SDK's own AWS_* variables
 * that point it at the stand-ins.
 */
describe('the local stack environment', () => {
  it('sets only variables the functions read, and every bucket and queue of the product', async () => {
    const environment = await isolatedEnvironment();
    const product = Object.keys(environment).filter((name) => !name.startsWith('AWS_'));
    expect(product.filter((name) => !readVariables.includes(name))).toEqual([]);
    expect(product).toEqual(expect.arrayContaining(['TABLE_NAME', 'APP_URL', 'ITEM_CHANGES_QUEUE_URL', 'STOCKTAKING_QUEUE_URL', 'DOCUMENTS_BUCKET']));
  });
});
