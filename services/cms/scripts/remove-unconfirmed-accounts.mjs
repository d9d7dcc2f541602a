// @ts-check
/** Removes the accounts never confirmed within 30 days now, as the daily job does (scripts/lib/run-job.mjs). */
import { createRequire } from 'node:module';
import { runJob } from './lib/run-job.mjs';

const { removeUnconfirmedAccounts } = createRequire(import.meta.url)('../src/own-data/unconfirmed-accounts');
await runJob(removeUnconfirmedAccounts);
