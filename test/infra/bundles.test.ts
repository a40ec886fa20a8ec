import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssetbookApp } from '../../infra/stacks/build-app';
import type { AppFunction } from '../../infra/stacks/lambda';
import { errorMessages } from '../../shared/i18n/errors';
import { languages } from '../../shared/i18n/languages';
import { type QueueName, queues } from '../../shared/resources';
import { domains } from '../../shared/routes';
import { deployedApp, type Json, logicalId, type SynthesizedApp } from '../support/cdk';

/**
 * What the functions ship, read from the deployed app (every function bundled by local esbuild,
 * test/support/cdk.ts): the one infra file that bundles, so that the other files' workers, reading
 * the unbundled app, never pay for it.
 */

let built: AssetbookApp;
let outdir: string;
let t: SynthesizedApp['t'];

beforeAll(() => {
  ({ built, outdir, t } = deployedApp());
});

function functionProps(template: Template, stack: Stack, fn: AppFunction): Json {
  return template.findResources('AWS::Lambda::Function')[logicalId(stack, fn.function)]!.Properties as Json;
}

describe('every Lambda function of the app', () => {
  const appFunctions = (): [Template, Stack, AppFunction][] => [
    ...domains.map((d): [Template, Stack, AppFunction] => [t.api, built.stacks.api, built.stacks.api.functions[d]]),
    [t.data, built.stacks.data, built.stacks.data.signingKeys.rotation],
    ...(Object.keys(queues) as QueueName[]).map((q): [Template, Stack, AppFunction] => [t.queues, built.stacks.queues, built.stacks.queues.workers[q]]),
  ];

  it('runs nodejs24.x on arm64 with a log group that has a retention', () => {
    for (const [template, stack, fn] of appFunctions()) {
      const p = functionProps(template, stack, fn);
      expect(p.Runtime).toBe('nodejs24.x');
      expect(p.Architectures).toEqual(['arm64']);
      expect(p.LoggingConfig.LogGroup).toEqual({ Ref: logicalId(stack, fn.logGroup) });
      expect(template.findResources('AWS::Logs::LogGroup')[logicalId(stack, fn.logGroup)]!.Properties.RetentionInDays).toBe(30);
    }
    // All Node.js functions of all stacks are ours (the only other one is CDK's BucketDeployment handler).
    const nodeFunctions = Object.values(t)
      .flatMap((template) => Object.values(template.findResources('AWS::Lambda::Function')))
      .filter((f) => String(f.Properties.Runtime).startsWith('nodejs'));
    expect(nodeFunctions).toHaveLength(appFunctions().length);
  });

  it('is bundled locally by esbuild into a minified ES module with a source map', () => {
    for (const [template, stack, fn] of appFunctions()) {
      const resource = template.findResources('AWS::Lambda::Function')[logicalId(stack, fn.function)]!;
      expect(resource.Properties.Handler).toBe('index.handler');
      const assetDir = join(outdir, `asset.${String(resource.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
      expect(existsSync(join(assetDir, 'index.mjs')), assetDir).toBe(true);
      expect(existsSync(join(assetDir, 'index.mjs.map'))).toBe(true);
      const code = readFileSync(join(assetDir, 'index.mjs'), 'utf8');
      expect(code).toMatch(/export\s*\{[^}]*\bas handler\b[^}]*\}/);
      // Minified: long lines (readable source averages well under 80 characters per line).
      expect(code.length / code.split('\n').length).toBeGreaterThan(200);
    }
  });

  it('ships the error messages of each language beside every bundle instead of inside it (functions/lib/http/error-messages.ts)', () => {
    for (const [template, stack, fn] of appFunctions()) {
      const resource = template.findResources('AWS::Lambda::Function')[logicalId(stack, fn.function)]!;
      const assetDir = join(outdir, `asset.${String(resource.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
      for (const language of languages) {
        expect(readFileSync(join(assetDir, 'messages', `${language}.json`), 'utf8')).toBe(readFileSync(`functions/lib/http/messages/${language}.json`, 'utf8'));
      }
      expect(readFileSync(join(assetDir, 'index.mjs'), 'utf8')).not.toContain(errorMessages.pl.StocktakingDeleteError);
    }
  });

  it('ships the OpenAPI document beside the meta bundle, where functions/meta/handler.ts reads it', () => {
    const fn = built.stacks.api.functions.meta;
    const resource = t.api.findResources('AWS::Lambda::Function')[logicalId(built.stacks.api, fn.function)]!;
    const assetDir = join(outdir, `asset.${String(resource.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
    expect(readFileSync(join(assetDir, 'document', 'openapi.json'), 'utf8')).toBe(readFileSync('functions/meta/document/openapi.json', 'utf8'));
  });

  it('ships the labels font and its licence beside the labels bundle, where functions/labels/pdf.ts reads it', () => {
    const fn = built.stacks.api.functions.labels;
    const resource = t.api.findResources('AWS::Lambda::Function')[logicalId(built.stacks.api, fn.function)]!;
    const assetDir = join(outdir, `asset.${String(resource.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
    expect(readFileSync(join(assetDir, 'fonts', 'DejaVuSans.ttf'))).toEqual(readFileSync('functions/labels/fonts/DejaVuSans.ttf'));
    expect(existsSync(join(assetDir, 'fonts', 'LICENSE'))).toBe(true);
  });
});

describe('photo thumbnails worker', () => {
  const worker = () => built.stacks.queues.workers.photoThumbnails;
  const props = () => functionProps(t.queues, built.stacks.queues, worker());

  it('runs with sharp from an arm64 layer, not from its bundle', () => {
    const layers = t.queues.findResources('AWS::Lambda::LayerVersion');
    const [layerId, layer] = Object.entries(layers).find(([, resource]) => String(resource.Properties.Description).startsWith('sharp@'))!;
    expect(layer.Properties.CompatibleArchitectures).toEqual(['arm64']);
    expect(layer.Properties.CompatibleRuntimes).toEqual(['nodejs24.x']);
    expect(props().Layers).toEqual([{ Ref: layerId }]);
    expect(props().Architectures).toEqual(['arm64']);

    const layerDir = join(outdir, `asset.${String(layer.Properties.Content.S3Key).replace(/\.zip$/, '')}`, 'nodejs', 'node_modules');
    expect(existsSync(join(layerDir, 'sharp', 'package.json'))).toBe(true);
    expect(existsSync(join(layerDir, '@img', 'sharp-linux-arm64'))).toBe(true);
    expect(existsSync(join(layerDir, '@img', 'sharp-libvips-linux-arm64'))).toBe(true);
    expect(existsSync(join(layerDir, '@img', 'sharp-linux-x64'))).toBe(false);

    const bundleDir = join(outdir, `asset.${String(props().Code.S3Key).replace(/\.zip$/, '')}`);
    const code = readFileSync(join(bundleDir, 'index.mjs'), 'utf8');
    expect(code).toContain('"sharp"');
    expect(code).not.toContain('libvips');
    expect(code.length).toBeLessThan(250_000);
  });
});
