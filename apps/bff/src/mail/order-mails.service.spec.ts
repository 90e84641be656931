import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { OrderRecord } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';
import { MAIL_JOB_OPTIONS, validateOrderConfirmationMailJob, type MailOutbox } from '@shop/jobs';
import { guestShopContext } from '@shop/locales';
import { OrderMails } from './order-mails.service';

const eur = (centAmount: number) => ({ centAmount, currency: 'EUR' });

const order: OrderRecord = {
  id: 'o1',
  orderNumber: 'WS-100007',
  mandantCode: '20HHAT',
  customerId: 'c1',
  source: 'WEB_SHOP',
  status: 'OPEN',
  cartId: 'cart1',
  contactId: 'p1',
  employeeId: 'e1',
  employeeNo: 'E-17',
  customerIdentifier: 'PO 4711',
  customerComment: null,
  shippingAgent: 'INNER',
  shippingAddress: {
    firstName: 'Eva',
    lastName: 'Muster',
    streetName: 'Lieferweg 3',
    postalCode: '1100',
    city: 'Wien',
    country: 'AT',
  },
  taxPercent: 20,
  totals: { net: eur(1000), tax: eur(200), gross: eur(1200) },
  orderedAt: '2026-11-23T09:30:00.000Z',
  lines: [
    { position: 1, sku: 'HH-1', name: 'Seife', quantity: 2, unitPrice: eur(500), linePrice: eur(1000) },
  ],
  customLineItem: { key: 'MMZ', name: 'MMZ', price: eur(990) },
};

/** An employee acting for a customer: the contact is the customer's, the employee has a login of its own. */
const employeeForCustomer: ShopContext = {
  ...guestShopContext('de-at'),
  userType: 'EMPLOYEE',
  role: 'ROLE_CART_PURCHASER',
  customer: { id: 'c1', customerNo: '100001', name: 'Muster GmbH' },
  contact: {
    id: 'p1',
    contactNo: 'K1',
    firstName: 'Eva',
    lastName: 'Muster',
    email: 'eva.muster@muster.example',
    role: 'ROLE_CART_PURCHASER',
  },
  employee: {
    id: 'e1',
    employeeNo: 'E-17',
    name: 'Max Staff',
    loginEmail: 'max@provider.example',
    loginEmailHash: 'h',
  },
};

function setup(add: () => Promise<unknown> = async () => ({ id: 'job' })) {
  const queue = { add: jest.fn(add) };
  const outbox = { store: jest.fn(async () => true) };
  const logger = { warn: jest.fn(), error: jest.fn() };
  const mails = new OrderMails(
    queue as unknown as Queue,
    outbox as unknown as MailOutbox,
    logger as unknown as Logger,
  );
  return { queue, logger, mails };
}

describe('OrderMails.orderPlaced', () => {
  it('enqueues one confirmation per order, to the contact the employee acted for, in the order’s locale', async () => {
    const { queue, mails } = setup();
    await mails.orderPlaced(employeeForCustomer, order);
    expect(queue.add).toHaveBeenCalledTimes(1);
    const [name, data, options] = queue.add.mock.calls[0] as unknown as [string, unknown, object];
    expect(name).toBe('order-confirmation');
    expect(options).toEqual({ ...MAIL_JOB_OPTIONS, jobId: 'order-confirmation-20HHAT-WS-100007' });
    // What the worker will accept: the contract of @shop/jobs.
    expect(validateOrderConfirmationMailJob(data)).toEqual({
      to: 'eva.muster@muster.example',
      locale: 'de-at',
      mandantCode: '20HHAT',
      order: {
        orderNumber: 'WS-100007',
        orderedAt: '2026-11-23T09:30:00.000Z',
        customerIdentifier: 'PO 4711',
        lines: [{ sku: 'HH-1', name: 'Seife', quantity: 2, linePrice: eur(1000) }],
        taxPercent: 20,
        totals: order.totals,
        shippingAddress: order.shippingAddress,
        customLineItem: order.customLineItem,
      },
    });
  });

  it('does not fail the order when the job cannot be enqueued, and logs it with the order number', async () => {
    const { logger, mails } = setup(async () => {
      throw new Error('Connection is closed.');
    });
    await expect(mails.orderPlaced(employeeForCustomer, order)).resolves.toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ queue: 'mail', mandantCode: '20HHAT', orderNumber: 'WS-100007' }),
      'order confirmation not enqueued',
    );
  });

  it('enqueues nothing for a session without a contact', async () => {
    const { queue, logger, mails } = setup();
    await mails.orderPlaced({ ...employeeForCustomer, contact: null }, order);
    expect(queue.add).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ orderNumber: 'WS-100007' }),
      'no order confirmation: the session has no contact e-mail',
    );
  });
});
