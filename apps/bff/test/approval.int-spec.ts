import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { approvalDecisionJobId, QUEUES, type ApprovalDecisionMailJob } from '@shop/jobs';
import { buildPath } from '@shop/locales';
import { openSse } from './support/sse-client';
import { dataOf, gql, startTestBff, type ShopSession, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

interface CartAnswer {
  id: string;
  version: number;
  cartState: string;
  cartProcessStatus: string;
  lineItems: { sku: string; quantity: number }[];
}
type Errors = { errors?: { extensions: { code: string; messageKey: string } }[] };

const FIELDS = 'id version cartState cartProcessStatus lineItems { sku quantity }';
const CART = gql<{ cart: CartAnswer }, { locale: string }>`
  query Cart($locale: String!) { cart(locale: $locale) { ${FIELDS} } }
`;
const BY_ID = gql<{ cartById: CartAnswer }, { locale: string; cartId: string }>`
  query ById($locale: String!, $cartId: ID!) { cartById(locale: $locale, cartId: $cartId) { ${FIELDS} } }
`;
const CHANGE = gql<
  { changeCartLines: CartAnswer },
  {
    locale: string;
    cartId: string;
    version: number;
    mode: string;
    lines: { sku: string; quantity: number }[];
  }
>`
  mutation Change($locale: String!, $cartId: ID!, $version: Int!, $mode: String!, $lines: [CartLineInput!]!) {
    changeCartLines(locale: $locale, cartId: $cartId, version: $version, mode: $mode, lines: $lines) { ${FIELDS} }
  }
`;
type Step = { locale: string; cartId: string; version: number; comment?: string };
const REQUEST = gql<{ requestCartApproval: CartAnswer }, Step>`
  mutation Request($locale: String!, $cartId: ID!, $version: Int!, $comment: String) {
    requestCartApproval(locale: $locale, cartId: $cartId, version: $version, comment: $comment) { ${FIELDS} }
  }
`;
const APPROVE = gql<
  { approveCart: { orderNumber: string; lineItems: { sku: string; quantity: number }[] } },
  Step
>`
  mutation Approve($locale: String!, $cartId: ID!, $version: Int!, $comment: String) {
    approveCart(locale: $locale, cartId: $cartId, version: $version, comment: $comment) {
      orderNumber
      lineItems {
        sku
        quantity
      }
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
const DECISION = gql<
  { cartDecision: { decision: string; comment: string | null; orderNumber: string | null } },
  { locale: string; cartId: string }
>`
  query Decision($locale: String!, $cartId: ID!) {
    cartDecision(locale: $locale, cartId: $cartId) {
      decision
      comment
      orderNumber
    }
  }
`;

interface RecentDecision {
  cartId: string;
  decision: string;
  requesterName: string;
  decidedByName: string;
  comment: string | null;
  orderNumber: string | null;
  at: string;
}
const RECENT = gql<{ recentCartDecisions: RecentDecision[] }, { locale: string; limit?: number }>`
  query Recent($locale: String!, $limit: Int) {
    recentCartDecisions(locale: $locale, limit: $limit) {
      cartId
      decision
      requesterName
      decidedByName
      comment
      orderNumber
      at
    }
  }
`;

describe('the approval process over GraphQL (issue 12)', () => {
  let bff: TestBff;
  let shopper: ShopSession;
  let approver: ShopSession;
  let skus: string[];

  const codeOf = (answer: Errors) =>
    answer.errors?.map((error) => [error.extensions.code, error.extensions.messageKey]);

  /** The shopper's cart with two lines, handed over for approval. */
  async function handedOver(comment: string): Promise<CartAnswer> {
    const cart = dataOf(await shopper.graphql(CART, { locale: 'de-at' })).cart;
    const filled = dataOf(
      await shopper.graphql(CHANGE, {
        locale: 'de-at',
        cartId: cart.id,
        version: cart.version,
        mode: 'add',
        lines: [
          { sku: skus[0], quantity: 2 },
          { sku: skus[1], quantity: 1 },
        ],
      }),
    ).changeCartLines;
    return dataOf(
      await shopper.graphql(REQUEST, {
        locale: 'de-at',
        cartId: filled.id,
        version: filled.version,
        comment,
      }),
    ).requestCartApproval;
  }

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    shopper = await bff.signIn('shopper@20hhat.example');
    approver = await bff.signIn('approver@20hhat.example');
    skus = (
      await bff.database.db.query<{ sku: string }>(
        `select sku from product where mandant_code = '20HHAT' and not attributes ? 'successor_article_number'
           and coalesce((attributes ->> 'minimum_order_quantity')::int, 1) = 1 order by sku limit 2`,
      )
    ).map((row) => row.sku);
  });

  afterAll(async () => {
    await bff?.close();
  });

  it('hands a cart over: frozen for its user, who goes on in a new cart; only approvers decide', async () => {
    const pending = await handedOver('Bitte bis Freitag');
    expect(pending).toMatchObject({ cartState: 'Saved', cartProcessStatus: 'Open' });
    const next = dataOf(await shopper.graphql(CART, { locale: 'de-at' })).cart;
    expect(next.id).not.toBe(pending.id);
    expect(next.lineItems).toEqual([]);

    const frozen = await shopper.graphql(CHANGE, {
      locale: 'de-at',
      cartId: pending.id,
      version: pending.version,
      mode: 'set',
      lines: [{ sku: skus[0], quantity: 5 }],
    });
    expect(codeOf(frozen)).toEqual([['CONFLICT', 'error.cart-in-approval']]);
    const step = { locale: 'de-at', cartId: pending.id, version: pending.version };
    expect(codeOf(await shopper.graphql(APPROVE, step))).toEqual([['FORBIDDEN', 'error.forbidden']]);
    const purchaser = await bff.signIn('purchaser@20hhat.example');
    expect(codeOf(await purchaser.graphql(DECLINE, step))).toEqual([['FORBIDDEN', 'error.forbidden']]);
    expect(codeOf(await shopper.graphql(REQUEST, step))).toEqual([['CONFLICT', 'error.cart-in-approval']]);
  });

  it('keeps the lock of an approver who changes a pending cart: a second approver can neither change nor decide', async () => {
    const LOCK = gql<{ lockCart: { lockedByOther: boolean } }, { locale: string; cartId: string }>`
      mutation Lock($locale: String!, $cartId: ID!) {
        lockCart(locale: $locale, cartId: $cartId) {
          lockedByOther
        }
      }
    `;
    const pending = await handedOver('Gesperrt prüfen');
    expect(
      dataOf(await approver.graphql(LOCK, { locale: 'de-at', cartId: pending.id })).lockCart.lockedByOther,
    ).toBe(false);
    const modified = dataOf(
      await approver.graphql(CHANGE, {
        locale: 'de-at',
        cartId: pending.id,
        version: pending.version,
        mode: 'set',
        lines: [{ sku: skus[0], quantity: 2 }],
      }),
    ).changeCartLines;
    expect(modified.cartProcessStatus).toBe('Modified');
    const admin = await bff.signIn('admin@20hhat.example');
    for (const refusal of [
      await admin.graphql(LOCK, { locale: 'de-at', cartId: pending.id }),
      await admin.graphql(APPROVE, {
        locale: 'de-at',
        cartId: pending.id,
        version: modified.version,
        comment: 'ok',
      }),
      await admin.graphql(DECLINE, {
        locale: 'de-at',
        cartId: pending.id,
        version: modified.version,
        comment: 'ok',
      }),
    ])
      expect(refusal.errors?.[0].extensions).toMatchObject({
        code: 'CONFLICT',
        messageKey: 'error.cart-locked',
      });
    const order = dataOf(
      await approver.graphql(APPROVE, {
        locale: 'de-at',
        cartId: pending.id,
        version: modified.version,
        comment: 'ok',
      }),
    ).approveCart;
    expect(order.lineItems.find((line) => line.sku === skus[0])?.quantity).toBe(2);
  });

  it('lets an approver change a pending cart (Modified) and approve it: one order with the change', async () => {
    const pending = await handedOver('Reinigung Küche');
    const modified = dataOf(
      await approver.graphql(CHANGE, {
        locale: 'de-at',
        cartId: pending.id,
        version: pending.version,
        mode: 'set',
        lines: [{ sku: skus[0], quantity: 4 }],
      }),
    ).changeCartLines;
    expect(modified.cartProcessStatus).toBe('Modified');

    // The shopper cannot order it either way: it waits for the decision.
    const answers = await Promise.all(
      [0, 1].map(() =>
        approver.graphql(APPROVE, {
          locale: 'de-at',
          cartId: pending.id,
          version: modified.version,
          comment: 'ok',
        }),
      ),
    );
    const numbers = new Set(answers.map((answer) => dataOf(answer).approveCart.orderNumber));
    expect(numbers.size).toBe(1);
    const order = dataOf(answers[0]).approveCart;
    expect(order.lineItems.find((line) => line.sku === skus[0])?.quantity).toBe(4);

    const decision = dataOf(
      await shopper.graphql(DECISION, { locale: 'de-at', cartId: pending.id }),
    ).cartDecision;
    expect(decision).toEqual({ decision: 'approved', comment: 'ok', orderNumber: order.orderNumber });
  });

  it("announces an approved cart on the requester's stream after the decision is recorded, so the page that asks on the event finds it", async () => {
    const stream = await openSse<{ cartId?: string; id?: string }>(bff.baseUrl, 'de-at', {
      cookie: shopper.cookieHeader(),
    });
    try {
      await stream.waitFor((event) => event.event === 'maintenance');
      const pending = await handedOver('Freigabe live');
      const order = dataOf(
        await approver.graphql(APPROVE, { locale: 'de-at', cartId: pending.id, version: pending.version }),
      ).approveCart;
      const [recorded] = await bff.database.db.query<{ decided_at: Date | string }>(
        'select decided_at from cart_decision where cart_id = $1',
        [pending.id],
      );
      const decidedAt = new Date(recorded.decided_at).getTime();
      // The ordering's own event comes before the decision is recorded (the order mail is stored and
      // queued in between); a page asking then finds none, so a later event must follow.
      const after = await stream.waitFor(
        (event) =>
          event.event === 'cart-changed' &&
          event.data.cartId === pending.id &&
          Number(event.data.id) >= decidedAt,
      );
      expect(after.data.cartId).toBe(pending.id);
      expect(
        dataOf(await shopper.graphql(DECISION, { locale: 'de-at', cartId: pending.id })).cartDecision,
      ).toMatchObject({ decision: 'approved', orderNumber: order.orderNumber });
    } finally {
      stream.close();
    }
  });

  it('declines with a comment: the cart is gone and its user reads why', async () => {
    const pending = await handedOver('Neue Spender');
    const declined = await approver.graphql(DECLINE, {
      locale: 'de-at',
      cartId: pending.id,
      version: pending.version,
      comment: 'Budget erschöpft',
    });
    expect(dataOf(declined)).toEqual({ declineCart: { cartId: pending.id } });
    expect(codeOf(await shopper.graphql(BY_ID, { locale: 'de-at', cartId: pending.id }))?.[0][0]).toBe(
      'NOT_FOUND',
    );
    expect(
      dataOf(await shopper.graphql(DECISION, { locale: 'de-at', cartId: pending.id })).cartDecision,
    ).toEqual({
      decision: 'declined',
      comment: 'Budget erschöpft',
      orderNumber: null,
    });
  });

  it("never lets another customer's or tenant's approver see or decide a pending cart", async () => {
    const pending = await handedOver('Fremd');
    const step = { locale: 'de-at', cartId: pending.id, version: pending.version };
    const otherCustomer = await bff.signIn('admin2@20hhat.example');
    expect(codeOf(await otherCustomer.graphql(APPROVE, step))?.[0][0]).toBe('NOT_FOUND');
    expect(codeOf(await otherCustomer.graphql(DECLINE, step))?.[0][0]).toBe('NOT_FOUND');
    expect(
      codeOf(await otherCustomer.graphql(DECISION, { locale: 'de-at', cartId: pending.id }))?.[0][0],
    ).toBe('NOT_FOUND');
    const otherTenant = await bff.signIn('approver@30hhde.example', 'de-de');
    expect(codeOf(await otherTenant.graphql(DECLINE, { ...step, locale: 'de-de' }))?.[0][0]).toBe(
      'NOT_FOUND',
    );
    expect(
      dataOf(await approver.graphql(BY_ID, { locale: 'de-at', cartId: pending.id })).cartById,
    ).toMatchObject({
      cartProcessStatus: 'Open',
      version: pending.version,
    });
  });

  describe('telling the requester the decision (decision 0070)', () => {
    let mailQueue: Queue<ApprovalDecisionMailJob>;
    /** The decision mail the BFF enqueued for the worker for a cart (no worker runs here). */
    const decisionMailOf = async (cartId: string) =>
      (await mailQueue.getJobs(['waiting', 'delayed', 'prioritized'])).filter(
        (job) => job.id === approvalDecisionJobId('20HHAT', cartId),
      );
    const person = async (login: string) =>
      (await bff.database.db.one<{ email: string; name: string }>(
        `select coalesce(email, login_email) as email, first_name || ' ' || last_name as name
           from contact where login_email = $1`,
        [login],
      ))!;

    beforeAll(() => {
      mailQueue = new Queue(QUEUES.mail, {
        connection: new Redis(bff.testRedis.url, { maxRetriesPerRequest: null }),
      });
    });

    afterAll(async () => {
      const connection = mailQueue?.opts.connection as unknown as Redis | undefined;
      await mailQueue?.close();
      await connection?.quit();
    });

    it('mails the requester an approval, a changed approval and a decline, in its language, with the reason', async () => {
      const requester = await person('shopper@20hhat.example');
      const decider = await person('approver@20hhat.example');
      const asHanded = await handedOver('Wie besprochen');
      const approved = dataOf(
        await approver.graphql(APPROVE, {
          locale: 'de-at',
          cartId: asHanded.id,
          version: asHanded.version,
          comment: 'Passt so',
        }),
      ).approveCart;

      const toChange = await handedOver('Bitte prüfen');
      const changed = dataOf(
        await approver.graphql(CHANGE, {
          locale: 'de-at',
          cartId: toChange.id,
          version: toChange.version,
          mode: 'set',
          lines: [{ sku: skus[0], quantity: 1 }],
        }),
      ).changeCartLines;
      const modified = dataOf(
        await approver.graphql(APPROVE, {
          locale: 'de-at',
          cartId: changed.id,
          version: changed.version,
          comment: 'Nur eine Packung',
        }),
      ).approveCart;

      const toDecline = await handedOver('Dringend');
      await approver.graphql(DECLINE, {
        locale: 'de-at',
        cartId: toDecline.id,
        version: toDecline.version,
        comment: 'Nicht im Budget',
      });

      const expected: [string, string, string, string | null][] = [
        [asHanded.id, 'approved', 'Passt so', approved.orderNumber],
        [changed.id, 'modified', 'Nur eine Packung', modified.orderNumber],
        [toDecline.id, 'declined', 'Nicht im Budget', null],
      ];
      for (const [cartId, decision, comment, orderNumber] of expected) {
        const [mail, ...more] = await decisionMailOf(cartId);
        expect(more).toHaveLength(0);
        expect(mail.data).toMatchObject({
          to: requester.email,
          locale: 'de-at',
          mandantCode: '20HHAT',
          decision: { cartId, decision, comment, orderNumber, decidedByName: decider.name },
        });
        expect(mail.data.decision.cartsUrl).toMatch(/^https?:\/\//);
        expect(mail.data.decision.cartsUrl.endsWith(buildPath('account-carts', 'de-at'))).toBe(true);
        expect(mail.opts.attempts).toBe(10);
      }

      // A repeated approve places no second order, records nothing twice and sends no second mail.
      const again = dataOf(
        await approver.graphql(APPROVE, {
          locale: 'de-at',
          cartId: asHanded.id,
          version: asHanded.version,
          comment: 'Passt so',
        }),
      ).approveCart;
      expect(again.orderNumber).toBe(approved.orderNumber);
      expect(await decisionMailOf(asHanded.id)).toHaveLength(1);

      // The customer's recent decisions, newest first: the same three, with who, when and why.
      const recent = dataOf(await shopper.graphql(RECENT, { locale: 'de-at', limit: 3 })).recentCartDecisions;
      expect(
        recent.map(({ cartId, decision, comment, orderNumber }) => [cartId, decision, comment, orderNumber]),
      ).toEqual([...expected].reverse());
      for (const entry of recent) {
        expect(entry).toMatchObject({ requesterName: requester.name, decidedByName: decider.name });
        expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
      }
    });

    it('tells the requester a cart an approval has just ordered is ordered, not waiting', async () => {
      const pending = await handedOver('Schnell');
      await approver.graphql(APPROVE, { locale: 'de-at', cartId: pending.id, version: pending.version });
      const late = await shopper.graphql(CHANGE, {
        locale: 'de-at',
        cartId: pending.id,
        version: pending.version + 1,
        mode: 'set',
        lines: [{ sku: skus[0], quantity: 5 }],
      });
      expect(codeOf(late)).toEqual([['CONFLICT', 'error.cart-closed']]);
    });

    it("shows the decisions to the customer's own users only", async () => {
      const ours = dataOf(await approver.graphql(RECENT, { locale: 'de-at' })).recentCartDecisions;
      expect(ours.length).toBeGreaterThan(0);
      const ourCarts = new Set(ours.map((entry) => entry.cartId));
      const otherCustomer = await bff.signIn('admin2@20hhat.example');
      const theirs = dataOf(await otherCustomer.graphql(RECENT, { locale: 'de-at' })).recentCartDecisions;
      expect(theirs.filter((entry) => ourCarts.has(entry.cartId))).toEqual([]);
      const otherTenant = await bff.signIn('approver@30hhde.example', 'de-de');
      const foreign = dataOf(await otherTenant.graphql(RECENT, { locale: 'de-de' })).recentCartDecisions;
      expect(foreign.filter((entry) => ourCarts.has(entry.cartId))).toEqual([]);
      // Asked in another tenant's locale, or as a guest: refused like the rest of cart administration.
      expect(codeOf(await approver.graphql(RECENT, { locale: 'de-de' }))?.[0][0]).toBe('FORBIDDEN');
      expect(codeOf(await bff.guest().graphql(RECENT, { locale: 'de-at' }))).toEqual([
        ['UNAUTHENTICATED', 'error.unauthenticated'],
      ]);
      expect(codeOf(await approver.graphql(RECENT, { locale: 'de-at', limit: 51 }))).toEqual([
        ['BAD_USER_INPUT', 'error.invalid-limit'],
      ]);
    });
  });
});
