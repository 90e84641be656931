import {
  isPromoted,
  loginEvent,
  pageTypeOf,
  pageView,
  promotionClicked,
  selectPromotion,
  userStatusOf,
} from './analytics';
import { loadThirdPartyScripts, scriptsFor } from './third-party-scripts';

describe('page analytics', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('names the page types: home, product (p), listing (c), content, other', () => {
    expect(pageTypeOf('slug', '')).toBe('home');
    expect(pageTypeOf('slug', 'footer/agb')).toBe('content');
    expect(pageTypeOf('p-product')).toBe('product');
    expect(pageTypeOf('p')).toBe('product');
    expect(pageTypeOf('c')).toBe('listing');
    expect(pageTypeOf('c-category')).toBe('listing');
    expect(pageTypeOf('cart')).toBe('other');
    expect(pageTypeOf('contact')).toBe('other');
    expect(pageTypeOf(null)).toBe('other');
  });

  it('pushes page_view with the page type, not for employees', () => {
    pageView(null, 'home', '/de-at');
    pageView('EMPLOYEE', 'listing', '/de-at/c');
    expect(window.dataLayer).toEqual([{ event: 'page_view', page_type: 'home', page_path: '/de-at' }]);
  });

  it('reports login with the user status from the order count', () => {
    expect(userStatusOf(0)).toBe('new customer');
    expect(userStatusOf(1)).toBe('existing customer');
    expect(userStatusOf(37)).toBe('existing customer');
    loginEvent('STANDARD', userStatusOf(3));
    loginEvent('STANDARD', userStatusOf(0));
    loginEvent('EMPLOYEE', 'new customer');
    expect(window.dataLayer).toEqual([
      { event: 'login', user_status: 'existing customer' },
      { event: 'login', user_status: 'new customer' },
    ]);
  });

  it('pushes select_promotion for a promoted product with its list and position', () => {
    expect(isPromoted({ attributes: { badges: ['promotion'] } })).toBe(true);
    expect(isPromoted({ attributes: { badges: ['new'] } })).toBe(false);
    expect(isPromoted({ attributes: null })).toBe(false);
    selectPromotion(null, 'Bodenpflege', { sku: 'A', name: 'Alpha', price: { centAmount: 1250 } }, 3);
    selectPromotion('EMPLOYEE', 'Bodenpflege', { sku: 'A', name: 'Alpha' }, 3);
    expect(window.dataLayer).toEqual([
      {
        event: 'select_promotion',
        ecommerce: {
          promotion_id: 'promotion',
          promotion_name: 'promotion',
          creative_slot: 'Bodenpflege',
          items: [{ item_id: 'A', item_name: 'Alpha', index: 3, item_list_name: 'Bodenpflege', price: 12.5 }],
        },
      },
    ]);
  });
});

describe('promotion clicks', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('reports select_promotion only for a product with the promotion badge', () => {
    promotionClicked(null, 'Bestseller', { sku: 'A', name: 'Alpha', attributes: { badges: ['new'] } }, 0);
    expect(window.dataLayer).toEqual([]);
    promotionClicked(
      null,
      'Bestseller',
      { sku: 'B', name: 'Beta', attributes: { badges: ['promotion'] } },
      1,
    );
    expect(window.dataLayer).toEqual([
      expect.objectContaining({
        event: 'select_promotion',
        ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: 'B', index: 1 })] }),
      }),
    ]);
  });
});

describe('third-party scripts', () => {
  const scripts = [
    { kind: 'consent' as const, src: 'https://cmp.example/c.js' },
    { kind: 'tag-manager' as const, src: 'https://tags.example/gtm.js' },
    { kind: 'ab-testing' as const, src: 'https://ab.example/a.js' },
  ];

  afterEach(() => document.head.querySelectorAll('script').forEach((element) => element.remove()));

  it('gives consent to everyone, tag manager and A/B testing not to employees, nothing while unknown', () => {
    expect(scriptsFor(scripts, null)).toEqual(scripts);
    expect(scriptsFor(scripts, 'STANDARD')).toEqual(scripts);
    expect(scriptsFor(scripts, 'EMPLOYEE').map((script) => script.kind)).toEqual(['consent']);
    expect(scriptsFor(scripts, undefined)).toEqual([]);
  });

  it('adds each script once, async, in the configured order; none configured adds none', () => {
    expect(loadThirdPartyScripts([])).toEqual([]);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(loadThirdPartyScripts(scripts)).toEqual(scripts.map((script) => script.src));
    expect(loadThirdPartyScripts(scripts)).toEqual([]);
    const added = [...document.head.querySelectorAll('script')];
    expect(added.map((element) => [element.src, element.async])).toEqual(
      scripts.map((script) => [script.src, true]),
    );
  });
});
