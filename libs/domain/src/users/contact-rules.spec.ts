import { CONTACT_EMAIL_PATTERN, CONTACT_PHONE_PATTERN, keepsAnAdministrator } from './contact-rules';

describe('keepsAnAdministrator (decision 0082)', () => {
  const admins = [
    { id: 'a', isAdministrator: true },
    { id: 'b', isAdministrator: true },
  ];

  it('lets one of two administrators go, never the last one', () => {
    expect(keepsAnAdministrator(admins, 'a', false)).toBe(true);
    expect(keepsAnAdministrator([admins[0]], 'a', false)).toBe(false);
  });

  it('keeps an administrator that stays one, and ignores contacts that are none', () => {
    expect(keepsAnAdministrator([admins[0]], 'a', true)).toBe(true);
    expect(keepsAnAdministrator([admins[0], { id: 'c', isAdministrator: false }], 'a', false)).toBe(false);
  });
});

describe('contact patterns', () => {
  it('takes ordinary e-mail addresses and refuses what a mail header could misuse', () => {
    expect(CONTACT_EMAIL_PATTERN.test('eva.moser@hotel-alpen.example')).toBe(true);
    for (const bad of [
      'eva',
      'eva@',
      '@hotel.example',
      'eva moser@hotel.example',
      'eva@hotel',
      'a@b.c,d@e.f',
    ])
      expect(CONTACT_EMAIL_PATTERN.test(bad)).toBe(false);
  });

  it('takes phone numbers with separators, never without a digit', () => {
    expect(CONTACT_PHONE_PATTERN.test('+43 (1) 234-56/7')).toBe(true);
    expect(CONTACT_PHONE_PATTERN.test('+ / -')).toBe(false);
    expect(CONTACT_PHONE_PATTERN.test('0664 abc')).toBe(false);
  });
});
