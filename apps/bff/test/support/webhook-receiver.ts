import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a test receiver got: its headers, its body as sent and when it arrived. */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  receivedAt: number;
}

/**
 * A webhook receiver on 127.0.0.1 for tests (decision 0137): every request is recorded; `answer` says
 * the status to answer per path (a function of how many that path got before), or `hang` to never
 * answer.
 */
export interface WebhookReceiver {
  url(path: string): string;
  received: ReceivedWebhook[];
  of(path: string): ReceivedWebhook[];
  answer(path: string, status: (count: number) => number | 'hang'): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const answers = new Map<string, (count: number) => number | 'hang'>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const count = received.filter((hook) => hook.path === path).length;
      received.push({
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      });
      const status = (answers.get(path) ?? (() => 200))(count);
      if (status === 'hang') return;
      res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    of: (path) => received.filter((hook) => hook.path === path),
    answer: (path, status) => void answers.set(path, status),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
