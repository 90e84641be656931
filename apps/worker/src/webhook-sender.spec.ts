import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookSender } from './webhook-sender';

describe('webhookSender (decisions 0136 and 0137)', () => {
  let server: Server;
  let port: number;
  const requests: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/hang') return;
      if (req.url === '/redirect') return void res.writeHead(307, { location: '/ok' }).end();
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  const request = (path: string, host = '127.0.0.1') => ({
    url: `http://${host}:${port}${path}`,
    body: '{}',
    headers: { 'content-type': 'application/json' },
  });

  it('posts to a local receiver with the development setting and answers its status', async () => {
    const send = webhookSender({ allowPrivateTargets: true }, 1000);
    await expect(send(request('/ok'))).resolves.toEqual({ statusCode: 204 });
    await expect(send(request('/ok', 'localhost'))).resolves.toEqual({ statusCode: 204 });
    // A redirect is an answer, not followed.
    await expect(send(request('/redirect'))).resolves.toEqual({ statusCode: 307 });
  });

  it('refuses private targets at delivery time outside development, by literal or by name', async () => {
    const before = requests.length;
    const strict = webhookSender({ allowPrivateTargets: false }, 1000);
    await expect(send(strict, `https://127.0.0.1:${port}/ok`)).rejects.toThrow(/not-public/);
    await expect(send(strict, `https://localhost:${port}/ok`)).rejects.toThrow(/not a public address/);
    await expect(send(strict, `http://127.0.0.1:${port}/ok`)).rejects.toThrow(/not-https/);
    expect(requests.length).toBe(before);
  });

  it('gives up on a receiver that does not answer within the deadline', async () => {
    const started = Date.now();
    await expect(webhookSender({ allowPrivateTargets: true }, 300)(request('/hang'))).rejects.toThrow(
      /no answer within 300 ms/,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

const send = (sender: ReturnType<typeof webhookSender>, url: string) =>
  sender({ url, body: '{}', headers: { 'content-type': 'application/json' } });
