import { InvalidJobError } from './invalid-job';
import { validateCartHousekeepingJob } from './housekeeping';

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
