import cliProgress from 'cli-progress';

export type Progress = { update(done: number): void; stop(): void };

/**
 * A bar on stderr when a person is watching; otherwise (CI logs, pipes) a line per ~10 %, so
 * logs show progress without hundreds of carriage returns.
 */
export function createProgress(total: number, label: string, unit = 'rows'): Progress {
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream: process.stderr,
        format: `${label} [{bar}] {percentage}% | {value}/{total} ${unit} | {duration_formatted}`,
        hideCursor: true,
        clearOnComplete: true,
      },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, 0);
    return { update: (done) => bar.update(done), stop: () => bar.stop() };
  }
  let nextTenth = 1;
  return {
    update(done) {
      const tenths = total === 0 ? 10 : Math.floor((done / total) * 10);
      if (tenths < nextTenth) return;
      nextTenth = tenths + 1;
      console.error(`${label}: ${done}/${total} ${unit} (${Math.round((done / total) * 100)}%)`);
    },
    stop() {},
  };
}
