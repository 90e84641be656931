import { documentReadyEvent, shoppingListChangedEvent, type DocumentKind } from '@shop/jobs';
import type { SessionUser } from '../common/session/session-user';
import { documentEventForUser, shoppingListEventForUser } from './customer-events';

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  subject: 's',
  email: 'x@20hhat.example',
  idToken: 't',
  userType: 'STANDARD',
  mandantCode: '20HHAT',
  role: 'ROLE_CART_PURCHASER',
  customer: { id: 'c1', customerNo: '100001', name: 'Hotel Alpenblick' },
  contact: null,
  employee: null,
  ...over,
});
const ready = (kind: DocumentKind, customerNo = '100001', mandantCode = '20HHAT') =>
  documentReadyEvent({ mandantCode, customerNo, documentId: 'doc-1', kind }, 'READY', new Date(0));

describe('documentEventForUser (decision 0068)', () => {
  const shopper = user({ role: 'ROLE_CART_MANAGER_NO_CHECKOUT' });

  it('gives a document with amounts to the customer’s sessions that see prices only', () => {
    for (const kind of ['ORDER', 'INVOICE', 'CREDIT_MEMO', 'PURCHASE_REPORT'] as const) {
      expect(documentEventForUser(ready(kind), user())).toEqual(ready(kind));
      expect(documentEventForUser(ready(kind), shopper)).toBeNull();
    }
  });

  it('gives a plan (no amounts) to every session of the customer', () => {
    expect(documentEventForUser(ready('PLAN'), shopper)).toEqual(ready('PLAN'));
    expect(documentEventForUser(ready('PLAN'), user())).toEqual(ready('PLAN'));
  });

  it('gives nothing to another customer, another tenant or a session without a user', () => {
    for (const kind of ['INVOICE', 'PLAN'] as const) {
      expect(documentEventForUser(ready(kind, '100002'), user())).toBeNull();
      expect(documentEventForUser(ready(kind, '100001', '30HHDE'), user())).toBeNull();
      expect(documentEventForUser(ready(kind), undefined)).toBeNull();
    }
  });
});

describe('shoppingListEventForUser (decision 0098)', () => {
  const contact = {
    id: 'k1',
    contactNo: 'KT000001',
    firstName: 'Anna',
    lastName: 'Gruber',
    email: 'x@20hhat.example',
    role: 'ROLE_CART_PURCHASER' as const,
  };
  const own = user({ contact });
  const changed = (key: string, customerNo = '100001', mandantCode = '20HHAT') =>
    shoppingListChangedEvent(
      { mandantCode, customerNo, contactNo: 'KT000001', key, version: 2 },
      new Date(0),
    );

  it('reaches the sessions whose own keys include the list, the scan-me list too', () => {
    expect(shoppingListEventForUser(changed('100001-KT000001-20HHAT'), own)).not.toBeNull();
    expect(shoppingListEventForUser(changed('100001-KT000001-20HHAT-ScanMe'), own)).not.toBeNull();
  });

  it('gives nothing to another contact, an employee acting for the contact, another customer or tenant', () => {
    const colleague = user({ contact: { ...contact, id: 'k2', contactNo: 'KT000002' } });
    const employee = user({
      contact,
      employee: { id: 'e1', employeeNo: 'E1', name: 'E', loginEmail: 'e@x', loginEmailHash: 'abc123' },
    });
    expect(shoppingListEventForUser(changed('100001-KT000001-20HHAT'), colleague)).toBeNull();
    expect(shoppingListEventForUser(changed('100001-KT000001-20HHAT'), employee)).toBeNull();
    expect(shoppingListEventForUser(changed('100001-KT000001-20HHAT', '100002'), own)).toBeNull();
    expect(shoppingListEventForUser(changed('100001-KT000001-20HHAT', '100001', '30HHDE'), own)).toBeNull();
    expect(shoppingListEventForUser(changed('100001-KT000001-20HHAT'), undefined)).toBeNull();
  });
});
