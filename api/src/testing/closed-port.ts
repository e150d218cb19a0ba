import { createServer } from 'node:net';

/**
 * A port on 127.0.0.1 that nothing listens on: taken free, then let go. Below the range the
 * system hands out for `listen(0)` (32768 and up on Linux): a test server started alongside
 * could otherwise take it before the connection, which then meets that server, not a closed
 * port.
 */
export async function closedPort(): Promise<number> {
  for (let port = 20_000 + Math.floor(Math.random() * 5_000); ; port++) {
    const probe = createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => probe.close(resolve));
      return port;
    }
  }
}
