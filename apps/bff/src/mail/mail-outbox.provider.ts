import type { Provider } from '@nestjs/common';
import { MailOutboxStore, type Db } from '@shop/db';
import { DB } from '../infra/tokens';

/** The mail outbox (migration 0040, decision 0146): every mail job is stored here before it is enqueued. */
export const MAIL_OUTBOX = Symbol('MAIL_OUTBOX');

export const mailOutboxProvider: Provider = {
  provide: MAIL_OUTBOX,
  inject: [DB],
  useFactory: (db: Db) => new MailOutboxStore(db),
};
