import { accessLevelOf } from '@shop/domain';
import type { SessionUser } from '../common/session/session-user';
import type { MeModel } from './me.models';

/** The `me` view of a session user. */
export function toMeModel(user: SessionUser): MeModel {
  return {
    userType: user.userType,
    mandantCode: user.mandantCode,
    role: user.role ?? 'ROLE_AUTHENTICATED',
    accessLevel: accessLevelOf(user.role),
    customer: user.customer
      ? { ...user.customer, exclFromMinQtyCharge: user.customer.exclFromMinQtyCharge === true }
      : null,
    contact: user.contact,
    employee: user.employee
      ? { id: user.employee.id, employeeNo: user.employee.employeeNo, name: user.employee.name }
      : null,
    loginEmailHash: user.employee?.loginEmailHash ?? null,
    needsCustomerSelection: user.userType === 'EMPLOYEE' && !user.customer,
  };
}
