/** A cart opened for editing is locked for 10 minutes (docs/rules/constants.md). */
export const CART_LOCK_MINUTES = 10;
const CART_LOCK_MS = CART_LOCK_MINUTES * 60_000;

/** Setting the lock sets lockedUntil to 10 minutes from now (docs/rules/states-and-rules.md). */
export function lockedUntilFrom(now: Date): Date {
  return new Date(now.getTime() + CART_LOCK_MS);
}

/** Who holds a lock or changes a cart: the contact, or `employee:<id>` for an employee acting as it. */
export function cartActorOf(contactId: string, employeeId: string | null): string {
  return employeeId ? `employee:${employeeId}` : contactId;
}

/** The name other users read in "locked by <name>": the contact's, or the acting employee's. */
export function cartActorNameOf(ctx: {
  contact: { firstName: string; lastName: string } | null;
  employee: { name: string } | null;
}): string {
  if (ctx.employee) return ctx.employee.name;
  return `${ctx.contact?.firstName ?? ''} ${ctx.contact?.lastName ?? ''}`.trim();
}

/** The lock as others see it now: null when nobody holds it (never taken, released or expired). */
export function activeLockOf<T extends { lockedBy: string | null; lockedUntil: string | null }>(
  cart: T,
  now: Date,
): { lockedBy: string; lockedUntil: string } | null {
  if (!cart.lockedBy || !cart.lockedUntil) return null;
  if (new Date(cart.lockedUntil).getTime() <= now.getTime()) return null;
  return { lockedBy: cart.lockedBy, lockedUntil: cart.lockedUntil };
}

/**
 * Decision 0041: the lock that holds `actor` off a cart's writes now, with who holds it and until
 * when; null when nobody else holds an unexpired lock (the actor's own lock never holds it off).
 */
export function lockRefusalOf(
  cart: { lockedBy: string | null; lockedUntil: string | null; lockedByName: string | null },
  actor: string,
  now: Date,
): { lockedByName: string; lockedUntil: string } | null {
  const lock = activeLockOf(cart, now);
  if (!lock || lock.lockedBy === actor) return null;
  return { lockedByName: cart.lockedByName ?? '', lockedUntil: lock.lockedUntil };
}
