import { basename, join } from 'node:path';
import type { Duration } from 'aws-cdk-lib';
import { type IGrantable, type IPrincipal, type PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, type ILayerVersion, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Charset, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledgeWildcardResources, type WildcardGrant } from './nag';

/**
 * Every function of the app runs on this runtime: the newest Node.js LTS Lambda offers in this CDK
 * version (nodejs22.x ends support in April 2027). The code also runs on the local Node 20, so it uses
 * nothing newer than Node 20 has; the bundles target the runtime's Node (lambdaBundleTarget).
 */
export const lambdaRuntime = Runtime.NODEJS_24_X;
/** esbuild's target for the bundles: the runtime's Node version, so syntax Node 24 has is left as written. */
export const lambdaBundleTarget = 'node24';
export const lambdaArchitecture = Architecture.ARM_64;

/** Every function answers errors in the caller's language from these files (functions/lib/http/error-messages.ts). */
export const errorMessagesFolder = 'functions/lib/http/messages';

export interface AppFunctionProps {
  /** Entry file relative to the repository root, exporting `handler`. */
  readonly entry: string;
  readonly rootDir: string;
  readonly description: string;
  readonly memorySize: number;
  readonly timeout: Duration;
  readonly environment: Record<string, string>;
  readonly logRetention: RetentionDays;
  /** Folders (relative to the repository root) copied beside the bundle under their last name, e.g. a font the code reads. */
  readonly bundleFiles?: readonly string[];
  /** Native modules left out of the bundle; a layer of `layers` must provide them. */
  readonly nativeModules?: readonly string[];
  readonly layers?: ILayerVersion[];
  /** Concurrent executions kept for this function alone, and its ceiling (queue workers). */
  readonly reservedConcurrentExecutions?: number;
}

/**
 * One Lambda function as this app deploys them: bundled locally by esbuild (never Docker) into one
 * minified ES module with a source map, on arm64, with its own log group and its own role. The role
 * starts with nothing but writing to that log group (no AWS managed policy); callers add exactly the
 * statements the function needs with `grant()`.
 */
export class AppFunction extends Construct implements IGrantable {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;
  private readonly wildcardGrants: WildcardGrant[] = [];

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${props.description}`,
    });
    this.logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: join(props.rootDir, props.entry),
      handler: 'handler',
      projectRoot: props.rootDir,
      depsLockFilePath: join(props.rootDir, 'package-lock.json'),
      runtime: lambdaRuntime,
      architecture: lambdaArchitecture,
      description: props.description,
      memorySize: props.memorySize,
      timeout: props.timeout,
      role: this.role,
      logGroup: this.logGroup,
      layers: props.layers,
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      environment: {
        ...props.environment,
        // The bundle ships a source map; this makes stack traces point into the TypeScript sources.
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        forceDockerBundling: false,
        // The runtime provides the AWS SDK v3 (NodejsFunction's default); native modules come from a layer.
        externalModules: ['@aws-sdk/*', ...(props.nativeModules ?? [])],
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        target: lambdaBundleTarget,
        // Texts in four languages (mail, reports) are in some functions; escaped as \uXXXX (esbuild's
        // default) the Cyrillic ones took three times their UTF-8 size.
        charset: Charset.UTF8,
        // ES module output so handlers may use top-level await for start-up work; the banner gives
        // bundled CommonJS dependencies a `require`.
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (inputDir: string, outputDir: string) =>
            [errorMessagesFolder, ...(props.bundleFiles ?? [])].map((folder) => `cp -r "${join(inputDir, folder)}" "${join(outputDir, basename(folder))}"`),
        },
      },
    });

    acknowledgeWildcardResources(this, this.wildcardGrants);
  }

  get grantPrincipal(): IPrincipal {
    return this.role;
  }

  /** Adds statements to the role; a resource ending in `*` must be listed in `wildcards` with its reason. */
  grant(statements: readonly PolicyStatement[], wildcards: readonly WildcardGrant[] = []): void {
    for (const statement of statements) this.role.addToPrincipalPolicy(statement);
    this.wildcardGrants.push(...wildcards);
  }
}
