import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { MAIL_QUEUE, mailQueueProvider } from './mail-queue.provider';
import { OrderMails } from './order-mails.service';

/** Mails the shop sends (through the worker's mail queue). */
@Module({
  providers: [mailQueueProvider, OrderMails],
  exports: [OrderMails],
})
export class MailModule implements OnApplicationShutdown {
  constructor(@Inject(MAIL_QUEUE) private readonly queue: Queue) {}

  async onApplicationShutdown(): Promise<void> {
    // The queue does not close a connection it was handed (see the provider).
    const connection = this.queue.opts.connection as unknown as Redis;
    await this.queue.close().catch(() => undefined);
    await connection.quit().catch(() => undefined);
  }
}
