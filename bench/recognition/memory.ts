/**
 * Samples the process's resident memory every 50 ms. The OCR runs in a worker thread of this
 * process, so RSS covers the models and their buffers too. `mark()` starts a new window so each
 * scene kind gets its own peak as well as the run's overall one.
 */
export function startRssSampler(intervalMs = 50) {
  let overall = process.memoryUsage().rss;
  let window = overall;
  const sample = () => {
    const rss = process.memoryUsage().rss;
    if (rss > overall) overall = rss;
    if (rss > window) window = rss;
  };
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    mark(): number {
      sample();
      const peak = window;
      window = process.memoryUsage().rss;
      return peak;
    },
    stop(): number {
      clearInterval(timer);
      sample();
      return overall;
    },
  };
}

export const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
