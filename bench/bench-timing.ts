/** The q-quantile of some timings (0.5 the median, 0.95 the 95th percentile). */
export const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** Runs a call `samples` times, one after another, and answers each run's milliseconds. */
export const timed = async (run: () => Promise<unknown>, samples: number): Promise<number[]> => {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times;
};

/**
 * A list page's latency: one call that must find rows (its reply is kept), `warmUp` calls not counted, then the
 * median and 95th percentile of `samples` calls.
 */
export const listLatency =
  <Query, Reply extends { Rows: unknown[] }>(
    list: (query: Query) => Promise<Reply>,
    { warmUp, samples }: { warmUp: number; samples: number },
  ) =>
  async (query: Query): Promise<{ median: number; p95: number; reply: Reply }> => {
    const reply = await list(query);
    if (reply.Rows.length === 0) throw new Error(`no rows for ${JSON.stringify(query)}`);
    for (let i = 0; i < warmUp; i++) await list(query);
    const times = await timed(() => list(query), samples);
    return { median: quantile(times, 0.5), p95: quantile(times, 0.95), reply };
  };
