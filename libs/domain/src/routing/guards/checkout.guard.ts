import { mayCheckOut } from '../checkout-access';
import { next, redirectTo, type Guard } from '../guard-types';

/**
 * Route guard `checkout` of order confirmation and order finish: only a signed-in user acting for
 * a customer with a role that may order; everyone else goes back to the cart (guests were already
 * sent to the login page by guard 9).
 */
export const checkoutGuard: Guard = ({ user, targets }) =>
  mayCheckOut(user) ? next() : redirectTo(targets.cart);
