import { validateInput } from '../common/validation/shop-validation.pipe';
import { MaintenanceCommandDto } from './maintenance-command.dto';

const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

/** The invalid fields of a REST body, as the BFF's validation pipe reports them. */
function check(body: object) {
  try {
    validateInput(MaintenanceCommandDto, body, true);
    return [];
  } catch (error) {
    return (error as { extensions: { details: { fields: unknown[] } } }).extensions.details.fields;
  }
}

describe('MaintenanceCommandDto', () => {
  it('accepts on, off, a running window and a planned window', () => {
    expect(check({ mandantCode: '30HHDE', enabled: true })).toEqual([]);
    expect(check({ mandantCode: '30HHDE', enabled: false })).toEqual([]);
    expect(check({ mandantCode: '30HHDE', enabled: true, until: inHours(2) })).toEqual([]);
    expect(check({ mandantCode: '30HHDE', enabled: true, from: inHours(1), until: inHours(2) })).toEqual([]);
    expect(check({ mandantCode: '30HHDE', enabled: true, from: null, until: null })).toEqual([]);
  });

  it('names the field and a message key of what is wrong', () => {
    expect(check({ mandantCode: 'XX', enabled: true })).toEqual([
      { field: 'mandantCode', messageKey: 'maintenance.error.unknown-mandant' },
    ]);
    expect(check({ mandantCode: '30HHDE', enabled: 'yes' })).toEqual([
      { field: 'enabled', messageKey: 'maintenance.error.enabled-boolean' },
    ]);
    expect(check({ mandantCode: '30HHDE', enabled: true, until: 'tomorrow' })).toEqual([
      { field: 'until', messageKey: 'maintenance.error.malformed-time' },
    ]);
    expect(check({ mandantCode: '30HHDE', enabled: true, from: inHours(2), until: inHours(1) })).toEqual([
      { field: 'enabled', messageKey: 'maintenance.error.until-not-after-from' },
    ]);
    expect(check({ mandantCode: '30HHDE', enabled: true, until: inHours(-1) })).toEqual([
      { field: 'enabled', messageKey: 'maintenance.error.until-in-past' },
    ]);
    expect(check({ mandantCode: '30HHDE', enabled: true, from: inHours(-1) })).toEqual([
      { field: 'enabled', messageKey: 'maintenance.error.from-in-past' },
    ]);
    expect(check({ mandantCode: '30HHDE', enabled: false, until: inHours(1) })).toEqual([
      { field: 'enabled', messageKey: 'maintenance.error.window-needs-on' },
    ]);
    expect(check({ mandantCode: '30HHDE', enabled: true, role: 'admin' })).toEqual([
      { field: 'role', messageKey: 'error.unknown-field' },
    ]);
  });
});
