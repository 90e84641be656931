import { purchaseReportRangeProblem } from '..';

describe('purchaseReportRangeProblem (decision 0067)', () => {
  it('takes a range of at most a year, 366 days in a leap year', () => {
    expect(purchaseReportRangeProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(purchaseReportRangeProblem('2025-03-01', '2026-02-28')).toBeNull();
    expect(purchaseReportRangeProblem('2024-01-01', '2024-12-31')).toBeNull();
    expect(purchaseReportRangeProblem('2025-03-01', '2026-03-01')).toBe('error.report-range-too-long');
    expect(purchaseReportRangeProblem('2020-01-01', '2030-12-31')).toBe('error.report-range-too-long');
  });

  it('refuses days that do not exist, a reversed range and a missing day as the order history does', () => {
    expect(purchaseReportRangeProblem('2026-02-30', '2026-03-01')).toBe('error.invalid-date');
    expect(purchaseReportRangeProblem('2026-03-01', '2026-02-01')).toBe('error.invalid-date-range');
    expect(purchaseReportRangeProblem('2026-03-01')).toBe('error.date-required');
  });
});
