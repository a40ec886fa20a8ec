import type { CfnElement, Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';
import type { AppFunction } from '../../infra/stacks/lambda';

/** Queries on synthesized templates the infra tests share. */

/** A piece of a CloudFormation template, as synthesized (untyped JSON). */
export type Json = Record<string, any>;

/** Logical id of the CloudFormation resource behind an L2 construct. */
export const logicalId = (stack: Stack, construct: { node: { defaultChild?: unknown } }): string =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);

export function only<T>(record: Record<string, T>): [string, T] {
  const entries = Object.entries(record);
  expect(entries).toHaveLength(1);
  return entries[0]!;
}

/** Statements of the inline policies attached to the role of an AppFunction. */
export function statementsOf(template: Template, stack: Stack, fn: AppFunction): Json[] {
  const roleId = logicalId(stack, fn.role);
  const policies = template.findResources('AWS::IAM::Policy');
  return Object.values(policies)
    .filter((policy: Json) => (policy.Properties.Roles as Json[]).some((role) => role.Ref === roleId))
    .flatMap((policy: Json) => policy.Properties.PolicyDocument.Statement as Json[]);
}

export const actionsOf = (statements: Json[]): Set<string> =>
  new Set(statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]) as string[]));

export function functionProps(template: Template, stack: Stack, fn: AppFunction): Json {
  return template.findResources('AWS::Lambda::Function')[logicalId(stack, fn.function)]!.Properties as Json;
}
