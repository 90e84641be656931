/** Spec 02 §9: a cart opened for editing is locked for 10 minutes. */
export const CART_LOCK_MINUTES = 10;
const CART_LOCK_MS = CART_LOCK_MINUTES * 60_000;

export interface CartLock {
  /** Who holds the lock: a contact id or an employee id (`employee:<id>`). */
  lockedBy: string | null;
  lockedUntil: Date | null;
}

/** Spec 02 §4: setting the lock sets lockedUntil to 10 minutes from now. */
export function lockedUntilFrom(now: Date): Date {
  return new Date(now.getTime() + CART_LOCK_MS);
}

/** Whether someone else holds the lock right now (an expired lock holds nobody off). */
export function lockedForOthers(lock: CartLock, holder: string, now: Date): boolean {
  return (
    lock.lockedBy !== null &&
    lock.lockedBy !== holder &&
    lock.lockedUntil !== null &&
    lock.lockedUntil.getTime() > now.getTime()
  );
}
