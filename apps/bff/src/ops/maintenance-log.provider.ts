import type { Provider } from '@nestjs/common';
import { MaintenanceLogStore, type Db } from '@shop/db';
import { DB } from '../infra/tokens';

/** The maintenance log (migration 0037) the console reads; the worker writes it. */
export const MAINTENANCE_LOG = Symbol('MAINTENANCE_LOG');

export const maintenanceLogProvider: Provider = {
  provide: MAINTENANCE_LOG,
  inject: [DB],
  useFactory: (db: Db) => new MaintenanceLogStore(db),
};
