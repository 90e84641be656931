import type { NextFunction, Request, Response } from 'express';
import type { TrustedDocumentsMode } from './trusted-document-options';
import { NOT_TRUSTED_CODE, NOT_TRUSTED_KEY } from './trusted-document-options';
import { documentHash, type TrustedDocuments } from './trusted-documents';

const HASH = /^[0-9a-f]{64}$/;

/** What is wrong with a request's persisted-query extension (`details.reason` of the 400). */
export type ProtocolFault =
  | 'persisted-query-version'
  | 'persisted-query-hash'
  | 'persisted-query-hash-mismatch';

/** The parts of a GraphQL request over HTTP this edge looks at, from a POST body or a GET's query string. */
interface RequestParts {
  query: unknown;
  extensions: unknown;
}

function partsOf(req: Request): RequestParts | null {
  if (req.method === 'POST') {
    const body = req.body as Record<string, unknown> | undefined;
    // A batch (an array) or a body that is not an object is Apollo's to refuse.
    return body && typeof body === 'object' && !Array.isArray(body)
      ? { query: body.query, extensions: body.extensions }
      : null;
  }
  if (req.method !== 'GET') return null;
  let extensions: unknown = req.query.extensions;
  if (typeof extensions === 'string') {
    try {
      extensions = JSON.parse(extensions);
    } catch {
      return { query: req.query.query, extensions: undefined };
    }
  }
  return { query: req.query.query, extensions };
}

/** The fault of a persisted-query extension (Apollo's APQ format, decision 0050), or null when it is sound or absent. */
export function protocolFaultOf(query: unknown, extensions: unknown): ProtocolFault | null {
  const persisted = (extensions as { persistedQuery?: unknown } | null | undefined)?.persistedQuery;
  if (persisted === undefined || persisted === null) return null;
  const { version, sha256Hash } = persisted as { version?: unknown; sha256Hash?: unknown };
  if (version !== 1) return 'persisted-query-version';
  if (typeof sha256Hash !== 'string' || !HASH.test(sha256Hash)) return 'persisted-query-hash';
  if (typeof query === 'string' && documentHash(query) !== sha256Hash) return 'persisted-query-hash-mismatch';
  return null;
}

function refuse(res: Response, extensions: Record<string, unknown>): void {
  res
    .status(400)
    .type('application/json')
    .json({ errors: [{ message: extensions.messageKey, extensions }] });
}

/**
 * The /graphql edge of the trusted documents (decision 0050, amended by 0076), in front of Apollo:
 * - `only`: a document sent as text whose sha256 is in no manifest is refused before Apollo parses,
 *   validates or counts it: 400 `PERSISTED_QUERY_NOT_FOUND`, the same answer whatever the text, so
 *   nothing of the schema is named to a client that may not run its own documents;
 * - `allow` and `only`: a malformed persisted-query extension (a version other than 1, a hash that is
 *   no sha256 hex, a text with another text's hash) is a 400 `BAD_USER_INPUT` `error.invalid-request`
 *   with `details.reason`; Apollo would answer the first and last without a code (INTERNAL to the
 *   client) and fail on the second.
 * `off` leaves hashes to Apollo, which answers PersistedQueryNotSupported (APQ clients then send texts).
 */
export function persistedQueryEdge(mode: TrustedDocumentsMode, documents: TrustedDocuments) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const parts = mode === 'off' ? null : partsOf(req);
    if (!parts) return next();
    if (mode === 'only' && typeof parts.query === 'string' && !documents.has(documentHash(parts.query)))
      return refuse(res, { code: NOT_TRUSTED_CODE, messageKey: NOT_TRUSTED_KEY });
    const fault = protocolFaultOf(parts.query, parts.extensions);
    if (fault)
      return refuse(res, {
        code: 'BAD_USER_INPUT',
        messageKey: 'error.invalid-request',
        details: { reason: fault },
      });
    next();
  };
}
