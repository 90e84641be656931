import type { Request, Response } from 'express';
import type { PricesChangedEvent } from '@shop/jobs';
import type { SessionUser } from '../auth/session-user';
import { pricesEventForUser } from './price-visibility';

function currentUser(req: Request): Promise<SessionUser | undefined> {
  const session = req.session;
  if (!session) return Promise.resolve(undefined);
  // The stream outlives changes of its session (logout, an employee selecting another customer):
  // the session is re-read for every prices event, so only the current customer hears it.
  return new Promise((resolve) => session.reload((error) => resolve(error ? undefined : req.session?.user)));
}

/**
 * Forwards a prices-changed event to one SSE connection, narrowed to the connection's customer,
 * or not at all (other customers, guests, roles without prices). Prices events have no state to
 * resume, so they bypass the maintenance ordering of the stream.
 */
export async function forwardPricesEvent(
  req: Request,
  res: Response,
  event: PricesChangedEvent,
): Promise<void> {
  const own = pricesEventForUser(event, await currentUser(req));
  if (!own || res.writableEnded || res.destroyed) return;
  res.write(`id: ${own.id}\nevent: ${own.type}\ndata: ${JSON.stringify(own)}\n\n`);
}
