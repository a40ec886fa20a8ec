import { describe, expect, it } from 'vitest';
import { jobSchemas } from '../../shared/jobs';
import { bookingsCheckEveryMs, bookingsCheckJob, maintenanceCheckJob, subscriptionCheckEveryMs, subscriptionCheckJob } from './schedules';

describe('the local schedules', () => {
  it('send the job the daily rule sends, as the notifications worker parses it', () => {
    const at = new Date('2026-11-23T06:00:00.000Z');
    expect(jobSchemas.notifications.parse(subscriptionCheckJob(at))).toEqual({ kind: 'notifications.subscriptionCheck', jobId: '2026-11-23T06:00:00.000Z' });
  });

  it('send the daily maintenance reminders\' job as the notifications worker parses it', () => {
    const at = new Date('2026-11-23T06:00:00.000Z');
    expect(jobSchemas.notifications.parse(maintenanceCheckJob(at))).toEqual({ kind: 'maintenance.check', jobId: '2026-11-23T06:00:00.000Z' });
  });

  it('send the bookings check every quarter of an hour, as the notifications worker parses it', () => {
    const at = new Date('2026-11-23T06:15:00.000Z');
    expect(jobSchemas.notifications.parse(bookingsCheckJob(at))).toEqual({ kind: 'bookings.check', jobId: '2026-11-23T06:15:00.000Z' });
    expect(bookingsCheckEveryMs).toBe(15 * 60 * 1000);
  });

  it('run the check more often than daily, so a period ending while `npm start` runs is seen the same hour', () => {
    expect(subscriptionCheckEveryMs).toBeLessThanOrEqual(60 * 60 * 1000);
  });
});
