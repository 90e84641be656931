import {
  defaultServiceReportRange,
  planCellsOf,
  planColumnHeadingsOf,
  serviceCategoryOfParam,
  serviceCategoryParamOf,
  serviceReportOf,
  serviceReportRangeProblem,
  SERVICE_CATEGORIES,
  telHrefOf,
  type ServiceCategory,
} from '..';

const eur = (centAmount: number) => ({ centAmount, currency: 'EUR' });
const row = (category: ServiceCategory, code: string, name: string, date: string, cents: number) => ({
  category,
  code,
  name,
  entry: { date, attachmentNumber: `SB-${date}-${code}`, time: 30, value: eur(cents) },
});

describe('service list', () => {
  it('opens on the current year and takes at most two years', () => {
    expect(defaultServiceReportRange(new Date('2026-07-04T12:00:00Z'))).toEqual({
      fromDate: '2026-01-01',
      untilDate: '2026-12-31',
    });
    expect(serviceReportRangeProblem('2025-01-01', '2026-12-31')).toBeNull();
    expect(serviceReportRangeProblem('2025-01-01', '2027-01-01')).toBe('error.date-range-too-long');
    expect(serviceReportRangeProblem('2026-01-01')).toBe('error.date-required');
    expect(serviceReportRangeProblem('2026-12-01', '2026-01-01')).toBe('error.invalid-date-range');
  });

  it('names every category in an address the route accepts, and reads it back', () => {
    for (const category of SERVICE_CATEGORIES) {
      const param = serviceCategoryParamOf(category);
      expect(param).toMatch(/^[a-z-]+$/);
      expect(serviceCategoryOfParam(param)).toBe(category);
    }
    expect(serviceCategoryParamOf('HYGIENE_INSPECTION')).toBe('hygiene-inspection');
    expect(serviceCategoryOfParam('HYGIENE_INSPECTION')).toBeNull();
    expect(serviceCategoryOfParam('cleaning')).toBeNull();
  });

  it('groups entries by category and service with counts and values', () => {
    const report = serviceReportOf(
      [
        row('TRAINING', 'TR-01', 'Hygieneschulung', '2026-03-01', 15000),
        row('MAINTENANCE', 'WA-02', 'Wartung Seifenspender', '2026-02-01', 2500),
        row('MAINTENANCE', 'WA-01', 'Wartung Dosieranlage', '2026-04-01', 8000),
        row('MAINTENANCE', 'WA-02', 'Wartung Seifenspender', '2026-01-15', 2500),
      ],
      'EUR',
    );
    expect(report.map((category) => category.type)).toEqual(['MAINTENANCE', 'TRAINING']);
    const [maintenance] = report;
    expect(maintenance.categoryServiceCount).toBe(3);
    expect(maintenance.categoryServiceValue).toEqual(eur(13000));
    expect(maintenance.services.map((s) => [s.code, s.serviceCount, s.serviceValue.centAmount])).toEqual([
      ['WA-01', 1, 8000],
      ['WA-02', 2, 5000],
    ]);
    expect(maintenance.services[1].entries.map((e) => e.date)).toEqual(['2026-01-15', '2026-02-01']);
    expect(serviceReportOf([], 'EUR')).toEqual([]);
  });
});

describe('display plans', () => {
  it("heads the type's columns in the plan's language, in the type's order", () => {
    expect(planColumnHeadingsOf(['PRODUCT', 'AREA'], 'bg')).toEqual(['Продукт', 'Какво / Къде']);
    expect(planColumnHeadingsOf(['DOSAGE'], 'cs')).toEqual(['Dávkování']);
  });

  it("puts a row's texts into the type's columns", () => {
    const texts = {
      AREA: 'Böden',
      PRODUCT: 'Bodenreiniger',
      DOSAGE: '20 ml / 5 l',
      FREQUENCY: 'täglich',
      METHOD: 'wischen',
      RESPONSIBLE: 'Reinigung',
    };
    expect(planCellsOf(['AREA', 'PRODUCT', 'RESPONSIBLE'], { section: 'Küche', texts })).toEqual([
      'Böden',
      'Bodenreiniger',
      'Reinigung',
    ]);
  });
});

describe('sales contacts', () => {
  it('dials the digits of a written phone number', () => {
    expect(telHrefOf('+43 512 123 4567')).toBe('tel:+435121234567');
    expect(telHrefOf('0049 (89) 12-34')).toBe('tel:+49891234');
  });
});
