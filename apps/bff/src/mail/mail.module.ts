import { closeProducerQueue } from '../infra/producer-queue';
import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { MAIL_QUEUE, mailQueueProvider } from './mail-queue.provider';
import { MAIL_OUTBOX, mailOutboxProvider } from './mail-outbox.provider';
import { AccessMails } from './access-mails.service';
import { ApprovalMails } from './approval-mails.service';
import { InvitationMails } from './invitation-mails.service';
import { OrderMails } from './order-mails.service';
import { RegistrationMails } from './registration-mails.service';

/** Mails the shop sends (through the worker's mail queue). */
@Module({
  providers: [
    mailQueueProvider,
    mailOutboxProvider,
    OrderMails,
    ApprovalMails,
    InvitationMails,
    RegistrationMails,
    AccessMails,
  ],
  exports: [
    OrderMails,
    ApprovalMails,
    InvitationMails,
    RegistrationMails,
    AccessMails,
    MAIL_QUEUE,
    MAIL_OUTBOX,
  ],
})
export class MailModule implements OnApplicationShutdown {
  constructor(@Inject(MAIL_QUEUE) private readonly queue: Queue) {}

  onApplicationShutdown(): Promise<void> {
    return closeProducerQueue(this.queue);
  }
}
