import { describe, expect, it } from 'vitest';
import { synthVariant } from '../support/cdk';

/** The seller's bank details reach the worker that prints invoices, and no other function. */

function queueFunctions(billingBankDetails?: string) {
  const app = synthVariant({ billingBankDetails });
  const functions = app.t.queues.findResources('AWS::Lambda::Function');
  return Object.entries(functions).map(([id, resource]) => ({ id, variables: (resource.Properties.Environment?.Variables ?? {}) as Record<string, unknown> }));
}

describe('billing worker', () => {
  it('gets the configured bank details; no other worker does', () => {
    const details = 'Assetbook LLC\nIBAN UA00 0000 0000 0000 0000 0000 000';
    const withDetails = queueFunctions(details).filter((fn) => 'BILLING_BANK_DETAILS' in fn.variables);
    expect(withDetails.map((fn) => fn.id)).toEqual([expect.stringMatching(/^BillingWorker/)]);
    expect(withDetails[0]!.variables.BILLING_BANK_DETAILS).toBe(details);
  });

  it('without them, no function has the variable (invoices then say they are not payable)', () => {
    expect(queueFunctions().filter((fn) => 'BILLING_BANK_DETAILS' in fn.variables)).toEqual([]);
  });
});
