import { apiClientsChangedEvent } from './api-client-events';
import { budgetChangedEvent } from './budget-events';
import { shoppingListChangedEvent } from './shopping-list-events';
import { registrationDecidedEvent } from './registration-events';
import { parseShopEvent, redisDbIndex, SHOP_EVENT_TYPES, shopEventsChannel } from './events';

const state = { enabled: true, until: null, changedAt: '2026-11-23T10:00:00.000Z' };

describe('parseShopEvent', () => {
  it('reads a maintenance event', () => {
    const raw = JSON.stringify({ type: 'maintenance', id: '1', mandantCode: '20HHAT', state });
    expect(parseShopEvent(raw)).toEqual({ type: 'maintenance', id: '1', mandantCode: '20HHAT', state });
  });

  it('drops malformed and unknown messages', () => {
    expect(parseShopEvent('not json')).toBeNull();
    expect(parseShopEvent('null')).toBeNull();
    expect(parseShopEvent(JSON.stringify({ type: 'other', id: '1', mandantCode: 'x', state }))).toBeNull();
    expect(parseShopEvent(JSON.stringify({ type: 'maintenance' }))).toBeNull();
    expect(
      parseShopEvent(JSON.stringify({ type: 'maintenance', id: '1', mandantCode: '20HHAT', state: {} })),
    ).toBeNull();
    expect(
      parseShopEvent(
        JSON.stringify({
          type: 'maintenance',
          id: '1',
          mandantCode: '20HHAT',
          state: { ...state, enabled: 'yes' },
        }),
      ),
    ).toBeNull();
    expect(parseShopEvent(JSON.stringify({ type: 'maintenance', mandantCode: '20HHAT', state }))).toBeNull();
  });

  it('reads a budget-changed event of a customer, and drops one without its customer', () => {
    const event = budgetChangedEvent('20HHAT', '100001', new Date('2026-11-23T10:00:00.000Z'));
    expect(event).toEqual({
      type: 'budget-changed',
      id: '1795428000000',
      mandantCode: '20HHAT',
      customerNo: '100001',
    });
    expect(parseShopEvent(JSON.stringify(event))).toEqual(event);
    expect(parseShopEvent(JSON.stringify({ ...event, customerNo: 100001 }))).toBeNull();
    expect(
      parseShopEvent(JSON.stringify({ type: 'budget-changed', id: '1', mandantCode: '20HHAT' })),
    ).toBeNull();
  });

  it('reads an api-clients-changed event of a customer, and drops one without its customer', () => {
    const event = apiClientsChangedEvent('20HHAT', '100001', new Date('2026-11-23T10:00:00.000Z'));
    expect(event).toEqual({
      type: 'api-clients-changed',
      id: '1795428000000',
      mandantCode: '20HHAT',
      customerNo: '100001',
    });
    expect(parseShopEvent(JSON.stringify(event))).toEqual(event);
    expect(
      parseShopEvent(JSON.stringify({ type: 'api-clients-changed', id: '1', mandantCode: '20HHAT' })),
    ).toBeNull();
  });
});

describe('registration-decided', () => {
  it('reads the event of a customer, and drops one without the registration', () => {
    const event = registrationDecidedEvent('20HHAT', '100001', 'reg-1', new Date('2026-11-23T10:00:00.000Z'));
    expect(parseShopEvent(JSON.stringify(event))).toEqual(event);
    expect(
      parseShopEvent(
        JSON.stringify({ type: 'registration-decided', id: '1', mandantCode: '20HHAT', customerNo: '1' }),
      ),
    ).toBeNull();
  });
});

describe('shopping-list-changed', () => {
  it('reads the event of a list with its contact, key and version, and drops one without its key', () => {
    const event = shoppingListChangedEvent(
      {
        mandantCode: '20HHAT',
        customerNo: '100001',
        contactNo: '100001-01',
        key: '100001-100001-01-20HHAT',
        version: 3,
      },
      new Date(0),
    );
    expect(event).toMatchObject({ type: 'shopping-list-changed', id: '0' });
    expect(parseShopEvent(JSON.stringify(event))).toEqual(event);
    const { key: _key, ...withoutKey } = event;
    expect(parseShopEvent(JSON.stringify(withoutKey))).toBeNull();
  });
});

describe('SHOP_EVENT_TYPES', () => {
  it('names every event type once: the SSE event names a client listens to', () => {
    expect([...SHOP_EVENT_TYPES].sort()).toEqual([
      'api-clients-changed',
      'budget-changed',
      'cart-changed',
      'company-changed',
      'contacts-changed',
      'document-ready',
      'maintenance',
      'prices-changed',
      'registration-decided',
      'shopping-list-changed',
    ]);
    const event = parseShopEvent(JSON.stringify(budgetChangedEvent('20HHAT', '100001', new Date(0))));
    expect(SHOP_EVENT_TYPES).toContain(event?.type);
  });
});

describe('shopEventsChannel', () => {
  it('names the Redis database, because pub/sub channels are shared by all databases', () => {
    expect(shopEventsChannel('redis://127.0.0.1:6379')).toBe('shop:events:db0');
    expect(shopEventsChannel('redis://127.0.0.1:6379/11')).toBe('shop:events:db11');
    expect(shopEventsChannel('rediss://user:pw@cache.example:6380/3')).toBe('shop:events:db3');
    expect(shopEventsChannel('redis://127.0.0.1:6379/?db=4')).toBe('shop:events:db4');
    expect(shopEventsChannel('redis://127.0.0.1:6379/11')).not.toBe(
      shopEventsChannel('redis://127.0.0.1:6379/12'),
    );
  });

  it('refuses what is not a Redis URL with a database number', () => {
    expect(() => redisDbIndex('127.0.0.1:6379 x')).toThrow('not a Redis URL');
    expect(() => redisDbIndex('redis://127.0.0.1:6379/cache')).toThrow('must be a number');
  });
});
