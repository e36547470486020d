import { type LatencySummary, summarize } from './stats';

export interface LoadOptions {
  /** Requests in flight at once (closed loop: each worker sends its next request when the last returns). */
  concurrency: number;
  /** Stop after this many requests in total … */
  requests: number;
  /** … or after this long, whichever comes first (every load run is bounded in count and time). */
  maxMs: number;
}

/** Runs `task` in a closed loop at the given concurrency and summarises its latencies. */
export async function runLoad(
  task: (index: number) => Promise<void>,
  options: LoadOptions,
): Promise<LatencySummary> {
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + options.maxMs;
  const worker = async () => {
    while (issued < options.requests && performance.now() < deadline) {
      const index = issued;
      issued += 1;
      const begin = performance.now();
      try {
        await task(index);
        latencies.push(performance.now() - begin);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return summarize(latencies, errors, performance.now() - started);
}

/** GETs a URL and reads the whole body; a non-2xx answer counts as an error. */
export async function fetchOk(url: string, accept = 'application/json'): Promise<void> {
  const response = await fetch(url, { headers: { accept } });
  await response.arrayBuffer();
  if (!response.ok) {
    throw new Error(`${response.status} for ${url}`);
  }
}
