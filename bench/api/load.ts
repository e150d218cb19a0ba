// One load run with autocannon, in its own worker thread so the generator does not share the
// event loop of the server it measures (both still share the machine's cores).
import autocannon from 'autocannon';

export type LoadOptions = { connections: number; seconds: number };
export type LoadResult = {
  target: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

export async function measure(
  target: string,
  url: string,
  authorization: string,
  { connections, seconds }: LoadOptions,
): Promise<LoadResult> {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`refusing to load ${url}`);
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { authorization },
    workers: 1,
  });
  return {
    target,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
