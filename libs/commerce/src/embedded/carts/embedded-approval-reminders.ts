import type { Db } from '@shop/db';
import {
  APPROVAL_REMINDER_ROLES,
  CART_PROCESS_STATUSES_AWAITING_APPROVAL,
  remindingPeriods,
} from '@shop/domain';
import type {
  ApprovalReminderPort,
  ApprovalReminderRecipient,
  DueApprovalReminder,
} from '../../approval-reminder.port';

/**
 * The rule's parameters as the queries take them, from libs/domain: the periods that remind and their
 * days (NEVER is not among them, so its customers never match), the shortest of them, and the process
 * statuses of a waiting cart.
 */
function ruleParameters(): { periods: string[]; days: number[]; shortest: number; waiting: string[] } {
  const reminding = remindingPeriods();
  return {
    periods: reminding.map((entry) => entry.period),
    days: reminding.map((entry) => entry.days),
    shortest: Math.min(...reminding.map((entry) => entry.days)),
    waiting: [...CART_PROCESS_STATUSES_AWAITING_APPROVAL],
  };
}

/**
 * The carts due a reminder at $1: awaitsApproverDecision (waiting, not ordered) and
 * isApprovalReminderDue with the customer's period ($2 periods, $3 their days; a day is 24 hours).
 * $4 is the shortest period: that bound lets the partial index of migration 0019 narrow the range the
 * exact condition is checked on. $5 the waiting statuses.
 */
const DUE_CARTS = `
  select c.id, c.mandant_code, c.customer_id, c.owner_contact_id, c.owner_employee_id,
         c.approval_requested_at, c.approval_reminded_at, c.process_comment
    from cart c
    join customer cu on cu.id = c.customer_id and cu.mandant_code = c.mandant_code
    join unnest($2::text[], $3::int[]) as period(name, days) on period.name = cu.reminder_mail_interval
   where c.process_status = any($5::text[]) and c.state <> 'Ordered' and c.approval_requested_at is not null
     and coalesce(c.approval_reminded_at, c.approval_requested_at) <= $1::timestamptz - $4::int * interval '24 hours'
     and coalesce(c.approval_reminded_at, c.approval_requested_at) + period.days * interval '24 hours' <= $1::timestamptz`;

interface DueRow {
  id: string;
  mandant_code: string;
  customer_no: string;
  customer_name: string;
  customer_language: string;
  requester_first_name: string;
  requester_last_name: string;
  approval_requested_at: Date;
  approval_reminded_at: Date | null;
  process_comment: string | null;
  line_count: number;
}

interface RecipientRow {
  cart_id: string;
  contact_id: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** ApprovalReminderPort on the project's own database (migration 0019, decision 0045). */
export class EmbeddedApprovalReminders implements ApprovalReminderPort {
  constructor(private readonly db: Db) {}

  async dueApprovalReminders(now: Date, limit: number): Promise<DueApprovalReminder[]> {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`limit must be a positive integer, got ${limit}`);
    const rule = ruleParameters();
    const due = await this.db.query<DueRow>(
      `select d.id, d.mandant_code, cu.customer_no, concat_ws(' ', cu.name1, cu.name2) as customer_name,
              cu.language_code as customer_language,
              o.first_name as requester_first_name, o.last_name as requester_last_name,
              d.approval_requested_at, d.approval_reminded_at, d.process_comment,
              (select count(*) from cart_line l where l.cart_id = d.id)::int as line_count
         from (${DUE_CARTS}
                order by coalesce(c.approval_reminded_at, c.approval_requested_at), c.id
                limit $6) d
         join customer cu on cu.id = d.customer_id
         join contact o on o.id = d.owner_contact_id
        order by coalesce(d.approval_reminded_at, d.approval_requested_at), d.id`,
      [now, rule.periods, rule.days, rule.shortest, rule.waiting, limit],
    );
    if (due.length === 0) return [];
    // The customer's own contacts (same customer, same tenant) who decide on carts, not deleted, with
    // an e-mail; the requester is not reminded of its own cart.
    const recipients = await this.db.query<RecipientRow>(
      `select c.id as cart_id, k.id as contact_id, k.email, k.first_name, k.last_name
         from cart c
         join contact k on k.customer_id = c.customer_id and k.mandant_code = c.mandant_code
        where c.id = any($1::text[]) and not k.deletion_state and k.role = any($2::text[])
          and k.email is not null and btrim(k.email) <> '' and k.id <> c.owner_contact_id
        order by c.id, k.contact_no`,
      [due.map((row) => row.id), [...APPROVAL_REMINDER_ROLES]],
    );
    const byCart = new Map<string, ApprovalReminderRecipient[]>();
    for (const row of recipients) {
      const list = byCart.get(row.cart_id) ?? [];
      list.push({
        contactId: row.contact_id,
        email: row.email.trim(),
        firstName: row.first_name,
        lastName: row.last_name,
      });
      byCart.set(row.cart_id, list);
    }
    return due.map((row) => ({
      cartId: row.id,
      mandantCode: row.mandant_code,
      customerNo: row.customer_no,
      customerName: row.customer_name,
      customerLanguage: row.customer_language,
      requester: { firstName: row.requester_first_name, lastName: row.requester_last_name },
      requestedAt: new Date(row.approval_requested_at),
      lastRemindedAt: row.approval_reminded_at === null ? null : new Date(row.approval_reminded_at),
      lineCount: row.line_count,
      comment: row.process_comment,
      recipients: byCart.get(row.id) ?? [],
    }));
  }

  async markApprovalReminded(cartIds: readonly string[], now: Date): Promise<string[]> {
    if (cartIds.length === 0) return [];
    const rule = ruleParameters();
    return this.db.transaction(async (tx) => {
      // The due rule again, under the row lock: a second run marking the same carts, or a cart
      // decided or handed over again since it was read, finds nothing to mark.
      const due = await tx.query<{ id: string }>(
        `${DUE_CARTS} and c.id = any($6::text[])
          for update of c skip locked`,
        [now, rule.periods, rule.days, rule.shortest, rule.waiting, [...cartIds]],
      );
      if (due.length === 0) return [];
      const ids = due.map((row) => row.id);
      // The event names the cart's owner, as housekeeping's does (decision 0039); `actor: system`
      // says nobody of them acted.
      await tx.query(
        `insert into cart_event (cart_id, mandant_code, customer_id, action, contact_id, employee_id, details)
         select c.id, c.mandant_code, c.customer_id, 'approval-reminded', c.owner_contact_id, c.owner_employee_id,
                jsonb_build_object('actor', 'system', 'by', 'approval-reminder',
                  'requestedAt', c.approval_requested_at, 'previousReminderAt', c.approval_reminded_at)
           from cart c where c.id = any($1::text[])`,
        [ids],
      );
      await tx.query('update cart set approval_reminded_at = $2 where id = any($1::text[])', [ids, now]);
      return ids;
    });
  }
}
