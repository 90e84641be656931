import { generateSeedData } from './generate';
import { ibanOf, isChainMember } from './company';

/** ISO 13616: the IBAN moved four characters and read as digits is 1 modulo 97. */
function ibanValid(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return BigInt(moved) % 97n === 1n;
}

describe('company seed (decision 0087)', () => {
  const data = generateSeedData(0.05);

  it('computes IBAN check digits (the standard example)', () => {
    expect(ibanOf('DE', '370400440532013000')).toBe('DE89370400440532013000');
  });

  it('gives every customer a valid IBAN of its country and a BIC', () => {
    const lengths: Record<string, number> = { AT: 20, DE: 22, CZ: 24, SK: 24, IT: 27, BG: 22 };
    for (const company of data.company.customers) {
      const customer = data.customers.find((row) => row.id === company.id)!;
      expect(company.iban.slice(0, 2)).toBe(customer.country_code);
      expect(company.iban).toHaveLength(lengths[customer.country_code]);
      expect(ibanValid(company.iban)).toBe(true);
      expect(company.bic).toMatch(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
    }
  });

  it('bills chain members to the head office of their tenant', () => {
    for (const company of data.company.customers.filter((row) => row.billto_no)) {
      const customer = data.customers.find((row) => row.id === company.id)!;
      const head = data.customers.find(
        (row) => row.mandant_code === customer.mandant_code && row.customer_no === company.billto_no,
      )!;
      expect(data.company.customers.find((row) => row.id === head.id)).toMatchObject({
        is_chain_group: true,
        is_billto_customer: true,
      });
      expect(company.billto_city).toBe(head.city);
    }
    expect(isChainMember(0)).toBe(true);
    expect(data.company.customers.filter((row) => row.billto_no).length).toBeGreaterThanOrEqual(6);
  });

  it('gives every customer locations, its contacts as associates, and stock of its tenant’s products', () => {
    const skus = new Set(data.products.map((product) => `${product.mandant_code}:${product.sku}`));
    for (const customer of data.customers) {
      const units = data.company.businessUnits.filter((unit) => unit.customer_id === customer.id);
      expect(units.length).toBeGreaterThanOrEqual(2);
      expect(new Set(units.map((unit) => unit.name.toLowerCase())).size).toBe(units.length);
    }
    const contacts = new Map(data.contacts.map((contact) => [contact.id, contact]));
    const units = new Map(data.company.businessUnits.map((unit) => [unit.id, unit]));
    for (const associate of data.company.associates) {
      expect(contacts.get(associate.contact_id)!.customer_id).toBe(
        units.get(associate.business_unit_id)!.customer_id,
      );
    }
    for (const line of data.company.stock) expect(skus.has(`${line.mandant_code}:${line.sku}`)).toBe(true);
    expect(data.company.stock.some((line) => line.quantity < line.minimum_quantity)).toBe(true);
  });
});
