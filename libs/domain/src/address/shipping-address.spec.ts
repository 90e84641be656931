import {
  hasPostalCodeFormat,
  isCountryCode,
  isPostalCodeOf,
  shippingAddressProblems,
} from './shipping-address';

describe('shipping address rule (decision 0077)', () => {
  it('takes only assigned ISO 3166-1 alpha-2 codes in capitals as a country', () => {
    expect(['AT', 'DE', 'CZ', 'SK', 'IT', 'BG', 'RS'].every(isCountryCode)).toBe(true);
    expect(['XX', 'ZZ', 'UK', 'at', 'AUT', 'A', '', ' AT', 'Austria', 40].some(isCountryCode)).toBe(false);
  });

  it("checks a postal code by its country's format", () => {
    const valid: [string, string][] = [
      ['AT', '1010'],
      ['AT', '5020'],
      ['DE', '10115'],
      ['DE', '01067'],
      ['CZ', '110 00'],
      ['CZ', '11000'],
      ['SK', '811 01'],
      ['IT', '00118'],
      ['IT', '39100'],
      ['BG', '1000'],
    ];
    for (const [country, postalCode] of valid)
      expect([country, isPostalCodeOf(country, postalCode)]).toEqual([country, true]);
    const invalid: [string, string][] = [
      ['AT', 'ABCDE'],
      ['AT', '10100'],
      ['AT', 'A-1010'],
      ['DE', '1010'],
      ['DE', '1011A'],
      ['CZ', '1100'],
      ['IT', '0011'],
      ['BG', '10000'],
      ['AT', ''],
      ['XX', '1010'],
    ];
    for (const [country, postalCode] of invalid)
      expect([country, postalCode, isPostalCodeOf(country, postalCode)]).toEqual([
        country,
        postalCode,
        false,
      ]);
  });

  it('knows no format for a country without postal codes, so such a country cannot be delivered to', () => {
    expect(hasPostalCodeFormat('AT')).toBe(true);
    expect(hasPostalCodeFormat('AO')).toBe(false);
    expect(isPostalCodeOf('AO', '1234')).toBe(false);
  });

  it('names the field and message key of what keeps an address from delivery, the country first', () => {
    const atOnly = ['AT'];
    expect(shippingAddressProblems({ country: 'AT', postalCode: '1100' }, atOnly)).toEqual([]);
    expect(shippingAddressProblems({ country: 'AT', postalCode: 'ABCDE' }, atOnly)).toEqual([
      { field: 'postalCode', messageKey: 'error.invalid-postal-code' },
    ]);
    expect(shippingAddressProblems({ country: 'XX', postalCode: 'ABCDE' }, atOnly)).toEqual([
      { field: 'country', messageKey: 'error.invalid-country' },
    ]);
    expect(shippingAddressProblems({ country: 'DE', postalCode: '10115' }, atOnly)).toEqual([
      { field: 'country', messageKey: 'error.country-not-delivered' },
    ]);
    expect(shippingAddressProblems({ country: 'DE', postalCode: '10115' }, ['AT', 'DE'])).toEqual([]);
  });
});
