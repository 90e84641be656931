import { budgetAmountText, parseBudgetAmount } from './budget-amount';

describe('budget amounts as typed', () => {
  it.each([
    ['1250', 125_000],
    ['1250,5', 125_050],
    ['1.250,50', 125_050],
    ['1,250.50', 125_050],
    ['1 250', 125_000],
    ['0', 0],
    ['0.07', 7],
    ['20000000', 2_000_000_000],
    // Three digits after a dot or comma group thousands (as de-at writes 12.345).
    ['12.345', 1_234_500],
  ])('reads %s as %d cents', (text, cents) => {
    expect(parseBudgetAmount(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1,2,3', '20000000,01', '1e5'])('refuses %j', (text) => {
    expect(parseBudgetAmount(text)).toBeNull();
  });

  it('shows cents with the locale’s decimal mark, without grouping', () => {
    expect(budgetAmountText(125_050, 'de-AT')).toBe('1250,50');
    expect(budgetAmountText(7, 'it-IT')).toBe('0,07');
  });
});
