export {
  claimJob,
  completeJob,
  DEFAULT_STALE_AFTER_MS,
  type EnqueueOptions,
  enqueueJob,
  failJob,
  type Job,
  type PendingJob,
  pendingJobs,
} from './queue';
export {
  DEFAULT_POLL_INTERVAL_MS,
  defaultWorkerId,
  type JobContext,
  type JobHandler,
  runPendingJobs,
  startWorker,
} from './worker';
