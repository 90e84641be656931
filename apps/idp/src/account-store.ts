import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { Pool } from 'pg';
import { APP_DB_DEADLINES } from '@shop/db';

// Accounts live in the shared `idp_account` table. This file is the only place that touches the database
// and the password format, so it can move onto libs/db (createDb, verifyPassword) without other changes.

const SCRYPT_N = 16384;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: SCRYPT_N }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$<saltHex>$<hashHex>` with N=16384 and a 32-byte key, the format of libs/db's seed. */
export async function hashPassword(
  password: string,
  salt: Buffer = randomBytes(SALT_BYTES),
): Promise<string> {
  const key = await scryptAsync(password, salt);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** Constant-time check of a password against a stored `scrypt$<saltHex>$<hashHex>` value; false for any other format. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 3) return false;
  const [scheme, saltHex, hashHex] = parts;
  const hex = /^(?:[0-9a-f]{2})+$/i;
  if (scheme !== 'scrypt' || !hex.test(saltHex) || !hex.test(hashHex)) return false;
  const expected = Buffer.from(hashHex, 'hex');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'));
  return timingSafeEqual(actual, expected);
}

// Checked when an e-mail address is unknown, so that the answer takes as long as for a wrong password.
const UNKNOWN_ACCOUNT_HASH = `scrypt$${'00'.repeat(SALT_BYTES)}$${'00'.repeat(KEY_LENGTH)}`;

export interface IdpAccount {
  subject: string;
  email: string;
  givenName: string;
  familyName: string;
}

/** What the provisioning endpoint learns of an account (docs/decisions/0086-provisioning-logins-through-the-idp.md). */
export interface ProvisionedAccount extends IdpAccount {
  /** False until the person chose a password with a password ticket. */
  hasPassword: boolean;
}

export interface NewAccount {
  email: string;
  givenName: string;
  familyName: string;
}

export interface AccountStore {
  findBySubject(subject: string): Promise<IdpAccount | null>;
  /**
   * The account of `email` (case-insensitive), created without a password when there is none, so
   * that an invited person can choose one. Two calls at once for one address find the same account.
   */
  provision(account: NewAccount): Promise<ProvisionedAccount>;
  /**
   * Sets the password of an account that has none yet; false when it already has one (a ticket used
   * twice, or two tickets of one account), which then stays as it was.
   */
  setFirstPassword(subject: string, password: string): Promise<boolean>;
  /** The account when e-mail (case-insensitive) and password match, otherwise null. */
  authenticate(email: string, password: string): Promise<IdpAccount | null>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

interface AccountRow {
  subject: string;
  email: string;
  /** Null for an account provisioned for an invitation whose password is not chosen yet (migration 0027). */
  password_hash: string | null;
  given_name: string;
  family_name: string;
}

const COLUMNS = 'subject, email, password_hash, given_name, family_name';

function toAccount(row: AccountRow): IdpAccount {
  return { subject: row.subject, email: row.email, givenName: row.given_name, familyName: row.family_name };
}

export function createAccountStore(databaseUrl: string): AccountStore {
  // Deadlines of the apps (libs/db): a stalled database fails a login within 5 s instead of hanging it.
  const pool = new Pool({
    connectionString: databaseUrl,
    max: 5,
    connectionTimeoutMillis: APP_DB_DEADLINES.connectTimeoutMs,
    query_timeout: APP_DB_DEADLINES.statementTimeoutMs,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);

  async function one(sql: string, params: unknown[]): Promise<AccountRow | null> {
    const result = await pool.query<AccountRow>(sql, params);
    return result.rows[0] ?? null;
  }

  return {
    async findBySubject(subject) {
      const row = await one(`select ${COLUMNS} from idp_account where subject = $1`, [subject]);
      return row ? toAccount(row) : null;
    },
    async provision({ email, givenName, familyName }) {
      const address = email.trim();
      await pool.query(
        `insert into idp_account (subject, email, password_hash, given_name, family_name)
         values ($1, $2, null, $3, $4) on conflict do nothing`,
        [randomBytes(12).toString('hex'), address, givenName.trim(), familyName.trim()],
      );
      const row = await one(`select ${COLUMNS} from idp_account where lower(email) = lower($1)`, [address]);
      if (!row) throw new Error('provisioned account not found');
      return { ...toAccount(row), hasPassword: row.password_hash !== null };
    },
    async setFirstPassword(subject, password) {
      const hash = await hashPassword(password);
      const result = await pool.query(
        'update idp_account set password_hash = $2 where subject = $1 and password_hash is null',
        [subject, hash],
      );
      return result.rowCount === 1;
    },
    async authenticate(email, password) {
      const row = await one(`select ${COLUMNS} from idp_account where lower(email) = lower($1)`, [
        email.trim(),
      ]);
      const matches = await verifyPassword(password, row?.password_hash ?? UNKNOWN_ACCOUNT_HASH);
      return row && matches ? toAccount(row) : null;
    },
    async ping() {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
