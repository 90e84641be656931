import { addYears, calendarDayProblem, dateRangeProblem } from './date-range';

describe('calendar days', () => {
  it('takes real YYYY-MM-DD days only', () => {
    expect(calendarDayProblem('2028-02-29')).toBeNull();
    expect(calendarDayProblem('2026-02-29')).toBe('error.invalid-date');
    expect(calendarDayProblem('2026-13-01')).toBe('error.invalid-date');
    expect(calendarDayProblem('26-1-1')).toBe('error.invalid-date');
    expect(calendarDayProblem('2026-01-01T00:00')).toBe('error.invalid-date');
  });

  it('counts years, 29 February to 1 March', () => {
    expect(addYears('2026-03-15', 2)).toBe('2028-03-15');
    expect(addYears('2028-02-29', 1)).toBe('2029-03-01');
  });
});

describe('dateRangeProblem', () => {
  it('lets either day be left out unless the range is required', () => {
    expect(dateRangeProblem(undefined, undefined)).toBeNull();
    expect(dateRangeProblem('2026-01-01', undefined)).toBeNull();
    expect(dateRangeProblem('2026-01-01', undefined, { required: true })).toBe('error.date-required');
  });

  it('refuses days that are not real, and a first day after the last', () => {
    expect(dateRangeProblem('2026-02-30', '2026-03-01')).toBe('error.invalid-date');
    expect(dateRangeProblem('2026-03-02', '2026-03-01')).toBe('error.invalid-date-range');
    expect(dateRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
  });

  it('refuses a range as long as the limit or longer', () => {
    const rules = { maxYears: 2 };
    expect(dateRangeProblem('2026-01-01', '2027-12-31', rules)).toBeNull();
    expect(dateRangeProblem('2026-03-15', '2028-03-14', rules)).toBeNull();
    expect(dateRangeProblem('2026-03-15', '2028-03-15', rules)).toBe('error.date-range-too-long');
  });
});
