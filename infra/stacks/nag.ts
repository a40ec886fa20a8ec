import { CfnResource, Stack, Validations } from 'aws-cdk-lib';
import { rules } from 'cdk-nag';
// cdk-nag renders a CloudFormation reference into the text of a finding id with this function;
// using the same one keeps the acknowledged ids identical to the reported ones (cdk-nag is pinned).
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag 3 takes acknowledgments through CDK's `Validations.of(x).acknowledge()`. Every
 * acknowledgment in this app goes through these helpers so each one carries its own reason, and a
 * wildcard finding is acknowledged only for the exact resource it was granted on.
 */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  if (reason.trim().length < 20) {
    throw new Error(`Acknowledgment of ${id} at ${scope.node.path} needs a specific reason.`);
  }
  Validations.of(scope).acknowledge({ id, reason });
}

export interface WildcardGrant {
  /** The resource as written in the policy statement (tokens allowed), e.g. `${bucket.bucketArn}/*`. */
  readonly resource: string;
  readonly reason: string;
}

/**
 * Acknowledges `AwsSolutions-IAM5[Resource::<resource>]` for each grant on `scope`. A finding id
 * contains the resolved resource, and a reference to another stack resolves to its import only when
 * the app is prepared; node validations run after that and before the nag plugin, so the ids are
 * computed there (from the array as it is then, so grants may be added later). A wildcard on any
 * other resource stays a finding.
 */
export function acknowledgeWildcardResources(scope: IConstruct, grants: readonly WildcardGrant[]): void {
  scope.node.addValidation({
    validate: () => {
      const stack = Stack.of(scope);
      for (const grant of grants) {
        acknowledge(scope, `AwsSolutions-IAM5[Resource::${flattenCfnReference(stack.resolve(grant.resource))}]`, grant.reason);
      }
      return [];
    },
  });
}

/**
 * For resources CDK writes for us (custom-resource handlers, service roles), whose policies we do not
 * author: acknowledges every finding the given rule reports on them, with one reason. Findings are
 * computed after references are resolved, like above.
 */
export function acknowledgeRuleFindings(
  scope: IConstruct,
  ruleId: 'AwsSolutions-IAM4' | 'AwsSolutions-IAM5',
  reason: string,
): void {
  const rule = ruleId === 'AwsSolutions-IAM4' ? rules.iam.IAMNoManagedPolicies : rules.iam.IAMNoWildcardPermissions;
  scope.node.addValidation({
    validate: () => {
      for (const node of scope.node.findAll()) {
        if (!CfnResource.isCfnResource(node)) continue;
        const result: unknown = rule(node);
        if (Array.isArray(result)) {
          for (const finding of result) acknowledge(scope, `${ruleId}[${String(finding)}]`, reason);
        }
      }
      return [];
    },
  });
}
