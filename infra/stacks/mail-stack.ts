import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { ConfigurationSet, EmailIdentity, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';

export interface MailStackProps extends StackProps {
  /** The domain verified as the SES sending identity. */
  readonly mailFromDomain: string;
}

/**
 * SES: the domain identity (Easy DKIM) and the configuration set every mail is sent with. Its own
 * stack because the identity is semi-stateful: re-creating it issues new DKIM records that have to
 * be published in DNS again, so it is retained and rarely changes.
 */
export class MailStack extends Stack {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });

    this.identity = new EmailIdentity(this, 'DomainIdentity', {
      identity: Identity.domain(props.mailFromDomain),
      configurationSet: this.configurationSet,
      dkimSigning: true,
    });
    this.identity.applyRemovalPolicy(RemovalPolicy.RETAIN);

    new CfnOutput(this, 'ConfigurationSetName', { value: this.configurationSet.configurationSetName });
    const dkim: [string, string][] = [
      [this.identity.dkimDnsTokenName1, this.identity.dkimDnsTokenValue1],
      [this.identity.dkimDnsTokenName2, this.identity.dkimDnsTokenValue2],
      [this.identity.dkimDnsTokenName3, this.identity.dkimDnsTokenValue3],
    ];
    dkim.forEach(([name, value], i) => {
      new CfnOutput(this, `DkimRecord${i + 1}`, {
        value: `${name} CNAME ${value}`,
        description: `DKIM record ${i + 1} of ${props.mailFromDomain}: publish it in DNS to verify the domain`,
      });
    });
  }
}
