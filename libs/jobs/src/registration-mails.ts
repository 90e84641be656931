import { isIsoDateTime } from './maintenance-request';
import {
  mailAddressingOf as addressingOf,
  mailHttpUrl as httpUrl,
  mailText as text,
  type Unchecked,
} from './mail-job-validation';
import type { LocaleCode, MandantCode } from '@shop/locales';
import { InvalidJobError } from './invalid-job';

/**
 * The mails of a registration (decision 0094): the registrant is told it was received; for an
 * existing customer, each of its administrators is asked to approve the request by a link.
 */

export const REGISTRATION_MAIL_KINDS = ['new-customer', 'existing-customer'] as const;
export type RegistrationMailKind = (typeof REGISTRATION_MAIL_KINDS)[number];

/** Payload of MAIL_JOBS.registrationReceived: one mail to the registrant, in the locale it registered in. */
export interface RegistrationReceivedMailJob {
  to: string;
  locale: string;
  mandantCode: string;
  registration: {
    id: string;
    kind: RegistrationMailKind;
    /** New customer: the company's name. */
    companyName: string | null;
    /** Existing customer: the number asked for. */
    customerNumber: string | null;
    /** ISO date-time with zone. */
    receivedAt: string;
    /** The shop's home page in the locale (an absolute http(s) URL). */
    shopUrl: string;
  };
}

/** Payload of MAIL_JOBS.registrationAccessRequest: one mail to one administrator of the customer. */
export interface RegistrationAccessRequestMailJob {
  to: string;
  /** The customer's shop locale (its language in the tenant). */
  locale: string;
  mandantCode: string;
  request: {
    registrationId: string;
    /** First and last name the registrant gave. */
    registrantName: string;
    registrantEmail: string;
    customerNumber: string;
    /** ISO date-time with zone. */
    requestedAt: string;
    comment: string | null;
    /** The contact approval page with the single-use token (an absolute http(s) URL). */
    approvalUrl: string;
  };
}

/** `:` is BullMQ's key separator. */
const idPart = (value: string) => value.replace(/%/g, '%25').replace(/:/g, '%3A');

/** One received-mail per registration, however often a double submit enqueues it. */
export function registrationReceivedJobId(registrationId: string): string {
  return `registration-received-${idPart(registrationId)}`;
}

/** One access-request mail per registration and administrator. */
export function registrationAccessRequestJobId(registrationId: string, email: string): string {
  return `registration-access-request-${idPart(registrationId)}-${idPart(email.toLowerCase())}`;
}

const MAX_COMMENT = 1000;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function commentOf(value: unknown): string | null {
  if (value == null) return null;
  if (typeof value !== 'string' || value.length > MAX_COMMENT || CONTROL_BUT_LINES.test(value))
    throw new InvalidJobError(`request.comment must be text of at most ${MAX_COMMENT} characters`);
  return value.trim() ? value : null;
}

function dateTime(value: unknown, field: string): string {
  if (!isIsoDateTime(value)) throw new InvalidJobError(`${field} must be an ISO date-time with zone`);
  return value;
}

type Addressed<T> = T & { locale: LocaleCode; mandantCode: MandantCode };
export type ValidRegistrationReceivedMailJob = Addressed<RegistrationReceivedMailJob>;
export type ValidRegistrationAccessRequestMailJob = Addressed<RegistrationAccessRequestMailJob>;

/** A received-mail's payload, checked (the worker runs it before rendering). */
export function validateRegistrationReceivedMailJob(data: unknown): ValidRegistrationReceivedMailJob {
  const job = (data ?? {}) as Unchecked<RegistrationReceivedMailJob>;
  const r = (job.registration ?? {}) as Unchecked<RegistrationReceivedMailJob['registration']>;
  if (!REGISTRATION_MAIL_KINDS.includes(r.kind as RegistrationMailKind))
    throw new InvalidJobError(`registration.kind must be one of ${REGISTRATION_MAIL_KINDS.join(', ')}`);
  return {
    ...addressingOf(job),
    registration: {
      id: text(r.id, 'registration.id', { min: 1, max: 200 }),
      kind: r.kind as RegistrationMailKind,
      companyName:
        r.companyName == null ? null : text(r.companyName, 'registration.companyName', { max: 200 }),
      customerNumber:
        r.customerNumber == null ? null : text(r.customerNumber, 'registration.customerNumber', { max: 20 }),
      receivedAt: dateTime(r.receivedAt, 'registration.receivedAt'),
      shopUrl: httpUrl(r.shopUrl, 'registration.shopUrl'),
    },
  };
}

/** An access-request mail's payload, checked. */
export function validateRegistrationAccessRequestMailJob(
  data: unknown,
): ValidRegistrationAccessRequestMailJob {
  const job = (data ?? {}) as Unchecked<RegistrationAccessRequestMailJob>;
  const r = (job.request ?? {}) as Unchecked<RegistrationAccessRequestMailJob['request']>;
  return {
    ...addressingOf(job),
    request: {
      registrationId: text(r.registrationId, 'request.registrationId', { min: 1, max: 200 }),
      registrantName: text(r.registrantName, 'request.registrantName', { min: 1, max: 200 }),
      registrantEmail: text(r.registrantEmail, 'request.registrantEmail', { min: 3, max: 254 }),
      customerNumber: text(r.customerNumber, 'request.customerNumber', { min: 1, max: 20 }),
      requestedAt: dateTime(r.requestedAt, 'request.requestedAt'),
      comment: commentOf(r.comment),
      approvalUrl: httpUrl(r.approvalUrl, 'request.approvalUrl'),
    },
  };
}
