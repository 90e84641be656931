import { CONTACT_INVITATION_JOB_OPTIONS, MAIL_JOB_OPTIONS, type OutboxMail } from '@shop/jobs';
import { MailOutboxStore } from '../src/mail-outbox-store';
import { migrate } from '../src/migrate';
import { databaseTargets, type TestDatabase } from '../src/testing';

jest.setTimeout(60_000);

const MINUTE = 60_000;

const mail = (jobId: string, patch: Partial<OutboxMail> = {}): OutboxMail => ({
  jobId,
  mandantCode: '20HHAT',
  name: 'order-confirmation',
  data: { to: 'eva@muster.example', locale: 'de-at', mandantCode: '20HHAT', order: { orderNumber: jobId } },
  options: { ...MAIL_JOB_OPTIONS },
  ...patch,
});

describe.each(databaseTargets())('the mail outbox on $name (migration 0040, decision 0146)', (target) => {
  let database: TestDatabase;
  let outbox: MailOutboxStore;

  /** Dates a stored mail back, as if it was stored `ms` ago. */
  const age = (jobId: string, ms: number) =>
    database.db.query(
      `update mail_outbox set created_at = now() - make_interval(secs => $2::double precision / 1000)
        where job_id = $1`,
      [jobId, ms],
    );
  const payloadOf = async (jobId: string) =>
    (
      await database.db.query<{ payload: unknown }>('select payload from mail_outbox where job_id = $1', [
        jobId,
      ])
    )[0]?.payload;

  beforeAll(async () => {
    database = await target.start();
    await migrate(database.db);
    outbox = new MailOutboxStore(database.db);
  });

  afterAll(async () => {
    await database?.stop();
  });

  it('stores a mail once per job id: a repeat is no new row and keeps the first payload', async () => {
    expect(await outbox.store(mail('order-confirmation-20HHAT-WS-1'))).toBe(true);
    expect(
      await outbox.store(mail('order-confirmation-20HHAT-WS-1', { data: { to: 'someone-else@x.example' } })),
    ).toBe(false);
    const rows = await database.db.query<{ n: number }>(
      `select count(*)::int as n from mail_outbox where job_id = 'order-confirmation-20HHAT-WS-1'`,
    );
    expect(rows[0].n).toBe(1);
    expect(await payloadOf('order-confirmation-20HHAT-WS-1')).toMatchObject({ to: 'eva@muster.example' });
    expect(await outbox.isSent('order-confirmation-20HHAT-WS-1')).toBe(false);
    expect(await outbox.isSent('never-stored')).toBe(false);
  });

  it('lists unsent mails older than the grace period with what re-adding them needs, page by page', async () => {
    const invitation = mail('contact-invitation-20HHAT-i1', {
      name: 'contact-invitation',
      data: {
        to: 'new@muster.example',
        mandantCode: '20HHAT',
        invitation: { invitationUrl: 'https://x/?token=t' },
      },
      options: { ...CONTACT_INVITATION_JOB_OPTIONS },
    });
    await outbox.store(invitation);
    await outbox.store(mail('order-confirmation-20HHAT-WS-2'));
    await outbox.store(mail('order-confirmation-20HHAT-WS-3'));
    for (const id of [
      'contact-invitation-20HHAT-i1',
      'order-confirmation-20HHAT-WS-1',
      'order-confirmation-20HHAT-WS-2',
    ])
      await age(id, 5 * MINUTE);

    const unsent = await outbox.unsent(MINUTE, null, 10);
    // WS-3 was stored just now: its job may not be added yet.
    expect(unsent.map((m) => m.jobId)).toEqual([
      'contact-invitation-20HHAT-i1',
      'order-confirmation-20HHAT-WS-1',
      'order-confirmation-20HHAT-WS-2',
    ]);
    expect(unsent[0]).toMatchObject({
      jobId: invitation.jobId,
      mandantCode: '20HHAT',
      name: 'contact-invitation',
      data: invitation.data,
      options: { ...CONTACT_INVITATION_JOB_OPTIONS },
    });
    expect(Date.now() - Date.parse(unsent[0].createdAt)).toBeGreaterThanOrEqual(4 * MINUTE);

    const first = await outbox.unsent(MINUTE, null, 2);
    const second = await outbox.unsent(MINUTE, first[1].jobId, 2);
    expect([...first, ...second].map((m) => m.jobId)).toEqual(unsent.map((m) => m.jobId));
  });

  it('marks a mail sent: its payload (a token, a message) is gone and it is not listed again', async () => {
    await outbox.markSent('contact-invitation-20HHAT-i1');
    expect(await outbox.isSent('contact-invitation-20HHAT-i1')).toBe(true);
    expect(await payloadOf('contact-invitation-20HHAT-i1')).toBeNull();
    expect((await outbox.unsent(MINUTE, null, 10)).map((m) => m.jobId)).not.toContain(
      'contact-invitation-20HHAT-i1',
    );
    // A repeat after sending is still no new mail.
    expect(await outbox.store(mail('contact-invitation-20HHAT-i1'))).toBe(false);
    expect(await payloadOf('contact-invitation-20HHAT-i1')).toBeNull();
  });

  it('marks a mail failed for good: not listed, payload gone, and a sent mail stays sent', async () => {
    await outbox.markFailed('order-confirmation-20HHAT-WS-1');
    expect(await payloadOf('order-confirmation-20HHAT-WS-1')).toBeNull();
    expect(await outbox.isSent('order-confirmation-20HHAT-WS-1')).toBe(false);
    expect((await outbox.unsent(MINUTE, null, 10)).map((m) => m.jobId)).toEqual([
      'order-confirmation-20HHAT-WS-2',
    ]);
    await outbox.markFailed('contact-invitation-20HHAT-i1');
    const [row] = await database.db.query<{ sent: boolean; failed: boolean }>(
      `select sent_at is not null as sent, failed_at is not null as failed from mail_outbox
        where job_id = 'contact-invitation-20HHAT-i1'`,
    );
    expect(row).toEqual({ sent: true, failed: false });
  });

  it('deletes the rows of mails sent or failed before the keeping time, batch by batch, and no other', async () => {
    const DAY = 24 * 60 * MINUTE;
    const ids = ['prune-sent-old', 'prune-failed-old', 'prune-sent-new', 'prune-unsent-old'];
    for (const id of ids) await outbox.store(mail(id));
    await outbox.markSent('prune-sent-old');
    await outbox.markFailed('prune-failed-old');
    await outbox.markSent('prune-sent-new');
    await database.db.query(
      `update mail_outbox set sent_at = sent_at - interval '31 days', failed_at = failed_at - interval '31 days',
              created_at = created_at - interval '31 days'
        where job_id in ('prune-sent-old', 'prune-failed-old', 'prune-unsent-old')`,
    );
    expect(await outbox.deleteDone(30 * DAY, 1)).toBe(1);
    expect(await outbox.deleteDone(30 * DAY, 10)).toBe(1);
    expect(await outbox.deleteDone(30 * DAY, 10)).toBe(0);
    const left = await database.db.query<{ job_id: string }>(
      `select job_id from mail_outbox where job_id like 'prune-%' order by job_id`,
    );
    expect(left.map((row) => row.job_id)).toEqual(['prune-sent-new', 'prune-unsent-old']);
  });
});
