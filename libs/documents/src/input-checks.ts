import { essenceListDateProblem, type Money } from '@shop/domain';
import { LANGUAGES } from '@shop/locales';
import type { AlternativeCurrency, Letterhead } from './document.types';

/**
 * Input a renderer cannot print: names the field and what is wrong. A job that carries it will fail the
 * same way on every retry (the worker treats it as a permanent failure).
 */
export class DocumentInputError extends Error {
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`${field}: ${problem}`);
    this.name = 'DocumentInputError';
  }
}

/** Collects the checks of one input; each throws a DocumentInputError on the first problem. */
export const check = {
  language(field: string, value: unknown): void {
    if (!(LANGUAGES as readonly unknown[]).includes(value))
      throw new DocumentInputError(field, `not one of ${LANGUAGES.join(', ')}`);
  },
  locale(field: string, value: unknown): void {
    try {
      if (typeof value !== 'string' || Intl.getCanonicalLocales(value).length !== 1) throw new RangeError();
    } catch {
      throw new DocumentInputError(field, 'not a BCP 47 language tag');
    }
  },
  oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): void {
    if (!(allowed as readonly unknown[]).includes(value))
      throw new DocumentInputError(field, `not one of ${allowed.join(', ')}`);
  },
  /** A real calendar day as YYYY-MM-DD; with `dateTime`, an ISO date-time whose first ten characters are one. */
  day(field: string, value: unknown, { dateTime = false } = {}): void {
    const day = typeof value === 'string' ? (dateTime ? value.slice(0, 10) : value) : '';
    if (essenceListDateProblem(day) !== null) throw new DocumentInputError(field, 'not a day (YYYY-MM-DD)');
  },
  text(field: string, value: unknown): void {
    if (typeof value !== 'string') throw new DocumentInputError(field, 'not a text');
  },
  number(field: string, value: unknown): void {
    if (typeof value !== 'number' || !Number.isFinite(value))
      throw new DocumentInputError(field, 'not a finite number');
  },
  money(field: string, value: Money | undefined | null): void {
    if (!value || !Number.isSafeInteger(value.centAmount))
      throw new DocumentInputError(field, 'not an amount in whole cents');
    if (!/^[A-Z]{3}$/.test(value.currency)) throw new DocumentInputError(field, 'not an ISO 4217 currency');
  },
  letterhead(field: string, value: Letterhead | undefined | null): void {
    if (!value) throw new DocumentInputError(field, 'missing');
    for (const key of [
      'companyName',
      'street',
      'postalCode',
      'city',
      'country',
      'vatId',
      'phone',
      'email',
      'website',
    ] as const)
      check.text(`${field}.${key}`, value[key]);
  },
  address(field: string, value: { name: string; lines: string[] } | undefined | null): void {
    if (!value) throw new DocumentInputError(field, 'missing');
    check.text(`${field}.name`, value.name);
    if (!Array.isArray(value.lines)) throw new DocumentInputError(`${field}.lines`, 'not a list of texts');
    value.lines.forEach((line, index) => check.text(`${field}.lines[${index}]`, line));
  },
  alternative(field: string, value: AlternativeCurrency | undefined | null): void {
    if (value === undefined || value === null) return;
    if (!/^[A-Z]{3}$/.test(value.currency)) throw new DocumentInputError(`${field}.currency`, 'not ISO 4217');
    if (!(value.factor > 0 && Number.isFinite(value.factor)))
      throw new DocumentInputError(`${field}.factor`, 'not a positive number');
  },
};
