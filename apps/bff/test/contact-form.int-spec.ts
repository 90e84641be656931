import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import fc from 'fast-check';
import type Redis from 'ioredis';
import { contactFormJobId, QUEUES, type ContactFormMailJob } from '@shop/jobs';
import { startTestBff, type ShopSession, type TestBff } from './support/test-bff';

jest.setTimeout(180_000);

const SEND = `mutation Send($input: ContactFormInput!) { setContactForm(input: $input) { id accepted } }`;

interface Answer {
  data?: { setContactForm: { id: string; accepted: boolean } | null } | null;
  errors?: { extensions: { code: string; messageKey: string } }[];
}

interface Form {
  locale: string;
  id: string;
  salutation: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  message: string;
  agb: boolean;
}

const form = (patch: Partial<Form> = {}): Form => ({
  locale: 'de-at',
  id: randomUUID(),
  salutation: 'MS',
  firstName: 'Erika',
  lastName: 'Muster',
  email: `erika.${randomUUID().slice(0, 8)}@kunde.example`,
  phone: '+43 1 2345',
  message: 'Bitte rufen Sie mich zurück.\nDanke!',
  agb: true,
  ...patch,
});

describe('the contact form (issue 26, decision 0096)', () => {
  let bff: TestBff;
  let mailQueue: Queue<ContactFormMailJob>;

  const jobOf = async (mandantCode: string, id: string) =>
    (await mailQueue.getJob(contactFormJobId(mandantCode, id)))?.data;
  const jobCount = async () =>
    (await mailQueue.getJobs(['waiting', 'delayed', 'prioritized'])).filter(
      (job) => job.name === 'contact-form',
    ).length;
  /** Each test's guest comes from its own address, so the per-address budget is its own. */
  let address = 0;
  const guestFrom = () => {
    const guest: ShopSession = bff.guest();
    const ip = `203.0.113.${++address}`;
    return {
      send: async (input: Form): Promise<Answer> =>
        (
          await guest.rest(
            'POST',
            '/graphql',
            { query: SEND, variables: { input } },
            { 'x-forwarded-for': ip },
          )
        ).body as Answer,
    };
  };

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05, config: { TRUST_PROXY: 'loopback' } });
    mailQueue = new Queue(QUEUES.mail, { connection: bff.redis.duplicate() });
  });

  afterAll(async () => {
    const connection = mailQueue?.opts.connection as unknown as Redis | undefined;
    await mailQueue?.close();
    connection?.disconnect();
    await bff?.close();
  });

  it("mails every field to the tenant's service address, Reply-To the sender, once per submission id", async () => {
    const guest = guestFrom();
    const input = form();
    expect((await guest.send(input)).data?.setContactForm).toEqual({ id: input.id, accepted: true });
    // A double click sends the same id: taken, mailed once.
    expect((await guest.send(input)).data?.setContactForm).toEqual({ id: input.id, accepted: true });
    const job = await jobOf('20HHAT', input.id);
    expect(job).toMatchObject({
      to: 'service@hh-hygiene.at',
      replyTo: input.email,
      locale: 'de-at',
      mandantCode: '20HHAT',
      form: {
        salutation: 'Frau',
        firstName: 'Erika',
        lastName: 'Muster',
        email: input.email,
        phone: '+43 1 2345',
        message: 'Bitte rufen Sie mich zurück.\nDanke!',
        sentFromLocale: 'de-at',
      },
    });
    const jobs = (await mailQueue.getJobs(['waiting'])).filter(
      (queued) => queued.data.form?.email === input.email,
    );
    expect(jobs).toHaveLength(1);

    const bg = form({ locale: 'bg-bg', salutation: 'MR' });
    expect((await guestFrom().send(bg)).data?.setContactForm?.accepted).toBe(true);
    expect(await jobOf('57HHBG', bg.id)).toMatchObject({
      to: 'servis@hh-hygiene.bg',
      locale: 'bg-bg',
      form: { salutation: 'Г-н' },
    });
  });

  it("tells each country shop its contactSlug: the contact page's word", async () => {
    const slugOf = async (locale: string) =>
      (
        (
          await bff
            .guest()
            .graphql(`query($locale: String!) { shopConfig(locale: $locale) { contactSlug } }`, { locale })
        ).data as { shopConfig: { contactSlug: string } }
      ).shopConfig.contactSlug;
    expect(await slugOf('de-at')).toBe('kontakt');
    expect(await slugOf('it-it')).toBe('contatto');
  });

  it('tells where the messages go (serviceEmail) and each web role with its backend code (externalCode)', async () => {
    const answer = (
      await bff
        .guest()
        .graphql(
          `query($locale: String!) { shopConfig(locale: $locale) { serviceEmail webRoles { code externalCode } } }`,
          { locale: 'de-at' },
        )
    ).data as {
      shopConfig: { serviceEmail: string | null; webRoles: { code: string; externalCode: string }[] };
    };
    expect(answer.shopConfig.serviceEmail).toBe('service@hh-hygiene.at');
    expect(answer.shopConfig.webRoles.length).toBeGreaterThan(0);
    for (const role of answer.shopConfig.webRoles) expect(role.externalCode).toMatch(/\S/);
    // The seed gives the backend codes their own spelling, not the web role code.
    expect(answer.shopConfig.webRoles.some((role) => role.externalCode !== role.code)).toBe(true);
  });

  it('refuses missing terms consent, a bad e-mail, an unknown salutation and overlong fields with translated keys', async () => {
    const guest = guestFrom();
    const before = await jobCount();
    const cases: [Partial<Form>, string][] = [
      [{ agb: false }, 'error.terms-required'],
      [{ email: 'kein-mail' }, 'error.invalid-email'],
      [{ firstName: '  ' }, 'error.field-required'],
      [{ lastName: 'x'.repeat(31) }, 'error.field-too-long'],
      [{ message: '' }, 'error.field-required'],
      [{ salutation: 'KING' }, 'error.invalid-salutation'],
    ];
    for (const [patch, key] of cases) {
      const answer = await guest.send(form(patch));
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: key });
    }
    expect(await jobCount()).toBe(before);
  });

  it('limits one sender e-mail to 3 mails an hour (translated RATE_LIMITED), and one client address to 20', async () => {
    const guest = guestFrom();
    const email = `bulk.${randomUUID().slice(0, 8)}@kunde.example`;
    for (let i = 0; i < 3; i++)
      expect((await guest.send(form({ email }))).data?.setContactForm?.accepted).toBe(true);
    const refused = await guest.send(form({ email }));
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      messageKey: 'error.contact-form-rate-limited',
    });

    const crowd = guestFrom();
    let accepted = 0;
    let limited = 0;
    for (let i = 0; i < 22; i++) {
      const answer = await crowd.send(form());
      if (answer.data?.setContactForm) accepted++;
      else if (answer.errors?.[0]?.extensions.code === 'RATE_LIMITED') limited++;
    }
    expect({ accepted, limited }).toEqual({ accepted: 20, limited: 2 });
  });

  it('answers any bad input with a translated validation error and mails nothing (property based)', async () => {
    const before = await jobCount();
    const bad = fc.oneof(
      fc.record({ agb: fc.constant(false) }),
      fc.record({
        email: fc
          .string({ maxLength: 40 })
          .filter((text) => !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(text.trim())),
      }),
      fc.record({
        firstName: fc.oneof(
          fc.constant(''),
          fc.string({ minLength: 31, maxLength: 60 }).filter((t) => t.trim().length > 30),
        ),
      }),
      fc.record({ message: fc.oneof(fc.constant('   '), fc.string({ minLength: 4001, maxLength: 4100 })) }),
      fc.record({ phone: fc.string({ minLength: 31, maxLength: 50 }).filter((t) => t.trim().length > 30) }),
      fc.record({
        salutation: fc
          .string({ minLength: 1, maxLength: 20 })
          .filter((t) => !['MR', 'MS', 'COMPANY'].includes(t)),
      }),
    );
    await fc.assert(
      fc.asyncProperty(bad, async (patch) => {
        const answer = await guestFrom().send(form(patch as Partial<Form>));
        const extensions = answer.errors?.[0]?.extensions;
        expect(extensions?.code).toBe('BAD_USER_INPUT');
        expect(extensions?.messageKey).toMatch(/^error\.[a-z-]+$/);
        expect(answer.data?.setContactForm ?? null).toBeNull();
      }),
      { numRuns: 40 },
    );
    expect(await jobCount()).toBe(before);
  });

  it('takes a submission id once also after Redis lost its data: accepted, nothing mailed again (decision 0146)', async () => {
    const input = form();
    expect((await guestFrom().send(input)).data?.setContactForm).toEqual({ id: input.id, accepted: true });
    expect(await jobOf('20HHAT', input.id)).toMatchObject({ replyTo: input.email });
    const stored = await bff.database.db.query<{ job_name: string }>(
      'select job_name from mail_outbox where job_id = $1',
      [contactFormJobId('20HHAT', input.id)],
    );
    expect(stored).toEqual([{ job_name: 'contact-form' }]);

    // The queue and the submission key are gone with the wipe; the outbox's row is not.
    await bff.testRedis.reset();
    expect(await jobOf('20HHAT', input.id)).toBeUndefined();
    expect((await guestFrom().send(input)).data?.setContactForm).toEqual({ id: input.id, accepted: true });
    expect(await jobOf('20HHAT', input.id)).toBeUndefined();

    // A new submission is mailed as before.
    const next = form();
    expect((await guestFrom().send(next)).data?.setContactForm?.accepted).toBe(true);
    expect(await jobOf('20HHAT', next.id)).toMatchObject({ replyTo: next.email });
  });
});
