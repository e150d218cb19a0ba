import { readdir, readFile } from 'node:fs/promises';
import { getPriority, setPriority } from 'node:os';

/** The OCR worker threads' nice value (worker-entry.mjs); image work runs at it too. */
export const OCR_NICE = 10;

const IMAGE_THREAD = 'libvips worker';

/** This process's threads named `name`, by thread id (Linux; none where there is no /proc). */
async function threadsNamed(name: string): Promise<number[]> {
  const tids = await readdir('/proc/self/task').catch(() => [] as string[]);
  const named = await Promise.all(
    tids.map(async (tid) => {
      const comm = await readFile(`/proc/self/task/${tid}/comm`, 'utf8').catch(() => '');
      return comm.trim() === name ? Number(tid) : undefined;
    }),
  );
  return named.filter((tid) => tid !== undefined);
}

/**
 * sharp does its pixel work (the intake's resizing, the OCR's decoding and crops) on libvips'
 * own threads, which start at the priority of the thread that first needs them: normal. While
 * scans ran they took the cores from the thread answering requests, as the OCR threads did
 * before they were lowered. Linux keeps a nice value per thread, so each of them is lowered to
 * the OCR's. libvips starts threads as pipelines need them, so this is called after every read;
 * it reads a few dozen small files of /proc. Returns the thread ids lowered.
 */
export async function lowerImageThreads(): Promise<number[]> {
  const lowered: number[] = [];
  for (const tid of await threadsNamed(IMAGE_THREAD)) {
    try {
      if (getPriority(tid) >= OCR_NICE) continue;
      setPriority(tid, OCR_NICE);
      lowered.push(tid);
    } catch {
      // The thread has ended since, or lowering is not permitted here: it stays as it is.
    }
  }
  return lowered;
}

/** The nice value of each of this process's image threads (for tests). */
export async function imageThreadPriorities(): Promise<number[]> {
  const tids = await threadsNamed(IMAGE_THREAD);
  return tids.flatMap((tid) => {
    try {
      return [getPriority(tid)];
    } catch {
      return [];
    }
  });
}
