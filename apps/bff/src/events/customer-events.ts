import type { Request, Response } from 'express';
import { isOwnShoppingListKey, sessionSeesPricesIn, shoppingListKeysOf } from '@shop/domain';
import {
  mayHaveDocument,
  type ApiClientsChangedEvent,
  type BudgetChangedEvent,
  type CartChangedEvent,
  type ContactsChangedEvent,
  type CompanyChangedEvent,
  type DocumentReadyEvent,
  type PricesChangedEvent,
  type RegistrationDecidedEvent,
  type ShoppingListChangedEvent,
} from '@shop/jobs';
import { requestUserOf } from '../common/request/request-user';
import type { SessionUser } from '../common/session/session-user';
import { sseFrame } from './event-hub.service';

/** The events that belong to one customer: each stream hears only those of its session's customer. */
export type CustomerEvent =
  | PricesChangedEvent
  | CartChangedEvent
  | DocumentReadyEvent
  | BudgetChangedEvent
  | ApiClientsChangedEvent
  | ContactsChangedEvent
  | CompanyChangedEvent
  | RegistrationDecidedEvent
  | ShoppingListChangedEvent;

function currentUser(req: Request): Promise<SessionUser | undefined> {
  // A bearer stream's user is its token's, which cannot change (the stream ends when it expires).
  if (req.bearer) return Promise.resolve(requestUserOf(req));
  const session = req.session;
  if (!session) return Promise.resolve(undefined);
  // The stream outlives changes of its session (logout, an employee selecting another customer):
  // the session is re-read for every customer event, so only the current customer hears it.
  return new Promise((resolve) => session.reload((error) => resolve(error ? undefined : req.session?.user)));
}

/**
 * The part of a prices-changed event one session may hear: only its own customer's entry, and only
 * when that session sees prices in the event's tenant (libs/domain). Null: nothing for this session.
 */
export function pricesEventForUser(
  event: PricesChangedEvent,
  user: SessionUser | undefined,
): PricesChangedEvent | null {
  if (!user?.customer || !sessionSeesPricesIn(user, event.mandantCode)) return null;
  const own = event.customers.find((entry) => entry.customerNo === user.customer!.customerNo);
  return own ? { ...event, customers: [own] } : null;
}

/**
 * A document-ready event reaches the customer's sessions whose role may have that document: every
 * one for a plan, only those that see prices for a document with amounts (decision 0068).
 */
export function documentEventForUser(
  event: DocumentReadyEvent,
  user: SessionUser | undefined,
): DocumentReadyEvent | null {
  if (!ownCustomerEventForUser(event, user)) return null;
  return mayHaveDocument(event.kind, sessionSeesPricesIn(user, event.mandantCode)) ? event : null;
}

/** A customer event other than prices (cart, document, budget, API clients, contacts, company, registration) reaches the sessions acting for that customer in that tenant only. */
export function ownCustomerEventForUser<T extends Exclude<CustomerEvent, PricesChangedEvent>>(
  event: T,
  user: SessionUser | undefined,
): T | null {
  return user?.customer &&
    user.mandantCode === event.mandantCode &&
    user.customer.customerNo === event.customerNo
    ? event
    : null;
}

/**
 * A shopping list's change reaches only the sessions whose own list keys include it (decision 0098): the
 * contact's own sessions for its keys, an employee's sessions for the keys with its hash first.
 */
export function shoppingListEventForUser(
  event: ShoppingListChangedEvent,
  user: SessionUser | undefined,
): ShoppingListChangedEvent | null {
  if (!user?.mandantCode || !ownCustomerEventForUser(event, user)) return null;
  const keys = shoppingListKeysOf({ ...user, mandantCode: user.mandantCode });
  return isOwnShoppingListKey(keys, event.key) ? event : null;
}

/**
 * Forwards a customer's event to one SSE connection, narrowed to the connection's customer, or not at
 * all (other customers, guests; prices and documents with amounts also not to roles without prices). These events have no state
 * to resume, so they bypass the maintenance ordering of the stream.
 */
export async function forwardCustomerEvent(req: Request, res: Response, event: CustomerEvent): Promise<void> {
  const narrow = (user: SessionUser | undefined): CustomerEvent | null => {
    switch (event.type) {
      case 'prices-changed':
        return pricesEventForUser(event, user);
      case 'document-ready':
        return documentEventForUser(event, user);
      case 'shopping-list-changed':
        return shoppingListEventForUser(event, user);
      default:
        return ownCustomerEventForUser(event, user);
    }
  };
  // A session's user changes only with a new session id (sign-in, customer selection and tenant switch
  // regenerate it), so a stream whose session was not this customer's cannot become it: only the
  // customer's own streams pay for re-reading the session (a cart write reaches every stream).
  if (!narrow(requestUserOf(req))) return;
  const own = narrow(await currentUser(req));
  if (!own || res.writableEnded || res.destroyed) return;
  res.write(sseFrame(own));
}
