import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isPublicAddress, webhookUrlRefusal, type WebhookTargetPolicy } from '@shop/commerce';

/** A signed delivery request: where, the body as sent and its headers. */
export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** The receiver's answer: its status; the body is read and dropped (at most a few kB are waited for). */
export interface WebhookAnswer {
  statusCode: number;
}

export type WebhookSend = (request: WebhookRequest) => Promise<WebhookAnswer>;

/** A receiver's answer body is read up to this many bytes, then the connection is dropped. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs a webhook with a deadline of `timeoutMs` for the whole exchange, never following a redirect,
 * to a target checked against SSRF (decision 0136) on the addresses the connection uses: the URL's
 * form and an IP literal before connecting, a host name through the guarded lookup at connect time (a
 * name that rebinds to a private address is refused). Rejects on a refused target, a network error or
 * the deadline.
 */
export function webhookSender(policy: WebhookTargetPolicy, timeoutMs: number): WebhookSend {
  const lookup = guardedLookup(policy);
  return async ({ url, body, headers }) => {
    const refusal = webhookUrlRefusal(url, policy);
    if (refusal) throw new Error(`target refused: ${refusal}`);
    const target = new URL(url);
    // An IP literal is connected to without a lookup: checked here; a name by the lookup.
    const literal = target.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(literal) && !policy.allowPrivateTargets && !isPublicAddress(literal))
      throw new Error('target refused: error.webhook-url-not-public');
    const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<WebhookAnswer>((resolve, reject) => {
      const req = request(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
          lookup: lookup as never,
          timeout: timeoutMs,
          signal: AbortSignal.timeout(timeoutMs),
        },
        (res) => {
          let read = 0;
          res.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_ANSWER_BYTES) res.destroy();
          });
          const done = () => resolve({ statusCode: res.statusCode ?? 0 });
          res.on('end', done);
          res.on('close', done);
          res.on('error', done);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on('error', (error) =>
        reject(error.name === 'AbortError' ? new Error(`no answer within ${timeoutMs} ms`) : error),
      );
      req.end(body);
    });
  };
}
