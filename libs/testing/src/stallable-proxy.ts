import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server (a database, Redis) that can be made to stall: while stalled it
 * keeps every connection open and new ones accepted but passes no byte either way — the peer looks
 * alive and never answers, like an overloaded host or a network that drops packets.
 */
export interface StallableProxy {
  port: number;
  /** Replaces host:port of `url` by the proxy's. */
  urlFor(url: string): string;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startStallableProxy(
  targetPort: number,
  targetHost = '127.0.0.1',
): Promise<StallableProxy> {
  const sockets = new Set<Socket>();
  /** Bytes held back while stalled, per destination, in order. */
  const held = new Map<Socket, Buffer[]>();
  let stalled = false;
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (stalled || held.get(to)?.length) held.set(to, [...(held.get(to) ?? []), chunk]);
      else to.write(chunk);
    });
  const server = createServer((client) => {
    const upstream = createConnection(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        held.delete(socket);
      });
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    urlFor(url) {
      const parsed = new URL(url);
      parsed.host = `127.0.0.1:${port}`;
      return parsed.toString();
    },
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      for (const [socket, chunks] of held) {
        held.delete(socket);
        for (const chunk of chunks) socket.write(chunk);
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
