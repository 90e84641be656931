import { createServer, type Server, type Socket } from 'node:net';
import { createDb, dbDeadlineOf, onDatabaseDeadline } from './db';

describe('the database deadlines (metrics count them)', () => {
  it("names pg's statement and connection timeouts, and nothing else", () => {
    expect(dbDeadlineOf(new Error('Query read timeout'))).toBe('statement');
    expect(dbDeadlineOf(new Error('timeout exceeded when trying to connect'))).toBe('connect');
    expect(dbDeadlineOf(new Error('Connection terminated due to connection timeout'))).toBe('connect');
    expect(dbDeadlineOf(new Error('relation "x" does not exist'))).toBeNull();
    expect(dbDeadlineOf('Query read timeout')).toBeNull();
  });

  describe('against a server that accepts and never answers', () => {
    let server: Server;
    let port: number;
    const sockets = new Set<Socket>();
    beforeAll(async () => {
      server = createServer((socket) => sockets.add(socket));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as { port: number }).port;
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it('tells onDeadline of the connection deadline, on a query and on a transaction', async () => {
      const seen: string[] = [];
      const heard: string[] = [];
      const stop = onDatabaseDeadline((kind) => heard.push(kind));
      const db = createDb(`postgres://x@127.0.0.1:${port}/x`, {
        connectTimeoutMs: 100,
        onDeadline: (kind) => seen.push(kind),
      });
      await expect(db.query('select 1')).rejects.toThrow();
      await expect(db.transaction(async () => 1)).rejects.toThrow();
      stop();
      await expect(db.query('select 1')).rejects.toThrow();
      expect(seen).toEqual(['connect', 'connect', 'connect']);
      expect(heard).toEqual(['connect', 'connect']);
      await db.close().catch(() => undefined);
    });
  });
});
