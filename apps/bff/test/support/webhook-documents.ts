import { gql } from './test-bff';

/** The GraphQL documents of webhooks (decision 0136), shared by the integration specs. */

export interface WebhookSubscriptionAnswer {
  id: string;
  url: string;
  eventTypes: string[];
  enabled: boolean;
  disabledReason: string | null;
  version: number;
}
export interface WebhookAttemptAnswer {
  attempt: number;
  statusCode: number | null;
  succeeded: boolean;
  error: string | null;
  durationMs: number;
  startedAt: string;
}
export interface WebhookDeliveryAnswer {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  replayCount: number;
  attempts: WebhookAttemptAnswer[];
}

const SUBSCRIPTION = 'id url eventTypes enabled disabledReason version';
const DELIVERY =
  'id eventId eventType status replayCount attempts { attempt statusCode succeeded error durationMs startedAt }';

export const WEBHOOK_SUBSCRIPTIONS = gql<
  { webhookSubscriptions: WebhookSubscriptionAnswer[] },
  { locale: string }
>`
  query Subscriptions($locale: String!) { webhookSubscriptions(locale: $locale) { ${SUBSCRIPTION} } }
`;
export const CREATE_WEBHOOK_SUBSCRIPTION = gql<
  { createWebhookSubscription: { secret: string; subscription: WebhookSubscriptionAnswer } },
  { locale: string; url: string; eventTypes: string[] }
>`
  mutation Subscribe($locale: String!, $url: String!, $eventTypes: [String!]!) {
    createWebhookSubscription(locale: $locale, url: $url, eventTypes: $eventTypes) {
      secret subscription { ${SUBSCRIPTION} }
    }
  }
`;
export const UPDATE_WEBHOOK_SUBSCRIPTION = gql<
  { updateWebhookSubscription: WebhookSubscriptionAnswer },
  { locale: string; id: string; version: number; url?: string; eventTypes?: string[]; enabled?: boolean }
>`
  mutation Update($locale: String!, $id: ID!, $version: Int!, $url: String, $eventTypes: [String!], $enabled: Boolean) {
    updateWebhookSubscription(locale: $locale, id: $id, version: $version, url: $url, eventTypes: $eventTypes, enabled: $enabled) {
      ${SUBSCRIPTION}
    }
  }
`;
export const ROTATE_WEBHOOK_SECRET = gql<
  { rotateWebhookSecret: { secret: string; subscription: WebhookSubscriptionAnswer } },
  { locale: string; id: string; version: number }
>`
  mutation Rotate($locale: String!, $id: ID!, $version: Int!) {
    rotateWebhookSecret(locale: $locale, id: $id, version: $version) { secret subscription { ${SUBSCRIPTION} } }
  }
`;
export const DELETE_WEBHOOK_SUBSCRIPTION = gql<
  { deleteWebhookSubscription: string },
  { locale: string; id: string }
>`
  mutation Delete($locale: String!, $id: ID!) {
    deleteWebhookSubscription(locale: $locale, id: $id)
  }
`;
export const WEBHOOK_DELIVERIES = gql<
  { webhookDeliveries: { items: WebhookDeliveryAnswer[]; paginationInfo: { totalCount: number } } },
  { locale: string; subscriptionId: string }
>`
  query Deliveries($locale: String!, $subscriptionId: ID!) {
    webhookDeliveries(locale: $locale, subscriptionId: $subscriptionId, limit: 100) {
      items { ${DELIVERY} } paginationInfo { totalCount }
    }
  }
`;
export const REPLAY_WEBHOOK_DELIVERY = gql<
  { replayWebhookDelivery: WebhookDeliveryAnswer },
  { locale: string; id: string }
>`
  mutation Replay($locale: String!, $id: ID!) { replayWebhookDelivery(locale: $locale, id: $id) { ${DELIVERY} } }
`;
