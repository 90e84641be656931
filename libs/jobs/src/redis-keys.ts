/**
 * Every namespace the shop writes in Redis, in one place: a new cache or state takes a prefix here,
 * next to the others, so no two parts of the shop share (or flush) each other's keys. BullMQ keeps
 * its queues under its own default prefix `bull:<queue>:` (queue names in queues.ts).
 */
export const REDIS_KEYS = {
  /** BFF answer cache (CacheService): `shop:cache:v1:<key>`, JSON with a TTL. */
  cache: 'shop:cache:v1:',
  /** Customer prices, inside the answer cache's namespace: `…price:<mandant>:<customer>:<sku>:<kind>`. */
  priceCache: 'shop:cache:v1:price:',
  /** Offline catalogue of scan-me per tenant and language: a hash of revision, etag and compressed bodies. */
  offlineCatalogue: 'shop:offline-catalogue:v2:',
  /** Rate-limit counters of the BFF: `shop:rate:<caller>:<window>`, one integer per caller and window. */
  rateLimit: 'shop:rate:',
  /** Contact form submissions already taken (decision 0096): `shop:contact-form:<mandant>:<id>`, 24 h TTL. */
  contactFormSubmission: 'shop:contact-form:',
  /** Server-side sessions (express-session via connect-redis): `shop:sess:<session id>`. */
  session: 'shop:sess:',
  /** Maintenance state: one hash, field = mandant code, value = JSON MaintenanceState. */
  maintenanceState: 'shop:maintenance',
  /** Pub/sub channel of shop events, followed by `:db<index>` (shopEventsChannel). */
  eventsChannel: 'shop:events',
  /** Documents of the worker (decision 0057): `shop:documents:v1:<document id>`, a hash with a TTL. */
  documents: 'shop:documents:v1:',
  /** A customer's documents waiting for the worker (decision 0067): `…<mandant>:<customer>`, a sorted set. */
  documentsPending: 'shop:documents-pending:v1:',
  /** A customer's kept document files and their sizes (decision 0067): `…<mandant>:<customer>`, a sorted set. */
  documentsStored: 'shop:documents-stored:v1:',
  /** A person's sign-out (decision 0074): `shop:signed-out:<token sub>` = epoch seconds, 24 h TTL. */
  signedOut: 'shop:signed-out:',
  /**
   * Set by a worker once Redis holds every unexpired sign-out of the database (decision 0145): epoch ms
   * of that restore, no TTL. Missing means Redis is new or lost its data, and the sign-outs are written
   * back. Outside the `shop:signed-out:` namespace on purpose: it is no person's sign-out.
   */
  signOutsRestored: 'shop:signed-outs-restored',
  /**
   * A contact's last change by the user administration (decision 0084): `shop:contact-stamp:<contact id>` =
   * epoch ms, kept as long as a session lives; a session with an older stamp re-reads its contact.
   */
  contactStamp: 'shop:contact-stamp:',
  /**
   * Open shop pages (SSE streams) per BFF process (docs/decisions/0139-operations-console.md): one hash,
   * field = process id, value = JSON `{ counts: { <mandant>: n }, expiresAt }`, refreshed by each
   * process's heartbeat; readers sum the fields not expired and drop the expired ones.
   */
  openPages: 'shop:open-pages',
  /** Pub/sub channel of changed session ids, followed by `:db<index>`: BFFs drop their local copy. */
  sessionsChannel: 'shop:sessions-changed',
} as const;
