import type { MailOutbox, OutboxMail, UnsentMail } from '@shop/jobs';
import type { Db } from './db';

interface UnsentRow {
  job_id: string;
  mandant_code: string;
  job_name: string;
  payload: unknown;
  job_options: Record<string, unknown> | string;
  created_at: Date | string;
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The mail outbox (table mail_outbox, migration 0040, decision 0146) on the shop database. */
export class MailOutboxStore implements MailOutbox {
  constructor(private readonly db: Pick<Db, 'query'>) {}

  async store(mail: OutboxMail): Promise<boolean> {
    const inserted = await this.db.query<{ job_id: string }>(
      `insert into mail_outbox (job_id, mandant_code, job_name, payload, job_options)
       values ($1, $2, $3, $4::jsonb, $5::jsonb)
       on conflict (job_id) do nothing
       returning job_id`,
      [mail.jobId, mail.mandantCode, mail.name, JSON.stringify(mail.data), JSON.stringify(mail.options)],
    );
    return inserted.length === 1;
  }

  async isSent(jobId: string): Promise<boolean> {
    const rows = await this.db.query<{ sent: boolean }>(
      'select sent_at is not null as sent from mail_outbox where job_id = $1',
      [jobId],
    );
    return rows[0]?.sent === true;
  }

  async markSent(jobId: string): Promise<void> {
    await this.db.query(
      'update mail_outbox set sent_at = coalesce(sent_at, now()), payload = null where job_id = $1',
      [jobId],
    );
  }

  async markFailed(jobId: string): Promise<void> {
    await this.db.query(
      `update mail_outbox set failed_at = now(), payload = null
        where job_id = $1 and sent_at is null and failed_at is null`,
      [jobId],
    );
  }

  async deleteDone(olderThanMs: number, limit: number): Promise<number> {
    const deleted = await this.db.query<{ job_id: string }>(
      `delete from mail_outbox
        where job_id in (
          select job_id from mail_outbox
           where coalesce(sent_at, failed_at) < now() - make_interval(secs => $1::double precision / 1000)
           limit $2)
        returning job_id`,
      [olderThanMs, limit],
    );
    return deleted.length;
  }

  async unsent(olderThanMs: number, after: string | null, limit: number): Promise<UnsentMail[]> {
    const rows = await this.db.query<UnsentRow>(
      `select job_id, mandant_code, job_name, payload, job_options, created_at
         from mail_outbox
        where sent_at is null and failed_at is null
          and created_at < now() - make_interval(secs => $1::double precision / 1000)
          and ($2::text is null or job_id > $2)
        order by job_id
        limit $3`,
      [olderThanMs, after, limit],
    );
    return rows.map((row) => ({
      jobId: row.job_id,
      mandantCode: row.mandant_code,
      name: row.job_name,
      data: parsed(row.payload),
      options: parsed(row.job_options),
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }
}
