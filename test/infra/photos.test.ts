import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssetbookApp } from '../../infra/stacks/build-app';
import { type Json, logicalId, type SynthesizedApp, statementsOf, plainApp } from '../support/cdk';

/**
 * The photo thumbnails: queue, worker with sharp in a layer built for arm64, and exactly the
 * permissions the items function and the worker need; its layer and bundle are read by bundles.test.ts.
 */

let app: SynthesizedApp;
let built: AssetbookApp;
let queues: Template;
let api: Template;

beforeAll(() => {
  app = plainApp();
  built = app.built;
  queues = app.t.queues;
  api = app.t.api;
});

const actions = (statement: Json): string[] => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]);
const importedRef = (value: unknown): string => JSON.stringify(value);

describe('photo thumbnails worker', () => {
  const worker = () => built.stacks.queues.workers.photoThumbnails;
  const props = () => queues.findResources('AWS::Lambda::Function')[logicalId(built.stacks.queues, worker().function)]!.Properties as Json;

  it('reads and writes the photos bucket only, with a timeout fit for one picture', () => {
    const statements = statementsOf(queues, built.stacks.queues, worker());
    const s3 = statements.filter((statement) => actions(statement).some((action) => action.startsWith('s3:')));
    const photosArn = importedRef(s3[0]!.Resource);
    expect(photosArn).toContain('PhotosBucket');
    for (const statement of s3) expect(importedRef(statement.Resource)).toContain('PhotosBucket');
    expect(actions(s3.find((statement) => actions(statement).includes('s3:PutObject'))!).sort()).toEqual(['s3:AbortMultipartUpload', 's3:DeleteObject', 's3:GetObject', 's3:PutObject']);
    expect(Object.keys(props().Environment.Variables)).toContain('PHOTOS_BUCKET');
    expect(Object.keys(props().Environment.Variables)).not.toContain('DOCUMENTS_BUCKET');
    expect(props().Timeout).toBe(60);
  });
});

describe('items function', () => {
  it('may send thumbnail jobs and use the photos bucket, nothing more of either kind', () => {
    const items = built.stacks.api.functions.items;
    const statements = statementsOf(api, built.stacks.api, items);
    const sqs = statements.filter((statement) => actions(statement).some((action) => action.startsWith('sqs:')));
    expect(sqs.map(actions)).toEqual([['sqs:SendMessage']]);
    expect(importedRef(sqs[0]!.Resource)).toContain('PhotoThumbnailsQueue');
    const s3 = statements.filter((statement) => actions(statement).some((action) => action.startsWith('s3:')));
    for (const statement of s3) expect(importedRef(statement.Resource)).toContain('PhotosBucket');
    const variables = api.findResources('AWS::Lambda::Function')[logicalId(built.stacks.api, items.function)]!.Properties.Environment.Variables as Json;
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['PHOTOS_BUCKET', 'PHOTO_THUMBNAILS_QUEUE_URL']));
    expect(Object.keys(variables)).not.toContain('DATA_FILES_BUCKET');
  });
});
