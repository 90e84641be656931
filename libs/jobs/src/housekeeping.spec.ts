import { InvalidJobError } from './invalid-job';
import {
  APPROVAL_REMINDER_SCHEDULER_ID,
  APPROVAL_REMINDER_START_UP_ID,
  BUDGET_ROLLOVER_SCHEDULER_ID,
  BUDGET_ROLLOVER_START_UP_ID,
  CART_HOUSEKEEPING_SCHEDULER_ID,
  CART_HOUSEKEEPING_START_UP_ID,
  HOUSEKEEPING_JOBS,
  validateCartHousekeepingJob,
} from './housekeeping';

describe('cart housekeeping job validation', () => {
  it('accepts the scheduled, start-up and requested runs', () => {
    expect(validateCartHousekeepingJob({ trigger: 'schedule', requestedBy: 'schedule' })).toEqual({
      trigger: 'schedule',
      requestedBy: 'schedule',
    });
    expect(validateCartHousekeepingJob({ trigger: 'start-up', requestedBy: 'worker' }).trigger).toBe(
      'start-up',
    );
    expect(validateCartHousekeepingJob({})).toEqual({ trigger: 'request', requestedBy: 'unknown' });
  });

  it('refuses a payload that is not an object, an unknown trigger and a requester that is not text', () => {
    for (const data of [null, 'run', [], { trigger: 'hourly' }, { requestedBy: 7 }])
      expect(() => validateCartHousekeepingJob(data)).toThrow(InvalidJobError);
  });
});

describe('housekeeping jobs', () => {
  it('give each job its own name, scheduler and start-up run, valid as BullMQ ids', () => {
    expect(new Set(Object.values(HOUSEKEEPING_JOBS)).size).toBe(3);
    const ids = [
      CART_HOUSEKEEPING_SCHEDULER_ID,
      CART_HOUSEKEEPING_START_UP_ID,
      APPROVAL_REMINDER_SCHEDULER_ID,
      APPROVAL_REMINDER_START_UP_ID,
      BUDGET_ROLLOVER_SCHEDULER_ID,
      BUDGET_ROLLOVER_START_UP_ID,
    ];
    expect(new Set(ids).size).toBe(6);
    for (const id of ids) expect(id).not.toContain(':');
  });
});
