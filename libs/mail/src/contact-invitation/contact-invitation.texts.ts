import type { Language } from '@shop/locales';

/** The texts of a new contact's invitation mail, in one shop language (docs/decisions/0083-contact-invitation-mail.md). */
export interface ContactInvitationTexts {
  /** `{customer}` is the company's name. */
  subject: string;
  /** `{customer}` and `{invitedBy}`. */
  intro: string;
  invitedBy: string;
  company: string;
  validUntil: string;
  button: string;
  /** Why the mail came, and what to do when it was not expected. */
  why: string;
}

export const CONTACT_INVITATION_TEXTS: Record<Language, ContactInvitationTexts> = {
  de: {
    subject: 'Einladung in den Shop von {customer}',
    intro:
      '{invitedBy} hat Sie als Benutzer von {customer} in unseren Shop eingeladen. Über den Link unten richten Sie Ihre Anmeldung ein.',
    invitedBy: 'Eingeladen von',
    company: 'Firma',
    validUntil: 'Der Link gilt bis',
    button: 'Einladung annehmen',
    why: 'Der Link kann nur einmal verwendet werden. Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
  },
  cs: {
    subject: 'Pozvánka do e-shopu pro {customer}',
    intro:
      '{invitedBy} vás pozval(a) jako uživatele firmy {customer} do našeho e-shopu. Pomocí odkazu níže si nastavíte přihlášení.',
    invitedBy: 'Pozval(a)',
    company: 'Firma',
    validUntil: 'Odkaz platí do',
    button: 'Přijmout pozvánku',
    why: 'Odkaz lze použít jen jednou. Pokud jste pozvánku nečekali, můžete tento e-mail ignorovat.',
  },
  sk: {
    subject: 'Pozvánka do e-shopu pre {customer}',
    intro:
      '{invitedBy} vás pozval(a) ako používateľa firmy {customer} do nášho e-shopu. Pomocou odkazu nižšie si nastavíte prihlásenie.',
    invitedBy: 'Pozval(a)',
    company: 'Firma',
    validUntil: 'Odkaz platí do',
    button: 'Prijať pozvánku',
    why: 'Odkaz možno použiť iba raz. Ak ste pozvánku nečakali, môžete tento e-mail ignorovať.',
  },
  it: {
    subject: 'Invito al negozio online per {customer}',
    intro:
      "{invitedBy} l'ha invitata come utente di {customer} nel nostro negozio online. Con il link qui sotto imposta il suo accesso.",
    invitedBy: 'Invitato da',
    company: 'Azienda',
    validUntil: 'Il link è valido fino al',
    button: "Accetta l'invito",
    why: 'Il link può essere usato una sola volta. Se non si aspettava questo invito, può ignorare questa e-mail.',
  },
  bg: {
    subject: 'Покана за онлайн магазина за {customer}',
    intro:
      '{invitedBy} ви покани като потребител на {customer} в нашия онлайн магазин. Чрез линка по-долу ще настроите своя вход.',
    invitedBy: 'Поканен от',
    company: 'Фирма',
    validUntil: 'Линкът е валиден до',
    button: 'Приемете поканата',
    why: 'Линкът може да се използва само веднъж. Ако не сте очаквали тази покана, можете да пренебрегнете този имейл.',
  },
};
