import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/stacks/build-app';

/** The seller's bank details reach the worker that prints invoices, and no other function. */

const tmp = mkdtempSync(join(tmpdir(), 'assetbook-billing-worker-'));
const webDist = join(tmp, 'web-dist');
mkdirSync(webDist, { recursive: true });
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>test</title>');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function queueFunctions(billingBankDetails?: string) {
  const built = buildApp(
    { mailFromDomain: 'mail.assetbook-test.net', webDist, billingBankDetails },
    { nag: false, appProps: { outdir: join(tmp, `cdk.out-${billingBankDetails ? 'set' : 'unset'}`), context: { 'aws:cdk:bundling-stacks': [] } } },
  );
  const functions = Template.fromStack(built.stacks.queues).findResources('AWS::Lambda::Function');
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
