import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour =
  | {
      kind: 'answer';
      beers: Array<{ brewery: string; name: string; style: string | null; box: number[] }>;
    }
  | { kind: 'error'; status: number }
  | { kind: 'hang' };

/**
 * A stand-in for an OpenAI-compatible server on 127.0.0.1: the real `openai` SDK talks real HTTP
 * to it. It answers chat completions as told and records what it was asked.
 */
export async function startFakeOpenAI() {
  let behaviour: FakeBehaviour = { kind: 'answer', beers: [] };
  const requests: Array<{ path: string; authorization?: string; body: any }> = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => resolve(text));
    });
  const server = createServer(async (req, res) => {
    const body = JSON.parse((await read(req)) || '{}');
    requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    if (behaviour.kind === 'hang') return; // never answers: the client's timeout must fire
    if (behaviour.kind === 'error') {
      res.writeHead(behaviour.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: { role: 'assistant', content: JSON.stringify({ beers: behaviour.beers }) },
          },
        ],
      }),
    );
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    set(next: FakeBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
