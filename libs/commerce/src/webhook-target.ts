import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Server-side request forgery guard of webhook URLs (decision 0136): a target must be https and its
 * host must resolve only to public addresses; a development setting (WEBHOOKS_ALLOW_PRIVATE_TARGETS)
 * allows http and private targets for a receiver on the same machine. Checked when a subscription is
 * written and again at every delivery, on the address the connection then uses (DNS rebinding).
 */

/** Addresses a webhook never goes to outside development. */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64 of any IPv4 address: refused rather than unwrapped
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`) is checked as the IPv4 address. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1], family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** Whether a webhook may go to this IP address outside development. */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  const { address: plain, family } = unmapped(address);
  return !FORBIDDEN.check(plain, family);
}

export interface WebhookTargetPolicy {
  /** WEBHOOKS_ALLOW_PRIVATE_TARGETS: http and loopback, link-local and private addresses allowed. */
  allowPrivateTargets: boolean;
}

/** Why a URL is no webhook target: a message key of the shop's errors. */
export type WebhookTargetRefusal =
  | 'error.webhook-url-invalid'
  | 'error.webhook-url-not-https'
  | 'error.webhook-url-not-public'
  | 'error.webhook-url-unresolvable';

/** The most characters of a webhook URL. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;

/** The URL's form alone: absolute http(s), no credentials, https outside development. Null: fine. */
export function webhookUrlRefusal(url: string, policy: WebhookTargetPolicy): WebhookTargetRefusal | null {
  if (url.length > WEBHOOK_URL_MAX_LENGTH) return 'error.webhook-url-invalid';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'error.webhook-url-invalid';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'error.webhook-url-invalid';
  if (parsed.username || parsed.password || parsed.hostname === '') return 'error.webhook-url-invalid';
  if (parsed.protocol === 'http:' && !policy.allowPrivateTargets) return 'error.webhook-url-not-https';
  return null;
}

type LookupAll = (hostname: string) => Promise<LookupAddress[]>;

const lookupAll: LookupAll = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/** The URL's host without the brackets of an IPv6 literal. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Checks a webhook URL: its form, then every address its host resolves to. Null: it may be a target.
 * Every address must be public, so a name with one private address among public ones is refused.
 */
export async function webhookTargetRefusal(
  url: string,
  policy: WebhookTargetPolicy,
  resolve: LookupAll = lookupAll,
): Promise<WebhookTargetRefusal | null> {
  const form = webhookUrlRefusal(url, policy);
  if (form) return form;
  if (policy.allowPrivateTargets) return null;
  const host = hostOf(new URL(url));
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await resolve(host)).map((entry) => entry.address);
  } catch {
    return 'error.webhook-url-unresolvable';
  }
  if (addresses.length === 0) return 'error.webhook-url-unresolvable';
  return addresses.every(isPublicAddress) ? null : 'error.webhook-url-not-public';
}

/** A connection to a target refused by the guard (its `code`). */
export const WEBHOOK_TARGET_REFUSED = 'EWEBHOOKTARGET';

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request that resolves the host and refuses it unless every address is public
 * (or the policy allows private targets): the check is made on the very addresses the connection
 * uses, so a name that resolved to a public address when it was subscribed and to a private one now
 * (DNS rebinding) is refused.
 */
export function guardedLookup(policy: WebhookTargetPolicy, resolve: LookupAll = lookupAll) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    const host = hostname.replace(/^\[(.*)\]$/, '$1');
    const found = isIP(host) ? Promise.resolve([{ address: host, family: isIP(host) }]) : resolve(host);
    found.then(
      (addresses) => {
        if (
          addresses.length === 0 ||
          (!policy.allowPrivateTargets && !addresses.every((a) => isPublicAddress(a.address)))
        ) {
          const error: NodeJS.ErrnoException = new Error(
            `webhook target ${hostname} is not a public address`,
          );
          error.code = WEBHOOK_TARGET_REFUSED;
          callback(error, '');
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
