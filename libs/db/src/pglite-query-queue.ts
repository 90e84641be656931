import type { PGlite } from '@electric-sql/pglite';

/**
 * First bytes of frontend messages that end what a connection started: Sync, a simple Query,
 * Terminate, and 0 (a startup message has no type byte; it starts with its length).
 */
const ENDS_EXCHANGE = new Set([0, ...['S', 'Q', 'X'].map((letter) => letter.charCodeAt(0))]);

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/**
 * The order in which the PGlite socket server hands its connections' messages to the one PGlite
 * session; replaces the server's own queue (pglite-socket 0.2.17, electric-sql/pglite#1046).
 *
 * PGlite has one session, and every connection's messages go into it. The server's queue keeps a
 * connection's messages together only inside an SQL transaction, so two connections' parameterized
 * queries (Parse/Bind/Execute/Sync) interleave and bind against each other's unnamed statement
 * ("malformed array literal", wrong rows). And one failed message stopped its queue for good.
 *
 * This queue gives a connection the session from its first message until its exchange ends (Sync,
 * simple Query, Terminate) and, like the original, for as long as a transaction it opened is open.
 * A failed message rejects only its own caller.
 */
export class PgliteQueryQueue {
  private queue: QueuedMessage[] = [];
  private processing = false;
  /** The connection whose exchange is in progress (between its first message and Sync). */
  private owner: number | null = null;
  /** The connection that ran last: it owns an open transaction. */
  private lastHandlerId: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.processQueue();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.queue = this.queue.filter((item) => {
      if (item.handlerId !== handlerId) return true;
      item.reject(new Error('Handler disconnected'));
      return false;
    });
    if (this.owner === handlerId) this.owner = null;
    void this.processQueue();
  }

  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.db.isInTransaction() && this.lastHandlerId === handlerId) {
      await this.db.exec('ROLLBACK');
      this.lastHandlerId = null;
    }
    if (this.owner === handlerId) this.owner = null;
    await this.processQueue();
  }

  /** The connection that must go next, or null when any may. */
  private holder(): number | null {
    if (this.owner !== null) return this.owner;
    return this.db.isInTransaction() ? this.lastHandlerId : null;
  }

  private async processQueue(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const holder = this.holder();
        const index = holder === null ? 0 : this.queue.findIndex((item) => item.handlerId === holder);
        // The holder has nothing queued yet: the others wait until it sends on (enqueue restarts).
        if (index === -1) break;
        const [item] = this.queue.splice(index, 1);
        // PGlite hands over its answer in many small chunks (a message, a row): one socket write of
        // them all spares a system call per chunk on both ends.
        const chunks: Uint8Array[] = [];
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, { onRawData: (data) => chunks.push(data.slice()) }),
          );
        } catch (error) {
          this.owner = null;
          item.reject(error);
          continue;
        }
        const answer = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
        if (answer.length > 0) item.onData(answer);
        const bytes = answer.length;
        this.owner = ENDS_EXCHANGE.has(item.message[0]) ? null : item.handlerId;
        this.lastHandlerId = item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }
}
