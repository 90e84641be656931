import { PRICES_USAGE, parsePricesArgs } from './prices-args';

const parse = (...args: string[]) => parsePricesArgs(args, 'ops:anna');

describe('parsePricesArgs', () => {
  it('parses a tenant refresh and one of some customers', () => {
    expect(parse('prices', 'refresh', '20HHAT')).toEqual({
      name: 'price-refresh',
      data: { mandantCode: '20HHAT', customerNos: null, requestedBy: 'ops:anna', trigger: 'request' },
    });
    expect(
      parse('prices', 'refresh', '20HHAT', '--customer', '100001', '--customer=100002').data,
    ).toMatchObject({
      customerNos: ['100001', '100002'],
    });
  });

  it('parses a price change in integer cents', () => {
    expect(
      parse('prices', 'change', '57HHBG', '--sku', '1004711', '--cents=1299', '--customer', '100001'),
    ).toEqual({
      name: 'price-change',
      data: {
        mandantCode: '57HHBG',
        customerNo: '100001',
        sku: '1004711',
        centAmount: 1299,
        requestedBy: 'ops:anna',
      },
    });
  });

  it('refuses what it cannot run, with the usage', () => {
    expect(() => parse('prices')).toThrow(PRICES_USAGE);
    expect(() => parse('prices', 'refresh', 'XX')).toThrow('unknown mandant code "XX"');
    expect(() => parse('prices', 'refresh', '20HHAT', '--sku', '1')).toThrow('unknown argument "--sku"');
    expect(() => parse('prices', 'refresh', '20HHAT', '--customer')).toThrow('--customer needs a value');
    expect(() => parse('prices', 'refresh', '20HHAT', '--customer', '1 OR 1')).toThrow(
      'not a customer number',
    );
    expect(() => parse('prices', 'change', '20HHAT', '--customer', '1', '--sku', 'A')).toThrow(
      '--cents is needed exactly once',
    );
    expect(() =>
      parse('prices', 'change', '20HHAT', '--customer', '1', '--sku', 'A', '--cents', '12.5'),
    ).toThrow('not a whole number of cents');
  });
});
