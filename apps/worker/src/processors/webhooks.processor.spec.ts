import { Webhook } from 'standardwebhooks';
import type { ClaimedWebhookDelivery, WebhookClaim } from '@shop/commerce';
import { InvalidJobError, MAIL_JOBS } from '@shop/jobs';
import { processWebhookDelivery, WebhookAttemptFailedError, type WebhookDeps } from './webhooks.processor';

const NOW = new Date('2026-11-28T10:00:00.000Z');
const SECRET = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
const DELIVERY_ID = `whd_${'a'.repeat(32)}`;

const claimed: ClaimedWebhookDelivery = {
  deliveryId: DELIVERY_ID,
  subscriptionId: `whs_${'b'.repeat(32)}`,
  attempt: 1,
  url: 'https://erp.example.com/hooks',
  secret: SECRET,
  eventId: 'msg_1',
  body: {
    type: 'cart.declined',
    timestamp: '2026-11-28T09:59:59.000Z',
    data: {
      mandantCode: '20HHAT',
      customerNo: '100002',
      cartId: 'c1',
      declinedByContactNo: 'KT1',
      comment: null,
    },
  },
};

/** The database and the receiver are the edge here; the integration spec runs them for real. */
function fakes(claim: WebhookClaim, statusCode = 200) {
  const dispatch = {
    claimDelivery: jest.fn().mockResolvedValue(claim),
    recordAttempt: jest.fn().mockResolvedValue(undefined),
    disableFailing: jest.fn().mockResolvedValue({
      subscriptionId: claimed.subscriptionId,
      mandantCode: '20HHAT',
      customerName: 'Muster GmbH',
      clientName: 'ERP',
      url: claimed.url,
      recipients: [
        { email: 'a@example.com', language: 'de' },
        { email: 'b@example.com', language: 'en' },
      ],
    }),
  };
  const send = jest.fn().mockResolvedValue({ statusCode });
  const mails = { add: jest.fn().mockResolvedValue({}) };
  const deps: WebhookDeps = {
    dispatch,
    send,
    timeoutMs: 1000,
    mails,
    publicUrl: 'https://shop.example.com',
    now: () => NOW,
  };
  return { dispatch, send, mails, deps };
}

const job = (attemptsMade = 0, attempts = 11) => ({
  data: { deliveryId: DELIVERY_ID },
  attemptsMade,
  opts: { attempts },
});

describe('processWebhookDelivery (decision 0137)', () => {
  it('sends the event signed by the Standard Webhooks rules and records the success', async () => {
    const { dispatch, send, deps } = fakes({ kind: 'claimed', delivery: claimed });
    await expect(processWebhookDelivery(job(), deps)).resolves.toEqual({
      kind: 'delivered',
      deliveryId: DELIVERY_ID,
      attempt: 1,
      statusCode: 200,
    });
    const [{ url, body, headers }] = send.mock.calls[0];
    expect(url).toBe(claimed.url);
    expect(headers).toMatchObject({
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(NOW.getTime() / 1000),
    });
    // The library's own verifier accepts it (its clock is the real one: compare at NOW).
    jest.useFakeTimers({ now: NOW });
    try {
      expect(new Webhook(SECRET).verify(body, headers)).toEqual(claimed.body);
    } finally {
      jest.useRealTimers();
    }
    expect(dispatch.recordAttempt).toHaveBeenCalledWith(
      DELIVERY_ID,
      1,
      expect.objectContaining({ statusCode: 200, succeeded: true, error: null }),
      false,
    );
  });

  it('fails the attempt for a retry on a non-2xx answer or a network error', async () => {
    const { dispatch, deps } = fakes({ kind: 'claimed', delivery: claimed }, 302);
    await expect(processWebhookDelivery(job(), deps)).rejects.toBeInstanceOf(WebhookAttemptFailedError);
    expect(dispatch.recordAttempt).toHaveBeenCalledWith(
      DELIVERY_ID,
      1,
      expect.objectContaining({ statusCode: 302, succeeded: false, error: 'answered 302' }),
      false,
    );
    const down = fakes({ kind: 'claimed', delivery: claimed });
    down.send.mockRejectedValue(new Error('connect ECONNREFUSED'));
    await expect(processWebhookDelivery(job(2), down.deps)).rejects.toThrow('connect ECONNREFUSED');
    expect(down.dispatch.disableFailing).not.toHaveBeenCalled();
  });

  it('after the last failed attempt disables the subscription and mails each administrator in their language', async () => {
    const { dispatch, mails, deps } = fakes({ kind: 'claimed', delivery: { ...claimed, attempt: 11 } }, 500);
    await expect(processWebhookDelivery(job(10, 11), deps)).rejects.toBeInstanceOf(WebhookAttemptFailedError);
    expect(dispatch.recordAttempt).toHaveBeenCalledWith(DELIVERY_ID, 11, expect.anything(), true);
    expect(dispatch.disableFailing).toHaveBeenCalledWith(claimed.subscriptionId);
    expect(mails.add).toHaveBeenCalledTimes(2);
    const [name, data, options] = mails.add.mock.calls[0];
    expect(name).toBe(MAIL_JOBS.webhookDisabled);
    expect(data).toMatchObject({
      to: 'a@example.com',
      locale: 'de-at',
      mandantCode: '20HHAT',
      webhook: { url: claimed.url, clientName: 'ERP', disabledAt: NOW.toISOString() },
    });
    expect(data.webhook.companyUrl).toMatch(/^https:\/\/shop\.example\.com\/de-at\//);
    expect(options.jobId).toContain('webhook-disabled-');
    // A language the tenant has no shop locale in: the tenant's own.
    expect(mails.add.mock.calls[1][1]).toMatchObject({ to: 'b@example.com', locale: 'de-at' });
  });

  it('sends nothing for a delivery that succeeded already, was cancelled, or is being sent elsewhere', async () => {
    for (const claim of [{ kind: 'done', status: 'SUCCEEDED' }, { kind: 'cancelled' }] as WebhookClaim[]) {
      const { send, deps } = fakes(claim);
      await expect(processWebhookDelivery(job(), deps)).resolves.toMatchObject({ kind: 'skipped' });
      expect(send).not.toHaveBeenCalled();
    }
    for (const claim of [{ kind: 'busy' }, { kind: 'unknown' }] as WebhookClaim[]) {
      const { send, deps } = fakes(claim);
      const sleep = () => Promise.resolve();
      await expect(processWebhookDelivery(job(), { ...deps, sleep })).rejects.toBeInstanceOf(
        WebhookAttemptFailedError,
      );
      expect(send).not.toHaveBeenCalled();
    }
  });

  it('waits for the relay to commit a delivery whose job came first, then sends it', async () => {
    const { dispatch, send, deps } = fakes({ kind: 'unknown' });
    dispatch.claimDelivery
      .mockResolvedValueOnce({ kind: 'unknown' })
      .mockResolvedValueOnce({ kind: 'unknown' })
      .mockResolvedValueOnce({ kind: 'claimed', delivery: claimed });
    const sleep = jest.fn().mockResolvedValue(undefined);
    await expect(processWebhookDelivery(job(), { ...deps, sleep })).resolves.toMatchObject({
      kind: 'delivered',
    });
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('refuses a malformed job for good', async () => {
    const { deps } = fakes({ kind: 'unknown' });
    await expect(
      processWebhookDelivery({ ...job(), data: { deliveryId: 'x' } }, deps),
    ).rejects.toBeInstanceOf(InvalidJobError);
  });
});
