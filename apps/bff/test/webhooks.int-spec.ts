import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import pino from 'pino';
import { Webhook } from 'standardwebhooks';
import { EmbeddedCartAdapter } from '@shop/commerce';
import { appendWebhookEvent, type Db } from '@shop/db';
import type { ShopContext } from '@shop/domain';
import { MAIL_JOBS, QUEUES, type WebhookBody, type WebhookDisabledMailJob } from '@shop/jobs';
// The integration test drives the real worker in-process; production code never imports another app.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { WorkerMetrics } from '../../worker/src/metrics';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startWorkers, type RunningWorker } from '../../worker/src/worker';
import { ApiClient, clientCredentialsToken } from './support/bearer';
import {
  dataOf,
  eventually,
  gql,
  startAnotherBff,
  startTestBff,
  type AnotherBff,
  type GraphqlResponse,
  type ShopSession,
  type TestBff,
} from './support/test-bff';
import {
  CREATE_WEBHOOK_SUBSCRIPTION,
  DELETE_WEBHOOK_SUBSCRIPTION,
  REPLAY_WEBHOOK_DELIVERY,
  ROTATE_WEBHOOK_SECRET,
  UPDATE_WEBHOOK_SUBSCRIPTION,
  WEBHOOK_DELIVERIES,
  WEBHOOK_SUBSCRIPTIONS,
} from './support/webhook-documents';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from './support/webhook-receiver';

jest.setTimeout(180_000);

interface CartAnswer {
  id: string;
  version: number;
  lineItems: { sku: string; quantity: number }[];
}
const CART = gql<{ cart: CartAnswer }, { locale: string }>`
  query Cart($locale: String!) {
    cart(locale: $locale) {
      id
      version
      lineItems {
        sku
        quantity
      }
    }
  }
`;
const ADD = gql<
  { changeCartLines: CartAnswer },
  { locale: string; cartId: string; version: number; lines: { sku: string; quantity: number }[] }
>`
  mutation Add($locale: String!, $cartId: ID!, $version: Int!, $lines: [CartLineInput!]!) {
    changeCartLines(locale: $locale, cartId: $cartId, version: $version, mode: "add", lines: $lines) {
      id
      version
      lineItems {
        sku
        quantity
      }
    }
  }
`;
const FINALIZE = gql<
  { finalizeCart: { orderNumber: string } },
  { locale: string; cartId: string; version: number }
>`
  mutation Finalize($locale: String!, $cartId: ID!, $version: Int!) {
    finalizeCart(locale: $locale, cartId: $cartId, version: $version) {
      orderNumber
    }
  }
`;
type Step = { locale: string; cartId: string; version: number; comment?: string };
const REQUEST_APPROVAL = gql<{ requestCartApproval: CartAnswer }, Step>`
  mutation Request($locale: String!, $cartId: ID!, $version: Int!, $comment: String) {
    requestCartApproval(locale: $locale, cartId: $cartId, version: $version, comment: $comment) {
      id
      version
      lineItems {
        sku
        quantity
      }
    }
  }
`;
const APPROVE = gql<{ approveCart: { orderNumber: string } }, Step>`
  mutation Approve($locale: String!, $cartId: ID!, $version: Int!, $comment: String) {
    approveCart(locale: $locale, cartId: $cartId, version: $version, comment: $comment) {
      orderNumber
    }
  }
`;
const DECLINE = gql<{ declineCart: { cartId: string } }, Step>`
  mutation Decline($locale: String!, $cartId: ID!, $version: Int!, $comment: String) {
    declineCart(locale: $locale, cartId: $cartId, version: $version, comment: $comment) {
      cartId
    }
  }
`;
const CREATE_API_CLIENT = gql<
  { createApiClient: { secret: string; client: { clientId: string } } },
  { locale: string; name: string; role: string; idempotencyKey: string }
>`
  mutation Create($locale: String!, $name: String!, $role: String!, $idempotencyKey: String!) {
    createApiClient(locale: $locale, name: $name, role: $role, idempotencyKey: $idempotencyKey) {
      secret
      client {
        clientId
      }
    }
  }
`;

