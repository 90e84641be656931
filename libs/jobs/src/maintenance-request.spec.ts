import { checkMaintenanceWindow, isIsoDateTime, MAINTENANCE_ERRORS } from './maintenance-request';
import { maintenanceWindowJobIds } from './queues';

const now = new Date('2026-11-23T10:00:00.000Z');

describe('checkMaintenanceWindow', () => {
  it('accepts on and off now, a running window and a future window', () => {
    expect(checkMaintenanceWindow({ enabled: true }, now)).toBeNull();
    expect(checkMaintenanceWindow({ enabled: false }, now)).toBeNull();
    expect(checkMaintenanceWindow({ enabled: true, until: '2026-11-23T12:00:00Z' }, now)).toBeNull();
    expect(
      checkMaintenanceWindow(
        { enabled: true, from: '2026-11-24T22:00:00+01:00', until: '2026-11-25T02:00:00+01:00' },
        now,
      ),
    ).toBeNull();
    expect(checkMaintenanceWindow({ enabled: true, from: '2026-11-24T22:00:00Z' }, now)).toBeNull();
  });

  it('tolerates a start a few seconds in the past (clock skew)', () => {
    expect(checkMaintenanceWindow({ enabled: true, from: '2026-11-23T09:59:30Z' }, now)).toBeNull();
    expect(checkMaintenanceWindow({ enabled: true, from: '2026-11-23T09:58:00Z' }, now)).toBe(
      MAINTENANCE_ERRORS.fromInPast,
    );
  });

  it('refuses an end that is not after the start or not in the future', () => {
    expect(checkMaintenanceWindow({ enabled: true, until: '2026-11-23T10:00:00Z' }, now)).toBe(
      MAINTENANCE_ERRORS.untilInPast,
    );
    expect(
      checkMaintenanceWindow(
        { enabled: true, from: '2026-11-24T10:00:00Z', until: '2026-11-24T09:00:00Z' },
        now,
      ),
    ).toBe(MAINTENANCE_ERRORS.untilNotAfterFrom);
    expect(
      checkMaintenanceWindow(
        { enabled: true, from: '2026-11-24T10:00:00Z', until: '2026-11-24T10:00:00Z' },
        now,
      ),
    ).toBe(MAINTENANCE_ERRORS.untilNotAfterFrom);
  });

  it('refuses malformed times and windows for off', () => {
    expect(checkMaintenanceWindow({ enabled: true, until: 'tomorrow' }, now)).toBe(
      MAINTENANCE_ERRORS.malformedTime,
    );
    expect(checkMaintenanceWindow({ enabled: true, until: '2026-11-24' }, now)).toBe(
      MAINTENANCE_ERRORS.malformedTime,
    );
    expect(checkMaintenanceWindow({ enabled: true, from: '2026-13-40T10:00:00Z' }, now)).toBe(
      MAINTENANCE_ERRORS.malformedTime,
    );
    expect(checkMaintenanceWindow({ enabled: false, until: '2026-11-24T10:00:00Z' }, now)).toBe(
      MAINTENANCE_ERRORS.windowNeedsOn,
    );
  });

  it('knows an ISO date-time with a zone', () => {
    expect(isIsoDateTime('2026-11-24T10:00:00.123Z')).toBe(true);
    expect(isIsoDateTime('2026-11-24T10:00+02:00')).toBe(true);
    expect(isIsoDateTime('2026-11-24T10:00:00')).toBe(false);
    expect(isIsoDateTime(42)).toBe(false);
  });
});

describe('maintenanceWindowJobIds', () => {
  it('gives one start and one end id per tenant, valid as BullMQ custom ids', () => {
    const ids = maintenanceWindowJobIds('30HHDE');
    expect(ids).toEqual({ start: 'maintenance-start-30HHDE', end: 'maintenance-end-30HHDE' });
    expect(Object.values(ids).every((id) => !id.includes(':'))).toBe(true);
    expect(maintenanceWindowJobIds('20HHAT').start).not.toBe(ids.start);
  });
});
