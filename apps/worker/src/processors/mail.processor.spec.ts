import { InvalidJobError, MAIL_JOBS } from '@shop/jobs';
import {
  accessChangedMailJob,
  approvalDecisionMailJob,
  approvalReminderMailJob,
  contactFormMailJob,
  orderConfirmationMailJob,
  registrationDecisionMailJob,
} from '@shop/jobs/testing';
import { MailRefusedError, processMail, type MailTransport } from './mail.processor';

const FROM = 'Shop <shop@localhost>';

/** The mail server is the system edge here; the integration test sends over real SMTP. */
function fakeTransport(send: MailTransport['send'] = async () => ({ messageId: '<m1@localhost>' })) {
  const transport = { send: jest.fn(send) };
  return { transport, deps: { transport, from: FROM } };
}

const job = (data: unknown, name: string = MAIL_JOBS.orderConfirmation) => ({ name, data }) as never;

describe('processMail', () => {
  it('renders the order confirmation in the order’s language and sends it from MAIL_FROM to the contact', async () => {
    const { transport, deps } = fakeTransport();
    const outcome = await processMail(job(orderConfirmationMailJob()), deps);
    expect(outcome).toEqual({ kind: 'sent', orderNumber: 'WS-100042', messageId: '<m1@localhost>' });
    expect(transport.send).toHaveBeenCalledTimes(1);
    const [mail] = transport.send.mock.calls[0];
    expect(mail).toMatchObject({
      from: FROM,
      to: 'jana.novakova@firma.example',
      subject: 'Potvrzení objednávky WS-100042',
    });
    expect(mail.text).toContain('Čisticí prostředek na podlahy 5 l');
    expect(mail.html).toContain('<html lang="cs">');
  });

  it('renders an approval reminder in the tenant’s language and sends it to the approver', async () => {
    const { transport, deps } = fakeTransport();
    const outcome = await processMail(job(approvalReminderMailJob(), MAIL_JOBS.approvalReminder), deps);
    expect(outcome).toEqual({ kind: 'sent', cartId: 'cart-7f3a', messageId: '<m1@localhost>' });
    const [mail] = transport.send.mock.calls[0];
    expect(mail).toMatchObject({
      from: FROM,
      to: 'petr.svoboda@firma.example',
      subject: 'Košík čeká na vaše schválení – Jana Nováková',
    });
    expect(mail.html).toContain(
      'href="https://shop.example/cs-cz/account/mein-konto/warenkorbverwaltung/cart-7f3a"',
    );
  });

  it('tells a requester the decision on its cart in its language (decision 0070)', async () => {
    const { transport, deps } = fakeTransport();
    const outcome = await processMail(job(approvalDecisionMailJob(), MAIL_JOBS.approvalDecision), deps);
    expect(outcome).toEqual({ kind: 'sent', cartId: 'cart-7f3a', messageId: '<m1@localhost>' });
    const [mail] = transport.send.mock.calls[0];
    expect(mail).toMatchObject({
      from: FROM,
      to: 'jana.novakova@firma.example',
      subject: 'Váš košík byl schválen a objednán',
    });
    expect(mail.text).toContain('Schváleno, díky');
  });

  it('tells a registrant the decision in its language, and mails a contact form to the service, Reply-To the sender (decisions 0095, 0096)', async () => {
    const { transport, deps } = fakeTransport();
    await processMail(job(registrationDecisionMailJob(), MAIL_JOBS.registrationDecision), deps);
    expect(transport.send.mock.calls[0][0]).toMatchObject({
      from: FROM,
      to: 'ivan.petrov@firma.example',
      subject: 'Вашата регистрация е отхвърлена',
    });
    expect(transport.send.mock.calls[0][0].replyTo).toBeUndefined();
    await processMail(job(contactFormMailJob(), MAIL_JOBS.contactForm), deps);
    expect(transport.send.mock.calls[1][0]).toMatchObject({
      from: FROM,
      to: 'service@hh-hygiene.at',
      replyTo: 'erika.muster@kunde.example',
      subject: 'Kontaktanfrage von Erika Muster',
    });
  });

  it('tells a contact its changed role in its language, and refuses it under another job name (decision 0147)', async () => {
    const { transport, deps } = fakeTransport();
    await processMail(job(accessChangedMailJob(), MAIL_JOBS.accessChanged), deps);
    expect(transport.send.mock.calls[0][0]).toMatchObject({
      from: FROM,
      to: 'eva.moser@firma.example',
      subject: 'Ihre Rolle im Shop für Hotel Alpenblick wurde geändert',
    });
    expect(transport.send.mock.calls[0][0].text).toContain('Neue Rolle: Warenkorb-Freigeber');
    await expect(
      processMail(job(accessChangedMailJob(), MAIL_JOBS.webhookDisabled), deps),
    ).rejects.toBeInstanceOf(InvalidJobError);
    expect(transport.send).toHaveBeenCalledTimes(1);
  });

  it('checks each payload by its own job name', async () => {
    const { transport, deps } = fakeTransport();
    await expect(
      processMail(job(approvalReminderMailJob(), MAIL_JOBS.orderConfirmation), deps),
    ).rejects.toBeInstanceOf(InvalidJobError);
    await expect(
      processMail(job(orderConfirmationMailJob(), MAIL_JOBS.approvalReminder), deps),
    ).rejects.toBeInstanceOf(InvalidJobError);
    await expect(
      processMail(job(approvalReminderMailJob(), MAIL_JOBS.approvalDecision), deps),
    ).rejects.toBeInstanceOf(InvalidJobError);
    expect(transport.send).not.toHaveBeenCalled();
  });

  it('refuses an unknown job and a malformed payload without sending anything', async () => {
    const { transport, deps } = fakeTransport();
    await expect(processMail(job(orderConfirmationMailJob(), 'newsletter'), deps)).rejects.toMatchObject({
      name: 'InvalidJobError',
      message: 'unknown mail job: newsletter',
    });
    await expect(
      processMail(job({ ...orderConfirmationMailJob(), to: 'not an address' }), deps),
    ).rejects.toBeInstanceOf(InvalidJobError);
    expect(transport.send).not.toHaveBeenCalled();
  });

  it('fails for good when the server refuses the mail, and passes other failures on to be retried', async () => {
    const refused = fakeTransport(async () => {
      throw new MailRefusedError('the mail server refused the mail: 550 no such mailbox');
    });
    await expect(processMail(job(orderConfirmationMailJob()), refused.deps)).rejects.toMatchObject({
      name: 'InvalidJobError',
      message: 'the mail server refused the mail: 550 no such mailbox',
    });
    const away = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1025'), { code: 'ESOCKET' });
    const down = fakeTransport(async () => {
      throw away;
    });
    await expect(processMail(job(orderConfirmationMailJob()), down.deps)).rejects.toBe(away);
  });

  describe('with the mail outbox (decision 0146)', () => {
    const withId = (id: string) =>
      ({ id, name: MAIL_JOBS.orderConfirmation, data: orderConfirmationMailJob() }) as never;

    it('marks a sent mail, and sends nothing for a job whose mail the outbox has as sent', async () => {
      const { transport, deps } = fakeTransport();
      const sent = new Set<string>();
      const outbox = {
        isSent: jest.fn(async (id: string) => sent.has(id)),
        markSent: jest.fn(async (id: string) => void sent.add(id)),
      };
      expect(await processMail(withId('order-confirmation-1'), { ...deps, outbox })).toMatchObject({
        kind: 'sent',
      });
      expect(outbox.markSent).toHaveBeenCalledWith('order-confirmation-1');
      // The sweep added the same job again after the first had run and was removed.
      expect(await processMail(withId('order-confirmation-1'), { ...deps, outbox })).toEqual({
        kind: 'sent-before',
        orderNumber: 'WS-100042',
      });
      expect(transport.send).toHaveBeenCalledTimes(1);
    });

    it('sends when the outbox cannot be read, and does not fail a sent mail it cannot mark', async () => {
      const { transport, deps } = fakeTransport();
      const outboxFailed = jest.fn();
      const away = new Error('database away');
      const outbox = {
        isSent: async () => {
          throw away;
        },
        markSent: async () => {
          throw away;
        },
      };
      expect(
        await processMail(withId('order-confirmation-2'), { ...deps, outbox, outboxFailed }),
      ).toMatchObject({
        kind: 'sent',
      });
      expect(transport.send).toHaveBeenCalledTimes(1);
      expect(outboxFailed.mock.calls).toEqual([
        ['read', away],
        ['mark', away],
      ]);
    });
  });
});