/** Retries 200 ms apart in this spec: 5 attempts (the real schedule is WEBHOOK_RETRY_DELAYS_MS). */
const RETRY_DELAYS_MS = [200, 200, 200, 200];
/** The deadline of one attempt in this spec. */
const TIMEOUT_MS = 1500;

const codesOf = (body: GraphqlResponse) =>
  (body.errors ?? []).map((error) => [error.extensions.code, error.extensions.messageKey]);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Webhooks for integration clients (issue 28, decisions 0136 and 0137), against the real worker. */
describe('webhooks (decisions 0136 and 0137)', () => {
  let bff: TestBff;
  let worker: RunningWorker;
  let receiver: WebhookReceiver;
  /** integration-20hhat: acts as admin2@20hhat.example (ROLE_ADMIN), customer 100002. */
  let client: ApiClient;
  /** A client of customer 100001 of the same tenant. */
  let otherCustomerClient: ApiClient;
  /** integration-30hhde: another tenant. */
  let otherTenantClient: ApiClient;
  /** admin@20hhat.example: administrator of customer 100001 (creates API clients). */
  let admin: ShopSession;
  let skus: string[];
  let mailQueue: Queue<WebhookDisabledMailJob>;
  let queueConnection: Redis;

  const subscribe = async (path: string, eventTypes: string[], as: ApiClient = client, locale = 'de-at') =>
    dataOf(
      (await as.graphql(CREATE_WEBHOOK_SUBSCRIPTION, { locale, url: receiver.url(path), eventTypes })).body,
    ).createWebhookSubscription;
  const deliveriesOf = async (subscriptionId: string) =>
    dataOf((await client.graphql(WEBHOOK_DELIVERIES, { locale: 'de-at', subscriptionId })).body)
      .webhookDeliveries.items;
  const unsubscribe = async (id: string) =>
    dataOf((await client.graphql(DELETE_WEBHOOK_SUBSCRIPTION, { locale: 'de-at', id })).body);

  /** The client's Active cart with one line, ready to be ordered. */
  async function filledCart(): Promise<CartAnswer> {
    const cart = dataOf((await client.graphql(CART, { locale: 'de-at' })).body).cart;
    return dataOf(
      (
        await client.graphql(ADD, {
          locale: 'de-at',
          cartId: cart.id,
          version: cart.version,
          lines: [{ sku: skus[0], quantity: 2 }],
        })
      ).body,
    ).changeCartLines;
  }

  async function placeOrder(): Promise<{ orderNumber: string; ms: number }> {
    const cart = await filledCart();
    const started = Date.now();
    const answer = await client.graphql(FINALIZE, {
      locale: 'de-at',
      cartId: cart.id,
      version: cart.version,
    });
    return { orderNumber: dataOf(answer.body).finalizeCart.orderNumber, ms: Date.now() - started };
  }

  const verified = (hook: ReceivedWebhook, secret: string) =>
    new Webhook(secret).verify(hook.body, {
      'webhook-id': String(hook.headers['webhook-id']),
      'webhook-timestamp': String(hook.headers['webhook-timestamp']),
      'webhook-signature': String(hook.headers['webhook-signature']),
    }) as WebhookBody;

  /** The worker's metrics: delivery attempts by outcome (decision 0135). */
  const metrics = new WorkerMetrics(true);
  const deliveriesCounted = async (outcome: string) => {
    const line = (await metrics.scrape())
      .split('\n')
      .find((row) => row.startsWith(`shop_webhook_deliveries_total{outcome="${outcome}"} `));
    return line ? Number(line.split(' ').pop()) : 0;
  };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    bff = await startTestBff({ scale: 0.05, config: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1' } });
    worker = startWorkers(bff.testRedis.url, pino({ level: 'silent' }), bff.database.url, {
      metrics,
      webhooks: {
        allowPrivateTargets: true,
        retryDelaysMs: RETRY_DELAYS_MS,
        relayPollMs: 50,
        timeoutMs: TIMEOUT_MS,
      },
    });
    queueConnection = new Redis(bff.testRedis.url, { maxRetriesPerRequest: null });
    mailQueue = new Queue(QUEUES.mail, { connection: queueConnection });
    client = ApiClient.bearer(bff.baseUrl, await clientCredentialsToken(bff, 'integration-20hhat'));
    otherTenantClient = ApiClient.bearer(
      bff.baseUrl,
      await clientCredentialsToken(bff, 'integration-30hhde'),
    );
    admin = await bff.signIn('admin@20hhat.example');
    const created = dataOf(
      await admin.graphql(CREATE_API_CLIENT, {
        locale: 'de-at',
        name: 'Other customer ERP',
        role: 'ROLE_CART_PURCHASER',
        idempotencyKey: randomUUID(),
      }),
    ).createApiClient;
    otherCustomerClient = ApiClient.bearer(
      bff.baseUrl,
      await clientCredentialsToken(bff, created.client.clientId, created.secret),
    );
    skus = (
      await bff.database.db.query<{ sku: string }>(
        `select sku from product where mandant_code = '20HHAT' and not attributes ? 'successor_article_number'
           and coalesce((attributes ->> 'minimum_order_quantity')::int, 1) = 1 order by sku limit 2`,
      )
    ).map((row) => row.sku);
  });

  afterAll(async () => {
    await worker?.close();
    await mailQueue?.close();
    await queueConnection?.quit();
    await bff?.close();
    await receiver?.close();
  });

  it('delivers one signed order.placed for an order finalized five times at once', async () => {
    const { secret, subscription } = await subscribe('/orders', ['order.placed']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const cart = await filledCart();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.graphql(FINALIZE, { locale: 'de-at', cartId: cart.id, version: cart.version }),
      ),
    );
    const numbers = new Set(answers.map((answer) => dataOf(answer.body).finalizeCart.orderNumber));
    expect(numbers.size).toBe(1);
    const [orderNumber] = [...numbers];

    const [hook] = await eventually(
      'the order.placed delivery',
      () => receiver.of('/orders').length > 0 && receiver.of('/orders'),
    );
    const body = verified(hook, secret);
    expect(body).toMatchObject({
      type: 'order.placed',
      data: {
        mandantCode: '20HHAT',
        customerNo: '100002',
        orderNumber,
        cartId: cart.id,
        lineCount: cart.lineItems.length,
      },
    });
    // A forged body or another secret does not verify.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(
        hook.body,
        hook.headers as Record<string, string>,
      ),
    ).toThrow();
    expect(() =>
      new Webhook(secret).verify(
        hook.body.replace('100002', '100001'),
        hook.headers as Record<string, string>,
      ),
    ).toThrow();

    // Exactly one, also after the relay and the worker had time for more.
    await pause(1000);
    expect(receiver.of('/orders')).toHaveLength(1);
    const [delivery] = await deliveriesOf(subscription.id);
    expect(delivery).toMatchObject({
      eventId: hook.headers['webhook-id'],
      eventType: 'order.placed',
      status: 'SUCCEEDED',
    });
    expect(delivery.attempts).toEqual([
      expect.objectContaining({ attempt: 1, statusCode: 200, succeeded: true, error: null }),
    ]);

    // A replay sends the same event id once more (Standard Webhooks: the receiver deduplicates by it).
    const replayed = dataOf(
      (await client.graphql(REPLAY_WEBHOOK_DELIVERY, { locale: 'de-at', id: delivery.id })).body,
    ).replayWebhookDelivery;
    expect(replayed.replayCount).toBe(1);
    const again = await eventually(
      'the replay',
      () => receiver.of('/orders').length === 2 && receiver.of('/orders'),
    );
    expect(again[1].headers['webhook-id']).toBe(hook.headers['webhook-id']);
    expect(verified(again[1], secret).data).toEqual(body.data);
    const afterReplay = await eventually('the replay recorded', async () => {
      const [found] = await deliveriesOf(subscription.id);
      return found.attempts.length === 2 && found;
    });
    expect(afterReplay).toMatchObject({ status: 'SUCCEEDED', replayCount: 1 });
    await unsubscribe(subscription.id);
  });

  it('retries a receiver that answers 500 three times: four attempts, one success, one event id', async () => {
    receiver.answer('/flaky', (count) => (count < 3 ? 500 : 200));
    const counted = {
      failed: await deliveriesCounted('failed'),
      delivered: await deliveriesCounted('delivered'),
    };
    const { secret, subscription } = await subscribe('/flaky', ['order.placed']);
    const { orderNumber } = await placeOrder();

    const hooks = await eventually(
      'four attempts',
      () => receiver.of('/flaky').length >= 4 && receiver.of('/flaky'),
    );
    await pause(1000);
    expect(receiver.of('/flaky')).toHaveLength(4);
    expect(new Set(hooks.map((hook) => hook.headers['webhook-id'])).size).toBe(1);
    for (const hook of hooks) expect(verified(hook, secret).data).toMatchObject({ orderNumber });
    const delivery = await eventually('the success recorded', async () => {
      const [found] = await deliveriesOf(subscription.id);
      return found?.status === 'SUCCEEDED' && found;
    });
    expect(
      delivery.attempts.map((attempt) => [attempt.attempt, attempt.statusCode, attempt.succeeded]),
    ).toEqual([
      [1, 500, false],
      [2, 500, false],
      [3, 500, false],
      [4, 200, true],
    ]);
    expect(delivery.attempts[0].error).toBe('answered 500');
    expect((await deliveriesCounted('failed')) - counted.failed).toBeGreaterThanOrEqual(3);
    expect((await deliveriesCounted('delivered')) - counted.delivered).toBeGreaterThanOrEqual(1);
    await unsubscribe(subscription.id);
  });

  it('answers the order at once while its receiver hangs', async () => {
    receiver.answer('/hangs', () => 'hang');
    const { subscription } = await subscribe('/hangs', ['order.placed']);
    const first = await placeOrder();
    await eventually('the hanging request', () => receiver.of('/hangs').length > 0);
    // The first delivery hangs at the receiver now; the next order does not wait for it.
    const second = await placeOrder();
    expect(first.ms).toBeLessThan(TIMEOUT_MS);
    expect(second.ms).toBeLessThan(TIMEOUT_MS);
    const timedOut = await eventually('an attempt that timed out', async () => {
      const deliveries = await deliveriesOf(subscription.id);
      return deliveries.flatMap((delivery) => delivery.attempts).find((attempt) => attempt.error !== null);
    });
    expect(timedOut).toMatchObject({ statusCode: null, succeeded: false });
    expect(timedOut.error).toMatch(/no answer within 1500 ms/);
    expect(timedOut.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    await unsubscribe(subscription.id);
  });

  it("never shows or changes a subscription of another client, customer or tenant, nor sends it another customer's events", async () => {
    const { subscription } = await subscribe('/mine', ['order.placed']);
    const foreign = await subscribe('/other-customer', ['order.placed'], otherCustomerClient);
    const otherTenant = await subscribe(
      '/other-tenant',
      ['order.placed', 'maintenance.switched'],
      otherTenantClient,
      'de-de',
    );
    for (const [as, locale] of [
      [otherCustomerClient, 'de-at'],
      [otherTenantClient, 'de-de'],
    ] as const) {
      const list = dataOf((await as.graphql(WEBHOOK_SUBSCRIPTIONS, { locale })).body).webhookSubscriptions;
      expect(list.map((found) => found.id)).not.toContain(subscription.id);
      const tries = [
        as.graphql(UPDATE_WEBHOOK_SUBSCRIPTION, { locale, id: subscription.id, version: 1, enabled: false }),
        as.graphql(ROTATE_WEBHOOK_SECRET, { locale, id: subscription.id, version: 1 }),
        as.graphql(DELETE_WEBHOOK_SUBSCRIPTION, { locale, id: subscription.id }),
        as.graphql(WEBHOOK_DELIVERIES, { locale, subscriptionId: subscription.id }),
      ];
      for (const answer of await Promise.all(tries))
        expect(codesOf(answer.body)).toEqual([['NOT_FOUND', 'error.webhook-subscription-not-found']]);
    }
    // In another tenant's locale a client acts for no customer.
    const elsewhere = await client.graphql(CREATE_WEBHOOK_SUBSCRIPTION, {
      locale: 'de-de',
      url: receiver.url('/elsewhere'),
      eventTypes: ['order.placed'],
    });
    expect(codesOf(elsewhere.body)[0][0]).toBe('FORBIDDEN');

    const { orderNumber } = await placeOrder();
    await eventually('my delivery', () => receiver.of('/mine').length > 0);
    await pause(1000);
    expect(JSON.parse(receiver.of('/mine')[0].body).data.orderNumber).toBe(orderNumber);
    expect(receiver.of('/other-customer')).toHaveLength(0);
    expect(receiver.of('/other-tenant')).toHaveLength(0);
    // My delivery cannot be read or sent again by another client, customer or tenant.
    const [delivery] = await deliveriesOf(subscription.id);
    for (const [as, locale] of [
      [otherCustomerClient, 'de-at'],
      [otherTenantClient, 'de-de'],
    ] as const) {
      const replay = await as.graphql(REPLAY_WEBHOOK_DELIVERY, { locale, id: delivery.id });
      expect(codesOf(replay.body)).toEqual([['NOT_FOUND', 'error.webhook-delivery-not-found']]);
    }
    await pause(500);
    expect(receiver.of('/mine')).toHaveLength(1);
    expect((await deliveriesOf(subscription.id))[0]).toMatchObject({ id: delivery.id, replayCount: 0 });
    const mine = dataOf(
      (await client.graphql(WEBHOOK_SUBSCRIPTIONS, { locale: 'de-at' })).body,
    ).webhookSubscriptions.map((found) => found.id);
    expect(mine).toContain(subscription.id);
    expect(mine).not.toContain(foreign.subscription.id);
    expect(mine).not.toContain(otherTenant.subscription.id);
    await unsubscribe(subscription.id);
    dataOf(
      (
        await otherCustomerClient.graphql(DELETE_WEBHOOK_SUBSCRIPTION, {
          locale: 'de-at',
          id: foreign.subscription.id,
        })
      ).body,
    );
    dataOf(
      (
        await otherTenantClient.graphql(DELETE_WEBHOOK_SUBSCRIPTION, {
          locale: 'de-de',
          id: otherTenant.subscription.id,
        })
      ).body,
    );
  });

  it('is for integration clients only: a browser session of the same contact is refused', async () => {
    const session = await bff.signIn('admin2@20hhat.example');
    const answer = await session.graphql(WEBHOOK_SUBSCRIPTIONS, { locale: 'de-at' });
    expect(codesOf(answer)).toEqual([['FORBIDDEN', 'error.integration-client-required']]);
  });

  it('refuses events with prices to a client whose role sees no prices', async () => {
    const created = dataOf(
      await admin.graphql(CREATE_API_CLIENT, {
        locale: 'de-at',
        name: 'Basket scanner',
        role: 'ROLE_CART_MANAGER_NO_CHECKOUT',
        idempotencyKey: randomUUID(),
      }),
    ).createApiClient;
    const basket = ApiClient.bearer(
      bff.baseUrl,
      await clientCredentialsToken(bff, created.client.clientId, created.secret),
    );
    for (const eventTypes of [['order.placed'], ['cart.declined', 'prices.changed']]) {
      const refused = await basket.graphql(CREATE_WEBHOOK_SUBSCRIPTION, {
        locale: 'de-at',
        url: receiver.url('/basket'),
        eventTypes,
      });
      expect(codesOf(refused.body)).toEqual([['BAD_USER_INPUT', 'error.webhook-event-type-not-allowed']]);
    }
    const allowed = await subscribe('/basket', ['cart.approval_requested'], basket);
    expect(allowed.subscription.eventTypes).toEqual(['cart.approval_requested']);
    const widened = await basket.graphql(UPDATE_WEBHOOK_SUBSCRIPTION, {
      locale: 'de-at',
      id: allowed.subscription.id,
      version: 1,
      eventTypes: ['order.placed'],
    });
    expect(codesOf(widened.body)).toEqual([['BAD_USER_INPUT', 'error.webhook-event-type-not-allowed']]);
  });

  it('refuses unknown event types, and a stale version with CONFLICT', async () => {
    const unknown = await client.graphql(CREATE_WEBHOOK_SUBSCRIPTION, {
      locale: 'de-at',
      url: receiver.url('/x'),
      eventTypes: ['order.deleted'],
    });
    expect(codesOf(unknown.body)).toEqual([['BAD_USER_INPUT', 'error.webhook-event-types-invalid']]);
    const { subscription } = await subscribe('/versions', ['cart.declined']);
    const updated = dataOf(
      (
        await client.graphql(UPDATE_WEBHOOK_SUBSCRIPTION, {
          locale: 'de-at',
          id: subscription.id,
          version: 1,
          eventTypes: ['cart.approved'],
        })
      ).body,
    ).updateWebhookSubscription;
    expect(updated).toMatchObject({ version: 2, eventTypes: ['cart.approved'] });
    const stale = await client.graphql(UPDATE_WEBHOOK_SUBSCRIPTION, {
      locale: 'de-at',
      id: subscription.id,
      version: 1,
      enabled: false,
    });
    expect(codesOf(stale.body)).toEqual([['CONFLICT', 'error.webhook-subscription-conflict']]);
    await unsubscribe(subscription.id);
  });

  describe('outside development (WEBHOOKS_ALLOW_PRIVATE_TARGETS unset)', () => {
    let strict: AnotherBff;
    let strictClient: ApiClient;

    beforeAll(async () => {
      // The tokens are for the first BFF's audience (its origin).
      strict = await startAnotherBff(bff, { OIDC_API_AUDIENCE: bff.baseUrl });
      strictClient = ApiClient.bearer(
        strict.baseUrl,
        await clientCredentialsToken(bff, 'integration-20hhat'),
      );
    });
    afterAll(() => strict?.close());

    it.each([
      ['http://127.0.0.1:8080/hook', 'error.webhook-url-not-https'],
      ['https://127.0.0.1/hook', 'error.webhook-url-not-public'],
      ['https://169.254.169.254/latest/meta-data/', 'error.webhook-url-not-public'],
      ['https://[::1]/hook', 'error.webhook-url-not-public'],
      ['https://10.0.0.8/hook', 'error.webhook-url-not-public'],
      ['https://localhost/hook', 'error.webhook-url-not-public'],
      ['not a url', 'error.webhook-url-invalid'],
    ])('refuses %s', async (url, messageKey) => {
      const answer = await strictClient.graphql(CREATE_WEBHOOK_SUBSCRIPTION, {
        locale: 'de-at',
        url,
        eventTypes: ['order.placed'],
      });
      expect(codesOf(answer.body)).toEqual([['BAD_USER_INPUT', messageKey]]);
    });
  });

  it('sends what was committed and nothing of a change that was rolled back', async () => {
    const { subscription } = await subscribe('/handed-over', ['cart.approval_requested']);
    const cart = await filledCart();
    const row = (await bff.database.db.one<{ customer_id: string; contact_no: string; role: string }>(
      "select customer_id, contact_no, role from contact where id = 'co-20hhat-0006'",
    ))!;
    const ctx = {
      locale: 'de-at',
      language: 'de',
      mandantCode: '20HHAT',
      userType: 'STANDARD',
      role: 'ROLE_ADMIN',
      accessLevel: 4,
      customer: { id: row.customer_id, customerNo: '100002', name: 'Kunde' },
      contact: {
        id: 'co-20hhat-0006',
        contactNo: row.contact_no,
        firstName: 'A',
        lastName: 'B',
        email: 'x@y',
        role: 'ROLE_ADMIN',
      },
      employee: null,
    } as ShopContext;
    const handOver = { status: 'Open' as const, comment: 'rolled back?', state: 'Saved' as const };
    // The same write on a database whose commit fails after the change was made: rolled back whole.
    const failingCommit: Db = {
      ...bff.database.db,
      transaction: (fn) =>
        bff.database.db.transaction(async (tx) => {
          await fn(tx);
          throw new Error('commit failed');
        }),
    };
    await expect(
      new EmbeddedCartAdapter(failingCommit).changeProcessStatus(ctx, cart.id, cart.version, handOver),
    ).rejects.toThrow('commit failed');
    const eventsOfCart = () =>
      bff.database.db.query<{ id: string }>("select id from webhook_event where payload ->> 'cartId' = $1", [
        cart.id,
      ]);
    expect(await eventsOfCart()).toHaveLength(0);
    // An event written in a transaction that rolls back is never sent either.
    await expect(
      bff.database.db.transaction(async (tx) => {
        await appendWebhookEvent(tx, {
          type: 'cart.approval_requested',
          mandantCode: '20HHAT',
          customerId: row.customer_id,
          payload: {
            mandantCode: '20HHAT',
            customerNo: '100002',
            cartId: 'never',
            requestedByContactNo: row.contact_no,
            comment: null,
          },
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    await new EmbeddedCartAdapter(bff.database.db).changeProcessStatus(ctx, cart.id, cart.version, {
      ...handOver,
      comment: 'committed',
    });
    expect(await eventsOfCart()).toHaveLength(1);
    const [hook] = await eventually(
      'the committed hand-over',
      () => receiver.of('/handed-over').length > 0 && receiver.of('/handed-over'),
    );
    await pause(1000);
    expect(receiver.of('/handed-over')).toHaveLength(1);
    expect(JSON.parse(hook.body)).toMatchObject({
      type: 'cart.approval_requested',
      data: { cartId: cart.id, comment: 'committed', requestedByContactNo: row.contact_no },
    });
    await unsubscribe(subscription.id);
  });

  it('tells hand-overs, approvals (with their order) and declines of carts', async () => {
    const { secret, subscription } = await subscribe('/approvals', [
      'cart.approval_requested',
      'cart.approved',
      'cart.declined',
      'order.placed',
    ]);
    const step = async (document: typeof REQUEST_APPROVAL, cart: CartAnswer, comment: string) =>
      dataOf(
        (await client.graphql(document, { locale: 'de-at', cartId: cart.id, version: cart.version, comment }))
          .body,
      );
    const approved = await filledCart();
    const handedOver = (await step(REQUEST_APPROVAL, approved, 'bitte freigeben')).requestCartApproval;
    const { orderNumber } = dataOf(
      (await client.graphql(APPROVE, { locale: 'de-at', cartId: handedOver.id, version: handedOver.version }))
        .body,
    ).approveCart;
    const declined = await filledCart();
    const declinedHandOver = (await step(REQUEST_APPROVAL, declined, 'auch den?')).requestCartApproval;
    dataOf(
      (
        await client.graphql(DECLINE, {
          locale: 'de-at',
          cartId: declinedHandOver.id,
          version: declinedHandOver.version,
          comment: 'nein',
        })
      ).body,
    );
    const hooks = await eventually(
      'five events',
      () => receiver.of('/approvals').length >= 5 && receiver.of('/approvals'),
    );
    await pause(500);
    const events = receiver.of('/approvals').map((hook) => verified(hook, secret));
    const summary = events.map((event) => [event.type, (event.data as { cartId: string }).cartId]);
    expect(hooks).toHaveLength(5);
    expect(summary).toEqual(
      expect.arrayContaining([
        ['cart.approval_requested', approved.id],
        ['order.placed', approved.id],
        ['cart.approved', approved.id],
        ['cart.approval_requested', declined.id],
        ['cart.declined', declined.id],
      ]),
    );
    expect(events.find((event) => event.type === 'cart.approved')!.data).toMatchObject({ orderNumber });
    expect(events.find((event) => event.type === 'cart.declined')!.data).toMatchObject({ comment: 'nein' });
    expect(events.find((event) => event.type === 'cart.approval_requested')!.data).toMatchObject({
      comment: 'bitte freigeben',
    });
    await unsubscribe(subscription.id);
  });

  it('tells an order status change written by another system (order.status_changed)', async () => {
    const { subscription } = await subscribe('/status', ['order.status_changed']);
    const { orderNumber } = await placeOrder();
    await bff.database.db.query(
      "update shop_order set status = 'IN_PROGRESS' where mandant_code = '20HHAT' and order_number = $1",
      [orderNumber],
    );
    const [hook] = await eventually(
      'the status change',
      () => receiver.of('/status').length > 0 && receiver.of('/status'),
    );
    expect(JSON.parse(hook.body)).toMatchObject({
      type: 'order.status_changed',
      data: { orderNumber, customerNo: '100002', previousStatus: 'OPEN', status: 'IN_PROGRESS' },
    });
    await unsubscribe(subscription.id);
  });

  it('disables a subscription whose deliveries fail through every retry and mails the administrators', async () => {
    receiver.answer('/down', () => 503);
    const disabledBefore = await deliveriesCounted('disabled');
    const { subscription } = await subscribe('/down', ['order.placed']);
    await placeOrder();
    await eventually('every attempt', () => receiver.of('/down').length >= RETRY_DELAYS_MS.length + 1);
    const disabled = await eventually('the subscription disabled', async () => {
      const list = dataOf(
        (await client.graphql(WEBHOOK_SUBSCRIPTIONS, { locale: 'de-at' })).body,
      ).webhookSubscriptions;
      const found = list.find((item) => item.id === subscription.id);
      return found && !found.enabled && found;
    });
    expect(disabled.disabledReason).toBe('failing');
    // The worker counts the outcome once its job is over, a moment after the subscription row changed.
    await eventually(
      'the disabling counted',
      async () => (await deliveriesCounted('disabled')) > disabledBefore,
    );
    expect((await deliveriesCounted('disabled')) - disabledBefore).toBe(1);
    const [delivery] = await deliveriesOf(subscription.id);
    expect(delivery.status).toBe('EXHAUSTED');
    expect(delivery.attempts).toHaveLength(RETRY_DELAYS_MS.length + 1);
    const mails = await eventually('the mails to the administrators', async () => {
      const jobs = (await mailQueue.getJobs(['waiting', 'delayed', 'prioritized'])).filter(
        (job) => job.name === MAIL_JOBS.webhookDisabled,
      );
      return jobs.length > 0 && jobs;
    });
    const admins = await bff.database.db.query<{ email: string }>(
      `select coalesce(nullif(btrim(c.email), ''), c.login_email) as email from contact c
        where c.customer_id = (select customer_id from contact where id = 'co-20hhat-0006')
          and c.role = 'ROLE_ADMIN' and not c.deletion_state and c.login_email not like '%.invalid'`,
    );
    expect(mails.map((job) => job.data.to).sort()).toEqual(admins.map((admin) => admin.email).sort());
    expect(mails[0].data).toMatchObject({ mandantCode: '20HHAT', webhook: { url: receiver.url('/down') } });
    await pause(500);
    expect(receiver.of('/down')).toHaveLength(RETRY_DELAYS_MS.length + 1);
    // A disabled subscription is not replayed until the client enables it again.
    const replay = await client.graphql(REPLAY_WEBHOOK_DELIVERY, { locale: 'de-at', id: delivery.id });
    expect(codesOf(replay.body)).toEqual([['CONFLICT', 'error.webhook-subscription-disabled']]);
    await unsubscribe(subscription.id);
  });
});
