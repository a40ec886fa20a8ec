import { App } from 'aws-cdk-lib';
import { buildApp } from './stacks/build-app';
import { ConfigError, propsFromContext } from './stacks/config';

/**
 * Entry of the CDK CLI (cdk.json: `npx tsx infra/app.ts`). Settings come from CDK context (cdk.json
 * or `-c key=value`, see docs/deploy.md); account and region from the CLI's credentials. cdk-nag's
 * AwsSolutions checks run on every synth unless `-c nag=false`.
 */
const app = new App();
try {
  buildApp(
    {
      ...propsFromContext(app.node),
      env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
    },
    { app, nag: String(app.node.tryGetContext('nag') ?? 'true') !== 'false' },
  );
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
