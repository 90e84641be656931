import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { NextFunction, Request, Response } from 'express';
import { badInput } from '../shop-error';

/** Message key of a text input holding a NUL byte or a lone surrogate (decision 0075). */
export const INVALID_TEXT_KEY = 'error.invalid-text';

/** A NUL byte, or a surrogate that is not one half of a pair: no database column can hold either. */
const NOT_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` is text the shop can store, compare and send back (decision 0075). */
export const isStorableText = (text: string): boolean => !NOT_TEXT.test(text);

/**
 * The path (`name`, `address.city`, `codes.1`) of the first string in `value` that is no storable
 * text, or null. Walks without recursion: a request body of 100 kB can nest deeper than the stack.
 */
export function invalidTextAt(value: unknown, name: string): string | null {
  const pending: [unknown, string][] = [[value, name]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return path;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push([item[i], `${path}.${i}`]);
    } else if (item && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--)
        pending.push([entries[i]![1], `${path}.${entries[i]![0]}`]);
    }
  }
  return null;
}

const invalidText = (field: string) => badInput(INVALID_TEXT_KEY, { field });

/** Per parsed document: the argument whose string literal is no text, or null (Apollo caches documents). */
const literalVerdicts = new WeakMap<DocumentNode, string | null>();

function invalidLiteralIn(document: DocumentNode): string | null {
  let verdict = literalVerdicts.get(document);
  if (verdict !== undefined) return verdict;
  verdict = null;
  let argument = '';
  visit(document, {
    Argument(node) {
      argument = node.name.value;
    },
    [Kind.STRING](node) {
      if (verdict === null && !isStorableText(node.value)) verdict = argument || 'document';
    },
  });
  literalVerdicts.set(document, verdict);
  return verdict;
}

/**
 * GraphQL's side of the check (decision 0075): every string of the variables and every string
 * literal of the document, once the operation is known and before the cost check and execution.
 * Refused with HTTP 400, as every refusal before an operation runs.
 */
export function textInputPlugin(): ApolloServerPlugin {
  const listener = {
    async didResolveOperation({
      request,
      document,
    }: {
      request: { variables?: Record<string, unknown> };
      document: DocumentNode;
    }) {
      const field =
        Object.entries(request.variables ?? {})
          .map(([name, value]) => invalidTextAt(value, name))
          .find((path) => path !== null) ?? invalidLiteralIn(document);
      if (field === null || field === undefined) return;
      const error = invalidText(field);
      throw new GraphQLError(error.message, {
        extensions: { ...error.extensions, http: { status: 400 } },
      });
    },
  };
  return { requestDidStart: async () => listener };
}

/**
 * REST's side (decision 0075): the parsed query string and JSON body of every route but /graphql
 * (checked by the plugin, which also sees the document), before guards, pipes and handlers. A Nest
 * middleware, so it runs after the body parsers.
 */
export function refuseInvalidText(req: Request, _res: Response, next: NextFunction): void {
  const field = invalidTextAt(req.query, 'query') ?? invalidTextAt(req.body, 'body');
  // Thrown, not passed to next: Nest's middleware proxy hands it to the global error filter.
  if (field !== null) throw invalidText(field);
  next();
}
