import { CfnResource, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { rules } from 'cdk-nag';
import type { Construct, IConstruct } from 'constructs';
import { apiBasePath } from '../../shared/routes';
import { acknowledge } from './nag';

/** The managed rule groups of the web ACL, in evaluation order. */
export const wafManagedRuleGroups = ['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'] as const;
/** Paths whose requests count against the per-address rate rule. */
export const wafRateLimitedPathPrefix = `${apiBasePath}/auth/`;

export interface WafStackProps extends StackProps {
  readonly appName: string;
  /** Requests per address per 5 minutes to the auth routes before WAF blocks the address. */
  readonly authRateLimit: number;
}

/**
 * The optional web ACL of the distribution (context `waf=true`). A CLOUDFRONT-scope ACL must be
 * created in us-east-1, so this stack lives there; its ARN reaches the Web stack as a cross-region
 * reference.
 */
export class WafStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    super(scope, id, props);

    const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName,
      sampledRequestsEnabled: true,
    });

    const managed = wafManagedRuleGroups.map(
      (name, index): CfnWebACL.RuleProperty => ({
        name,
        priority: index,
        overrideAction: { none: {} },
        statement: {
          managedRuleGroupStatement: {
            vendorName: 'AWS',
            name,
            // Photos and files go straight to S3; still, an import mapping or a long list of scans
            // may exceed the 8 KB this rule allows in a body, so it only counts.
            ...(name === 'AWSManagedRulesCommonRuleSet' ? { ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }] } : {}),
          },
        },
        visibilityConfig: visibility(name),
      }),
    );

    const authRate: CfnWebACL.RuleProperty = {
      name: 'AuthRoutesPerAddress',
      priority: managed.length,
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          limit: props.authRateLimit,
          evaluationWindowSec: 300,
          aggregateKeyType: 'IP',
          scopeDownStatement: {
            byteMatchStatement: {
              fieldToMatch: { uriPath: {} },
              positionalConstraint: 'STARTS_WITH',
              searchString: wafRateLimitedPathPrefix,
              textTransformations: [{ priority: 0, type: 'NONE' }],
            },
          },
        },
      },
      visibilityConfig: visibility('AuthRoutesPerAddress'),
    };

    const acl = new CfnWebACL(this, 'WebAcl', {
      name: `${props.appName}-edge`,
      description: `${props.appName}: managed common and bad-input rules, per-address rate on ${wafRateLimitedPathPrefix}`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${props.appName}-edge`),
      rules: [...managed, authRate],
    });
    this.webAclArn = acl.attrArn;
  }
}

/**
 * A cross-region reference makes CDK add its own SSM export writer (producer) and reader (consumer)
 * custom resources; their handlers are code we do not author. The resources appear while the app is
 * prepared, so they are looked up in a validation (which runs before the nag plugin).
 */
export function acknowledgeCrossRegionExports(stack: Stack): void {
  stack.node.addValidation({
    validate: () => {
      for (const child of stack.node.children) {
        if (!child.node.id.startsWith('Custom::CrossRegionExport')) continue;
        acknowledgeProviderFindings(child);
      }
      return [];
    },
  });
}

function acknowledgeProviderFindings(provider: IConstruct): void {
  const reason =
    'CDK cross-region reference handler (code we do not author): it reads or writes the SSM parameters under /cdk/exports/ that carry the WAF ACL ARN between regions, with the basic execution role for its logs.';
  for (const node of provider.node.findAll()) {
    if (!CfnResource.isCfnResource(node)) continue;
    for (const [ruleId, rule] of [
      ['AwsSolutions-IAM4', rules.iam.IAMNoManagedPolicies],
      ['AwsSolutions-IAM5', rules.iam.IAMNoWildcardPermissions],
    ] as const) {
      const result: unknown = rule(node);
      if (Array.isArray(result)) for (const finding of result) acknowledge(provider, `${ruleId}[${String(finding)}]`, reason);
    }
  }
  acknowledge(provider, 'AwsSolutions-L1', 'CDK cross-region reference handler: its runtime is chosen by the CDK version (aws-cdk-lib is pinned and updated as a whole).');
}
