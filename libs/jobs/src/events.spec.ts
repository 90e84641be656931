import { parseShopEvent } from './events';

describe('parseShopEvent', () => {
  it('reads a maintenance event', () => {
    const raw = JSON.stringify({
      type: 'maintenance',
      id: '1',
      mandantCode: '20HHAT',
      state: { enabled: true, until: null, changedAt: '2026-11-23T10:00:00.000Z' },
    });
    expect(parseShopEvent(raw)).toMatchObject({ type: 'maintenance', mandantCode: '20HHAT' });
  });

  it('drops malformed and unknown messages', () => {
    expect(parseShopEvent('not json')).toBeNull();
    expect(parseShopEvent(JSON.stringify({ type: 'other', mandantCode: 'x', state: {} }))).toBeNull();
    expect(parseShopEvent(JSON.stringify({ type: 'maintenance' }))).toBeNull();
  });
});
