import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Db } from '@shop/db';
import { DB } from '../infra/tokens';

export interface EmployeeSelectionRecord {
  employeeId: string;
  mandantCode: string;
  customerId: string;
  contactId: string;
  sessionId: string;
}

/**
 * The audit trail of employees acting for customers (migration 0003): one row per customer
 * selection. The table's composite keys refuse a customer, contact or employee of another tenant.
 */
@Injectable()
export class EmployeeSelectionRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async record(selection: EmployeeSelectionRecord): Promise<void> {
    await this.db.query(
      `insert into employee_customer_selection (employee_id, mandant_code, customer_id, contact_id, session_ref)
       values ($1, $2, $3, $4, $5)`,
      [
        selection.employeeId,
        selection.mandantCode,
        selection.customerId,
        selection.contactId,
        createHash('sha256').update(selection.sessionId).digest('hex'),
      ],
    );
  }
}
