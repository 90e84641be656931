import { next, redirectTo, type Guard } from '../guard-types';
import { isRegisterRoute, type RouteBaseName } from '../route-names';

/** Pages a signed-in user without customer may stay on: registration itself, invitations, maintenance. */
const OPEN_WITHOUT_CUSTOMER: readonly RouteBaseName[] = ['invitation', 'maintenance'];

/**
 * Guard 1: a user signed in to the shop with neither customer nor contact is new to the shop: they
 * are sent to the register page and the register marker is stored. Employees are not customers and
 * are left to the customer-selection dialog. As soon as a customer or contact exists the marker goes.
 */
export const registerMarkerGuard: Guard = ({ user, route, markers, targets }) => {
  if (!user || user.userType === 'EMPLOYEE') return next();
  if (user.hasCustomer || user.hasContact) {
    return markers.register ? next({ registerMarker: 'remove' }) : next();
  }
  const staysHere =
    route !== null && (isRegisterRoute(route.name) || OPEN_WITHOUT_CUSTOMER.includes(route.name));
  if (staysHere) return markers.register ? next() : next({ registerMarker: 'set' });
  return redirectTo(targets.register, false, { registerMarker: 'set' });
};
