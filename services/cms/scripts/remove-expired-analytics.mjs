// @ts-check
/** Removes the analytics events older than 13 months now, as the daily job does (scripts/lib/run-job.mjs). */
import { createRequire } from 'node:module';
import { runJob } from './lib/run-job.mjs';

const { removeExpiredAnalyticsEvents } = createRequire(import.meta.url)('../src/own-data/analytics-retention');
await runJob(removeExpiredAnalyticsEvents);
