import { Stack, type CfnResource } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readVariables } from '../../functions/lib/env';
import { AppFunction } from '../../infra/stacks/lambda';
import { synthVariant } from '../support/cdk';

/**
 * What the stacks give each function against what the functions read (functions/lib/env.ts): a
 * variable set under a name nothing reads (a typo, a renamed queue) would leave its reader with
 * nothing in AWS while every local test passes.
 */

/** Node's own, not the product's: our functions turn source maps on through it. */
const runtimeVariables = ['NODE_OPTIONS'];

function variablesOfEachFunction(props: Parameters<typeof synthVariant>[0]): Map<string, string[]> {
  const app = synthVariant(props);
  const found = new Map<string, string[]>();
  for (const construct of app.built.app.node.findAll()) {
    if (!(construct instanceof AppFunction)) continue;
    const resource = construct.function.node.defaultChild as CfnResource;
    const stack = Stack.of(construct);
    const properties = app.templates.get(stack)!.toJSON().Resources[stack.getLogicalId(resource)].Properties;
    found.set(construct.node.path, Object.keys(properties.Environment?.Variables ?? {}));
  }
  return found;
}

describe('the functions environment', () => {
  it.each([
    ['the test defaults', {}],
    ['every optional setting given', { billingBankDetails: 'Assetbook LLC', googleClientId: 'client.apps.googleusercontent.com' }],
  ] as const)('every variable the stacks set for a function is one the functions read (%s)', (_name, props) => {
    const functions = variablesOfEachFunction(props);
    expect(functions.size).toBeGreaterThan(15);
    expect([...functions.values()].flat()).toContain('TABLE_NAME');
    const unread = [...functions].flatMap(([path, names]) => names.filter((name) => !readVariables.includes(name) && !runtimeVariables.includes(name)).map((name) => `${path}: ${name}`));
    expect(unread).toEqual([]);
    // The tests' cheap password hashing is never configured for a function in AWS.
    expect([...functions.values()].flat()).not.toContain('PASSWORD_KDF_LOG2N');
  });
});
