import { next, redirectTo, type Guard } from '../guard-types';
import { isRegisterRoute } from '../route-names';

/** Guard 2: someone whose session already holds a customer has nothing to register; their orders instead. */
export const registerWithCustomerGuard: Guard = ({ user, route, targets }) =>
  route && isRegisterRoute(route.name) && user?.hasCustomer ? redirectTo(targets.accountOrders) : next();
