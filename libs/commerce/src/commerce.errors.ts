import { NO_QUERY_PROVIDED } from '@shop/domain';

/** Spec 02 §8: a product query with neither search text nor category ('no query provided'). */
export class NoQueryProvidedError extends Error {
  readonly messageKey = 'error.no-query-provided';

  constructor() {
    super(NO_QUERY_PROVIDED);
    this.name = 'NoQueryProvidedError';
  }
}
