import type { MeFixture } from './graphql-fixtures';

/** An administrator of customer 100001 (its contact id is contact-1). */
export const USERS_ADMIN: MeFixture = {
  role: 'ROLE_ADMIN',
  customer: { customerNo: '100001', name: 'Hotel Alpenblick' },
  contact: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
};

/** A contact as the user administration reads it (the CompanyContactFields fragment). */
export const companyContact = (id: string, over: Record<string, unknown> = {}) => ({
  __typename: 'Contact',
  id,
  contactNumber: `KT${id}`,
  customerNumber: '100001',
  loginEmail: `${id}@hotel.example`,
  salutation: 'MS',
  firstName: 'Maria',
  middleName: null,
  lastName: `Huber ${id}`,
  personalEmail: null,
  phone: null,
  position: null,
  organizationalLevelCode: null,
  role: 'ROLE_CART_APPROVER',
  deletionState: false,
  version: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  isTemporary: false,
  invitationExpiresAt: null,
  ...over,
});

/** The contact form's options of 20HHAT (roles, salutations, organizational levels). */
export const contactFormOptions = {
  __typename: 'ShopConfig',
  webRoles: [
    { __typename: 'WebRoleConfig', code: 'ROLE_ADMIN', isAdministrator: true, accessLevel: 4 },
    { __typename: 'WebRoleConfig', code: 'ROLE_CART_PURCHASER', isAdministrator: false, accessLevel: 2 },
    { __typename: 'WebRoleConfig', code: 'ROLE_CART_APPROVER', isAdministrator: false, accessLevel: 3 },
  ],
  salutations: [
    { __typename: 'CodeName', code: 'MR', name: 'Herr' },
    { __typename: 'CodeName', code: 'MS', name: 'Frau' },
  ],
  organizationalLevels: [{ __typename: 'CodeName', code: 'PURCHASING', name: 'Einkauf' }],
};
