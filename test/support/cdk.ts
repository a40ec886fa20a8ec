import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { inject } from 'vitest';
import { type AssetbookApp, buildApp } from '../../infra/stacks/build-app';
import type { AssetbookProps } from '../../infra/stacks/config';
import type { AppFunction } from '../../infra/stacks/lambda';

/** What the infrastructure assertion tests share: a synthesized app and ways to read its IAM policies. */

export type Json = Record<string, any>;

export const testMailDomain = 'mail.assetbook-test.net';

export interface SynthesizedApp {
  built: AssetbookApp;
  /** Each stack's template by its key in `built.stacks`. */
  t: Record<keyof AssetbookApp['stacks'], Template>;
  templates: Map<Stack, Template>;
  /** The cloud assembly folder (bundled assets are under it). */
  outdir: string;
  /** The minimal web build the app was given. */
  webDist: string;
}

/** Where this run's syntheses go; the infra project's global setup (cdk-scratch.ts) removes it. */
const scratch = (): string => inject('cdkScratch');

let minimalWebDist: string | undefined;

/** A minimal web build (an index.html and one hashed script), made once per worker. */
export function testWebDist(): string {
  if (!minimalWebDist) {
    minimalWebDist = mkdtempSync(join(scratch(), 'web-dist-'));
    mkdirSync(join(minimalWebDist, 'assets'), { recursive: true });
    writeFileSync(join(minimalWebDist, 'index.html'), '<!doctype html><title>test</title><script type="module" src="/assets/index-abc.js"></script>');
    writeFileSync(join(minimalWebDist, 'assets', 'index-abc.js'), 'console.log("app")');
  }
  return minimalWebDist;
}

const synthesized = new Map<string, SynthesizedApp>();

function synthesize(props: Partial<AssetbookProps>, bundlingStacks: string[]): SynthesizedApp {
  const key = JSON.stringify([props, bundlingStacks]);
  const known = synthesized.get(key);
  if (known) return known;
  const webDist = testWebDist();
  const outdir = mkdtempSync(join(scratch(), 'cdk.out-'));
  const built = buildApp(
    { mailFromDomain: testMailDomain, webDist, ...props },
    { nag: false, appProps: { outdir, context: { 'aws:cdk:bundling-stacks': bundlingStacks } } },
  );
  built.app.synth();
  const t = {} as SynthesizedApp['t'];
  const templates = new Map<Stack, Template>();
  for (const [name, stack] of Object.entries(built.stacks) as [keyof AssetbookApp['stacks'], Stack | undefined][]) {
    if (!stack) continue;
    t[name] = Template.fromStack(stack);
    templates.set(stack, t[name]);
  }
  const app = { built, t, templates, outdir, webDist };
  synthesized.set(key, app);
  return app;
}

/**
 * The app as it is deployed with the test defaults, every function bundled by esbuild. The infra
 * test files of a worker share its module registry (vitest.config.ts, isolate: false), so this is
 * synthesized once per worker for all of them; treat it as read-only.
 */
export function deployedApp(): SynthesizedApp {
  return synthesize({}, ['**']);
}

/**
 * The same app with its functions left unbundled, synthesized once per worker and shared like
 * deployedApp(): for the files that read templates and constructs but no bundle. Bundling every
 * function is most of a synthesis, and the workers that run no file reading bundles (app.test.ts,
 * photos.test.ts) never pay it.
 */
export function plainApp(): SynthesizedApp {
  return synthesize({}, []);
}

/**
 * A configuration variant: `props` over the test defaults, synthesized once per worker and shared
 * like deployedApp(). No function is bundled (policies and resources are what variants are read for,
 * and bundling is the slow part).
 */
export function synthVariant(props: Partial<AssetbookProps>): SynthesizedApp {
  return synthesize(props, []);
}

export const logicalId = (stack: Stack, construct: { node: { defaultChild?: unknown } }): string => stack.getLogicalId(construct.node.defaultChild as CfnElement);

/** The IAM statements attached to the role of `fn`. */
export function statementsOf(template: Template, stack: Stack, fn: AppFunction): Json[] {
  const roleId = logicalId(stack, fn.role);
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((policy: Json) => (policy.Properties.Roles as Json[]).some((role) => role.Ref === roleId))
    .flatMap((policy: Json) => policy.Properties.PolicyDocument.Statement as Json[]);
}

/** Every role (as stack name/logical id) whose IAM policies name `resourceId`, with the actions of those statements. */
export function rolesMentioning(templates: Map<Stack, Template>, resourceId: string): Map<string, Set<string>> {
  const roles = new Map<string, Set<string>>();
  for (const [stack, template] of templates) {
    for (const policy of Object.values(template.findResources('AWS::IAM::Policy'))) {
      for (const statement of policy.Properties.PolicyDocument.Statement as Json[]) {
        if (!JSON.stringify(statement.Resource).includes(resourceId)) continue;
        for (const role of policy.Properties.Roles as Json[]) {
          const name = `${stack.stackName}/${role.Ref}`;
          roles.set(name, new Set([...(roles.get(name) ?? []), ...[statement.Action].flat()]));
        }
      }
    }
  }
  return roles;
}
