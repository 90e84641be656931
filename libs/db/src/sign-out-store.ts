import type { SignOutRecord, SignOutRecords } from '@shop/jobs';
import type { Db } from './db';

interface SignedOutRow {
  subject: string;
  signed_out_at: Date | string;
  expires_at: Date | string;
}

const isoOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();
const secondsOf = (value: Date | string) => Math.floor(new Date(value).getTime() / 1000);

/** The durable sign-outs (table signed_out, migration 0039, decision 0145) on the shop database. */
export class SignOutStore implements SignOutRecords {
  constructor(private readonly db: Pick<Db, 'query'>) {}

  async save(record: SignOutRecord): Promise<void> {
    await this.db.query(
      `insert into signed_out (subject, signed_out_at, expires_at)
       values ($1, $2, $3)
       on conflict (subject) do update
         set signed_out_at = greatest(signed_out.signed_out_at, excluded.signed_out_at),
             expires_at = greatest(signed_out.expires_at, excluded.expires_at)`,
      [record.subject, isoOf(record.signedOutAt), isoOf(record.expiresAt)],
    );
  }

  async unexpired(now: Date): Promise<SignOutRecord[]> {
    const rows = await this.db.query<SignedOutRow>(
      `select subject, signed_out_at, expires_at from signed_out where expires_at > $1 order by subject`,
      [now.toISOString()],
    );
    return rows.map((row) => ({
      subject: row.subject,
      signedOutAt: secondsOf(row.signed_out_at),
      expiresAt: secondsOf(row.expires_at),
    }));
  }

  async deleteExpired(now: Date): Promise<number> {
    const rows = await this.db.query<{ subject: string }>(
      `delete from signed_out where expires_at <= $1 returning subject`,
      [now.toISOString()],
    );
    return rows.length;
  }
}
