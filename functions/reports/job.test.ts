import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { reportsJob } from '../../shared/jobs';
import { itemReportQuery, reportFiltersOf, reportQueryOf } from '../../shared/schemas/item-reports';

describe('the item report job', () => {
  it('parses the sample event of events/sqs and carries the list query exactly', () => {
    const sample = JSON.parse(readFileSync(new URL('../../events/sqs/item-report.json', import.meta.url), 'utf8')) as SQSEvent;
    const [record] = sample.Records;
    expect(createHash('md5').update(record!.body).digest('hex')).toBe(record!.md5OfBody);
    const job = reportsJob.parse(JSON.parse(record!.body));
    if (job.kind !== 'items.report') throw new Error(`the sample is a ${job.kind} job`);
    expect(reportQueryOf(job.filters)).toEqual({ sort: '-price', brand: 'Bosch', withPhoto: true });
  });

  it('round-trips the filters of the list, paging left out', () => {
    const query = itemReportQuery.parse({ sort: 'title', status: 'in_service', withPhoto: 'false', search: ' drill ', limit: '5', after: 'x' });
    expect(reportFiltersOf(query)).toEqual({ sort: 'title', status: 'in_service', withPhoto: 'false', search: 'drill' });
    expect(reportQueryOf(reportFiltersOf(query))).toEqual(query);
  });
});
