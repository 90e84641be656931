import {
  APPROVAL_REMINDER_ROLES,
  approvalReminderDueAt,
  awaitsApproverDecision,
  CART_PROCESS_STATUSES,
  CART_STATES,
  DEFAULT_REMINDER_PERIOD,
  isApprovalReminderDue,
  isReminderPeriod,
  REMINDER_PERIODS,
  remindingPeriods,
} from '..';

const REQUESTED = new Date('2026-03-26T12:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('approval reminders (decision 0045)', () => {
  it('knows the six periods of docs/rules/data-model.md and reminds every three days by default', () => {
    expect([...REMINDER_PERIODS].sort()).toEqual([
      'FIVE_DAYS',
      'FOURTEEN_DAYS',
      'NEVER',
      'ONE_DAY',
      'SEVEN_DAYS',
      'THREE_DAYS',
    ]);
    expect(DEFAULT_REMINDER_PERIOD).toBe('THREE_DAYS');
    expect(isReminderPeriod('SEVEN_DAYS')).toBe(true);
    expect(isReminderPeriod('TWO_DAYS')).toBe(false);
    expect(isReminderPeriod(3)).toBe(false);
  });

  it('gives every period but NEVER its days', () => {
    expect(Object.fromEntries(remindingPeriods().map(({ period, days }) => [period, days]))).toEqual({
      ONE_DAY: 1,
      THREE_DAYS: 3,
      FIVE_DAYS: 5,
      SEVEN_DAYS: 7,
      FOURTEEN_DAYS: 14,
    });
  });

  it('is due a period of 24-hour days after the hand-over, even across a clock change', () => {
    // 2026-03-29 is the spring clock change in Europe: three days are still 72 hours.
    const times = { requestedAt: REQUESTED, lastRemindedAt: null };
    expect(approvalReminderDueAt(times, 'THREE_DAYS')?.toISOString()).toBe('2026-03-29T12:00:00.000Z');
    expect(isApprovalReminderDue(times, 'THREE_DAYS', at('2026-03-29T11:59:59.999Z'))).toBe(false);
    expect(isApprovalReminderDue(times, 'THREE_DAYS', at('2026-03-29T12:00:00.000Z'))).toBe(true);
    expect(isApprovalReminderDue(times, 'ONE_DAY', at('2026-03-27T12:00:00.000Z'))).toBe(true);
    expect(isApprovalReminderDue(times, 'FOURTEEN_DAYS', at('2026-04-09T11:59:59.999Z'))).toBe(false);
    expect(isApprovalReminderDue(times, 'FOURTEEN_DAYS', at('2026-04-09T12:00:00.000Z'))).toBe(true);
  });

  it('counts the next period from the last reminder', () => {
    const times = { requestedAt: REQUESTED, lastRemindedAt: at('2026-04-02T08:00:00.000Z') };
    expect(isApprovalReminderDue(times, 'SEVEN_DAYS', at('2026-04-09T07:59:59.999Z'))).toBe(false);
    expect(isApprovalReminderDue(times, 'SEVEN_DAYS', at('2026-04-09T08:00:00.000Z'))).toBe(true);
  });

  it('never reminds with NEVER', () => {
    expect(approvalReminderDueAt({ requestedAt: REQUESTED, lastRemindedAt: null }, 'NEVER')).toBeNull();
    expect(
      isApprovalReminderDue(
        { requestedAt: REQUESTED, lastRemindedAt: null },
        'NEVER',
        at('2036-01-01T00:00:00Z'),
      ),
    ).toBe(false);
  });

  it('reminds of carts handed over or changed by an approver, not of ordered (approved) ones', () => {
    const waiting = CART_STATES.flatMap((state) =>
      CART_PROCESS_STATUSES.filter((processStatus) => awaitsApproverDecision({ state, processStatus })).map(
        (processStatus) => `${state}/${processStatus}`,
      ),
    );
    expect(waiting).toEqual(['Active/Open', 'Active/Modified', 'Saved/Open', 'Saved/Modified']);
  });

  it('reminds the approvers and administrators', () => {
    expect(APPROVAL_REMINDER_ROLES).toEqual(['ROLE_CART_APPROVER', 'ROLE_ADMIN']);
  });
});
