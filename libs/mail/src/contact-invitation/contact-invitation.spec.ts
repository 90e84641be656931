import { validateContactInvitationMailJob } from '@shop/jobs';
import { contactInvitationMailJob } from '@shop/jobs/testing';
import { LANGUAGES } from '@shop/locales';
import { renderContactInvitation } from './contact-invitation';
import { CONTACT_INVITATION_TEXTS } from './contact-invitation.texts';

const render = (patch: Parameters<typeof contactInvitationMailJob>[0] = {}) =>
  renderContactInvitation(validateContactInvitationMailJob(contactInvitationMailJob(patch)));

describe('renderContactInvitation (decision 0083)', () => {
  it('invites a Bulgarian contact in Bulgarian, with the company, who invited and the single-use link', () => {
    const mail = render();
    expect(mail.subject).toBe('Покана за онлайн магазина за Хотел Родина ООД');
    expect(mail.text).toContain('Мария Иванова ви покани като потребител на Хотел Родина ООД');
    expect(mail.text).toContain('Приемете поканата: https://shop.example/bg-bg/invitation?token=abc');
    expect(mail.html).toContain('<html lang="bg">');
    expect(mail.html).toContain('href="https://shop.example/bg-bg/invitation?token=abc"');
  });

  it('writes in the language of the chosen locale and escapes names in the HTML part', () => {
    const mail = render({
      locale: 'de-at',
      mandantCode: '20HHAT',
      invitation: { customerName: 'Hotel <Alpen>', invitedByName: 'Eva Huber' },
    });
    expect(mail.subject).toBe('Einladung in den Shop von Hotel <Alpen>');
    expect(mail.text).toContain('Eva Huber hat Sie als Benutzer von Hotel <Alpen>');
    expect(mail.html).toContain('Hotel &lt;Alpen&gt;');
    expect(mail.html).not.toContain('<Alpen>');
  });

  it('refuses a link that is no http(s) URL and a locale of another tenant', () => {
    expect(() =>
      validateContactInvitationMailJob(
        contactInvitationMailJob({ invitation: { invitationUrl: 'javascript:alert(1)' } }),
      ),
    ).toThrow(/invitationUrl/);
    expect(() => validateContactInvitationMailJob(contactInvitationMailJob({ locale: 'de-at' }))).toThrow(
      /not a shop locale/,
    );
  });

  it('has every text in every shop language', () => {
    for (const language of LANGUAGES)
      for (const value of Object.values(CONTACT_INVITATION_TEXTS[language]))
        expect(value.trim()).not.toBe('');
  });
});
