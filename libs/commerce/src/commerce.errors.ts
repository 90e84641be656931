import { NO_QUERY_PROVIDED } from '@shop/domain';

/** A product query with neither search text nor category ('no query provided') (docs/rules/errors.md). */
export class NoQueryProvidedError extends Error {
  readonly messageKey = 'error.no-query-provided';

  constructor() {
    super(NO_QUERY_PROVIDED);
    this.name = 'NoQueryProvidedError';
  }
}
