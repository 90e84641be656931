// The webhook part of the integrator example (docs/integrators.md, Webhooks): a small HTTP receiver,
// a subscription of it to order.placed, and the verification of what arrives with the Standard
// Webhooks library (`npm install standardwebhooks`; installed in this repository).
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { ApiError } from './shop-api.mjs';

/** How long the example waits for the delivery (the shop's p95 is well under a second). */
const WAIT_MS = 30_000;

const SUBSCRIBE = `mutation Subscribe($locale: String!, $url: String!, $eventTypes: [String!]!) {
  createWebhookSubscription(locale: $locale, url: $url, eventTypes: $eventTypes) { secret subscription { id } }
}`;
const UNSUBSCRIBE = `mutation Unsubscribe($locale: String!, $id: ID!) { deleteWebhookSubscription(locale: $locale, id: $id) }`;

/**
 * Starts a receiver on `host`, subscribes it to order.placed, calls `order` (which places an order and
 * answers its number) and waits for that order's delivery; its signature is verified with the
 * subscription's secret. The subscription is deleted and the receiver stopped in any case.
 * @param {{ graphql: (query: string, variables?: Record<string, unknown>) => Promise<any>, locale: string,
 *   host: string, order: () => Promise<{ orderNumber: string }> }} options
 */
export async function receiveOrderPlaced({ graphql, locale, host, order }) {
  /** @type {{ body: string, headers: import('node:http').IncomingHttpHeaders }[]} */
  const deliveries = [];
  let arrived = () => {};
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      deliveries.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
      // Answer 2xx quickly; do the work after (or the shop retries).
      res.writeHead(204).end();
      arrived();
    });
  });
  await new Promise((resolve) => server.listen(0, host, resolve));
  const url = `http://${host}:${server.address().port}/shop-webhooks`;
  let subscriptionId = null;
  try {
    const { createWebhookSubscription: created } = await graphql(SUBSCRIBE, {
      locale,
      url,
      eventTypes: ['order.placed'],
    });
    subscriptionId = created.subscription.id;
    console.log(`webhook receiver at ${url}, subscription ${subscriptionId} to order.placed`);
    const webhook = new Webhook(created.secret);
    const { orderNumber } = await order();
    console.log(`ordered: ${orderNumber}`);

    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      for (const delivery of deliveries.splice(0)) {
        // Throws when the signature, the timestamp (5 minutes' tolerance) or the headers are wrong.
        const event = webhook.verify(delivery.body, {
          'webhook-id': String(delivery.headers['webhook-id']),
          'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
          'webhook-signature': String(delivery.headers['webhook-signature']),
        });
        if (event.type === 'order.placed' && event.data.orderNumber === orderNumber)
          return {
            type: event.type,
            webhookId: String(delivery.headers['webhook-id']),
            orderNumber,
            customerNo: event.data.customerNo,
          };
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new ApiError(`no order.placed delivery of ${orderNumber} within ${WAIT_MS} ms`);
      await new Promise((resolve) => {
        arrived = resolve;
        setTimeout(resolve, Math.min(left, 500));
      });
    }
  } finally {
    if (subscriptionId) await graphql(UNSUBSCRIBE, { locale, id: subscriptionId }).catch(() => undefined);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
