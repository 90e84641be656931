import { hasAcademyAttributes, isAcademyOnly } from './academy-only';

const academy = { attributes: { academy_industry: 'HEALTHCARE', academy_type: 'SEMINAR' } };

describe('isAcademyOnly (docs/rules/validation.md)', () => {
  it('is true when every line item has both academy attributes', () => {
    expect(
      isAcademyOnly([academy, { attributes: { academy_industry: 'HOTEL', academy_type: 'WEBINAR' } }]),
    ).toBe(true);
  });

  it('is false as soon as one line item lacks one of them', () => {
    expect(isAcademyOnly([academy, { attributes: { academy_industry: 'HOTEL' } }])).toBe(false);
    expect(isAcademyOnly([academy, { attributes: { academy_type: 'SEMINAR' } }])).toBe(false);
    expect(isAcademyOnly([academy, { attributes: { container: 'BOTTLE' } }])).toBe(false);
  });

  it('is false for an empty cart', () => {
    expect(isAcademyOnly([])).toBe(false);
  });

  it('treats blank, null and empty values as missing', () => {
    expect(hasAcademyAttributes({ academy_industry: '', academy_type: 'SEMINAR' })).toBe(false);
    expect(hasAcademyAttributes({ academy_industry: null, academy_type: 'SEMINAR' })).toBe(false);
    expect(hasAcademyAttributes({ academy_industry: [], academy_type: 'SEMINAR' })).toBe(false);
    expect(hasAcademyAttributes({ academy_industry: ['HOTEL'], academy_type: 'SEMINAR' })).toBe(true);
  });
});
