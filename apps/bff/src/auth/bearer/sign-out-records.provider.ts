import type { Provider } from '@nestjs/common';
import { SignOutStore, type Db } from '@shop/db';
import { DB } from '../../infra/tokens';

/** The durable sign-outs (migration 0039, decision 0145): the BFF writes them, the worker restores them. */
export const SIGN_OUT_RECORDS = Symbol('SIGN_OUT_RECORDS');

export const signOutRecordsProvider: Provider = {
  provide: SIGN_OUT_RECORDS,
  inject: [DB],
  useFactory: (db: Db) => new SignOutStore(db),
};
