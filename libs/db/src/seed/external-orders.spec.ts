import {
  isBuyable,
  ORDER_REFERENCE_PATTERN,
  orderTotalsOf,
  quantityProblem,
  quantityRuleOf,
} from '@shop/domain';
import { MANDANT_CODES } from '@shop/locales';
import { EXTERNAL_ORDER_CUSTOMERS_PER_TENANT, EXTERNAL_ORDERS_PER_CUSTOMER } from './external-orders';
import { generateSeedData } from './generate';

describe.each([0.05, 1])('seeded external orders at scale %s', (scale) => {
  const data = generateSeedData(scale);
  const { orders, lines, documents, documentLines } = data.externalOrders;

  it('gives the first customers of every tenant a bounded history, the demo customer included', () => {
    for (const mandantCode of MANDANT_CODES) {
      const own = orders.filter((order) => order.mandant_code === mandantCode);
      expect(own.length).toBe(EXTERNAL_ORDER_CUSTOMERS_PER_TENANT * EXTERNAL_ORDERS_PER_CUSTOMER);
      const first = data.customers.find((customer) => customer.mandant_code === mandantCode)!;
      expect(own.filter((order) => order.customer_id === first.id)).toHaveLength(
        EXTERNAL_ORDERS_PER_CUSTOMER,
      );
    }
  });

  it('numbers orders and documents uniquely per tenant, as references the shop accepts', () => {
    const keys = [
      ...orders.map((order) => `${order.mandant_code}:ORDER:${order.order_number}`),
      ...documents.map((d) => `${d.mandant_code}:${d.kind}:${d.document_number}`),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    for (const number of [...orders.map((o) => o.order_number), ...documents.map((d) => d.document_number)])
      expect(number).toMatch(ORDER_REFERENCE_PATTERN);
  });

  it('has lines of buyable products at allowed quantities, and totals that add up', () => {
    const products = new Map(data.products.map((p) => [`${p.mandant_code}:${p.sku}`, p]));
    for (const order of orders) {
      const own = lines.filter((line) => line.order_id === order.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      for (const line of own) {
        const product = products.get(`${order.mandant_code}:${line.sku}`)!;
        expect(isBuyable(product.attributes, true)).toBe(true);
        expect(quantityProblem(line.quantity, quantityRuleOf(product.attributes))).toBeNull();
        expect(line.line_cents).toBe(line.unit_cents * line.quantity);
      }
      const totals = orderTotalsOf(
        own.map((l) => l.line_cents),
        order.tax_percent,
        order.currency,
      );
      expect([order.net_cents, order.tax_cents, order.gross_cents]).toEqual([
        totals.net.centAmount,
        totals.tax.centAmount,
        totals.gross.centAmount,
      ]);
    }
  });

  it('invoices shipped and delivered orders, credits refunded ones in full and some returns in part', () => {
    for (const order of orders) {
      const own = documents.filter((d) => d.order_id === order.id);
      const invoices = own.filter((d) => d.kind === 'INVOICE');
      const memos = own.filter((d) => d.kind === 'CREDIT_MEMO');
      expect(invoices).toHaveLength(['OPEN', 'IN_PROGRESS'].includes(order.status) ? 0 : 1);
      if (order.status === 'REFUNDED') expect(memos[0]?.gross_cents).toBe(order.gross_cents);
      for (const memo of memos) {
        expect(memo.invoice_number).toBe(invoices[0].document_number);
        expect(memo.gross_cents).toBeLessThanOrEqual(invoices[0].gross_cents);
        expect(memo.issued_days_ago).toBeLessThanOrEqual(invoices[0].issued_days_ago);
      }
      if (invoices[0]) expect(invoices[0].issued_days_ago).toBeLessThanOrEqual(order.days_ago);
    }
    expect(documents.filter((d) => d.kind === 'CREDIT_MEMO' && d.gross_cents < 0)).toEqual([]);
    expect(new Set(documentLines.map((line) => line.document_id))).toEqual(
      new Set(documents.map((d) => d.id)),
    );
    expect(documents.some((d) => d.kind === 'CREDIT_MEMO')).toBe(true);
  });
});
