import { processImport } from '../../functions/imports/processor';
import { resetEnv } from '../../functions/lib/env';
import { itemImportJob } from '../../shared/jobs';
import { measureJob } from './worker-measure';

/**
 * The child process of `npm run bench -- import`: the import worker's processor on the job in
 * BENCH_IMPORT_JOB against the parent's local stack, one invocation after another as the queue
 * would hand the re-sent job on (no time limit here); prints what measureJob measures.
 */
resetEnv();
const job = itemImportJob.parse(JSON.parse(process.env.BENCH_IMPORT_JOB!));
await measureJob(() => processImport(job, undefined, { budgetMs: Number.MAX_SAFE_INTEGER }));
