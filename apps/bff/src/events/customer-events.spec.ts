import { documentReadyEvent, type DocumentKind } from '@shop/jobs';
import type { SessionUser } from '../common/session/session-user';
import { documentEventForUser } from './customer-events';

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
