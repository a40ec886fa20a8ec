import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { type RotationSchedule, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { LogLevel } from './config';
import { AppFunction } from './lambda';
import { acknowledge } from './nag';

/** A new signing key every this many days; the previous one stays published past the session lifetime (docs/security.md). */
export const signingKeyRotationDays = 30;

export interface SigningKeysProps {
  readonly appName: string;
  readonly rootDir: string;
  readonly logLevel: LogLevel;
  readonly logRetention: RetentionDays;
}

/**
 * The session-token signing keys (ES256): a secret with the private keys, read only by the issuing
 * functions and the rotation function, and a secret with the public keys (a JWKS), read by every
 * function that verifies. Secrets Manager rotates the private one every 30 days through the rotation
 * function, which publishes each new public key before the key signs anything; the schedule also
 * rotates once when it is created, which gives a new deployment its first key.
 */
export class SigningKeys extends Construct {
  readonly privateKeys: Secret;
  readonly publicKeys: Secret;
  readonly rotation: AppFunction;
  readonly schedule: RotationSchedule;

  constructor(scope: Construct, id: string, props: SigningKeysProps) {
    super(scope, id);

    // Both start as an empty key set (the generated member only because CloudFormation generates a
    // value, never a template literal); the first rotation fills them.
    const emptySet = { secretStringTemplate: JSON.stringify({ keys: [] }), generateStringKey: 'placeholder', passwordLength: 16, excludePunctuation: true };
    this.privateKeys = new Secret(this, 'PrivateKeys', {
      description: `${props.appName}: private ES256 keys that sign session tokens (issuing functions and the rotation function only)`,
      generateSecretString: emptySet,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.publicKeys = new Secret(this, 'PublicKeys', {
      description: `${props.appName}: public keys (JWKS) that verify session tokens, written by the signing-key rotation`,
      generateSecretString: emptySet,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.publicKeys,
      'AwsSolutions-SMG4',
      'This secret holds only public keys; it is rewritten by the rotation function of the private-key secret at every rotation of that secret.',
    );

    this.rotation = new AppFunction(this, 'Rotation', {
      entry: 'functions/workers/signing-key-rotation.ts',
      rootDir: props.rootDir,
      description: 'session-token signing-key rotation',
      memorySize: 256,
      timeout: Duration.seconds(30),
      environment: { LOG_LEVEL: props.logLevel },
      logRetention: props.logRetention,
    });
    this.rotation.function.addEnvironment('JWT_PRIVATE_KEYS_SECRET_ARN', this.privateKeys.secretArn);
    this.rotation.function.addEnvironment('JWT_PUBLIC_KEYS_SECRET_ARN', this.publicKeys.secretArn);
    this.rotation.grant(
      [new PolicyStatement({ actions: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'], resources: [this.publicKeys.secretArn] })],
      // The schedule adds the rotation actions on the private secret and this one, which has no resource.
      [{ resource: '*', reason: 'secretsmanager:GetRandomPassword, added by CDK to every rotation function, has no resource to name; the function generates its keys with node:crypto and never calls it.' }],
    );

    this.schedule = this.privateKeys.addRotationSchedule('Rotation', {
      rotationLambda: this.rotation.function,
      automaticallyAfter: Duration.days(signingKeyRotationDays),
      rotateImmediatelyOnUpdate: true,
    });
  }
}
