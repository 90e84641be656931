import type { WebRole } from '@shop/domain';
import type { AccessChangeKind } from '@shop/jobs';
import type { Language } from '@shop/locales';

/**
 * The texts of the mail to a contact whose role was changed or who was removed, in one shop language
 * (decision 0147). The role names are the shop's own (apps/web/src/i18n, `roles`).
 */
export interface AccessChangedTexts {
  subject: Record<AccessChangeKind, (customerName: string) => string>;
  intro: Record<AccessChangeKind, (changedByName: string, customerName: string) => string>;
  person: string;
  company: string;
  roleBefore: string;
  roleAfter: string;
  changedBy: Record<AccessChangeKind, string>;
  changedAt: Record<AccessChangeKind, string>;
  button: Record<AccessChangeKind, string>;
  why: string;
  roles: Record<WebRole, string>;
}

export const ACCESS_CHANGED_TEXTS: Record<Language, AccessChangedTexts> = {
  de: {
    subject: {
      'role-changed': (customer) => `Ihre Rolle im Shop für ${customer} wurde geändert`,
      removed: (customer) => `Ihr Zugang zum Shop für ${customer} wurde entfernt`,
    },
    intro: {
      'role-changed': (by, customer) =>
        `${by} hat Ihre Rolle als Benutzer von ${customer} in unserem Shop geändert. Ab sofort gelten für Sie die Rechte der neuen Rolle.`,
      removed: (by, customer) =>
        `${by} hat Sie als Benutzer von ${customer} aus unserem Shop entfernt. Sie können sich für diese Firma nicht mehr anmelden.`,
    },
    person: 'Benutzer',
    company: 'Firma',
    roleBefore: 'Bisherige Rolle',
    roleAfter: 'Neue Rolle',
    changedBy: { 'role-changed': 'Geändert von', removed: 'Entfernt von' },
    changedAt: { 'role-changed': 'Geändert am', removed: 'Entfernt am' },
    button: { 'role-changed': 'Zu Ihrem Konto', removed: 'Zum Shop' },
    why: 'Sie erhalten diese Nachricht, weil sich Ihr Zugang zu unserem Shop geändert hat. Bei Fragen wenden Sie sich bitte an die Administratoren Ihrer Firma.',
    roles: {
      ROLE_AUTHENTICATED: 'Standardbenutzer',
      ROLE_CART_MANAGER_NO_CHECKOUT: 'Warenkorb-Verwalter ohne Bestellrecht',
      ROLE_CART_PURCHASER: 'Einkäufer',
      ROLE_CART_APPROVER: 'Warenkorb-Freigeber',
      ROLE_ADMIN: 'Administrator',
    },
  },
  cs: {
    subject: {
      'role-changed': (customer) => `Vaše role v e-shopu pro ${customer} byla změněna`,
      removed: (customer) => `Váš přístup do e-shopu pro ${customer} byl zrušen`,
    },
    intro: {
      'role-changed': (by, customer) =>
        `${by} změnil(a) vaši roli uživatele firmy ${customer} v našem e-shopu. Od této chvíle máte oprávnění nové role.`,
      removed: (by, customer) =>
        `${by} vás odebral(a) z uživatelů firmy ${customer} v našem e-shopu. Za tuto firmu se už nemůžete přihlásit.`,
    },
    person: 'Uživatel',
    company: 'Firma',
    roleBefore: 'Dosavadní role',
    roleAfter: 'Nová role',
    changedBy: { 'role-changed': 'Změnil(a)', removed: 'Odebral(a)' },
    changedAt: { 'role-changed': 'Změněno dne', removed: 'Odebráno dne' },
    button: { 'role-changed': 'Zobrazit můj účet', removed: 'Přejít do e-shopu' },
    why: 'Tuto zprávu dostáváte, protože se změnil váš přístup do našeho e-shopu. S dotazy se prosím obraťte na administrátory své firmy.',
    roles: {
      ROLE_AUTHENTICATED: 'Standardní uživatel',
      ROLE_CART_MANAGER_NO_CHECKOUT: 'Správce košíku bez práva objednávat',
      ROLE_CART_PURCHASER: 'Nákupčí',
      ROLE_CART_APPROVER: 'Schvalovatel košíků',
      ROLE_ADMIN: 'Administrátor',
    },
  },
  sk: {
    subject: {
      'role-changed': (customer) => `Vaša rola v e-shope pre ${customer} bola zmenená`,
      removed: (customer) => `Váš prístup do e-shopu pre ${customer} bol zrušený`,
    },
    intro: {
      'role-changed': (by, customer) =>
        `${by} zmenil(a) vašu rolu používateľa firmy ${customer} v našom e-shope. Odteraz máte oprávnenia novej roly.`,
      removed: (by, customer) =>
        `${by} vás odstránil(a) z používateľov firmy ${customer} v našom e-shope. Za túto firmu sa už nemôžete prihlásiť.`,
    },
    person: 'Používateľ',
    company: 'Firma',
    roleBefore: 'Doterajšia rola',
    roleAfter: 'Nová rola',
    changedBy: { 'role-changed': 'Zmenil(a)', removed: 'Odstránil(a)' },
    changedAt: { 'role-changed': 'Zmenené dňa', removed: 'Odstránené dňa' },
    button: { 'role-changed': 'Zobraziť môj účet', removed: 'Prejsť do e-shopu' },
    why: 'Túto správu dostávate, pretože sa zmenil váš prístup do nášho e-shopu. S otázkami sa prosím obráťte na administrátorov svojej firmy.',
    roles: {
      ROLE_AUTHENTICATED: 'Štandardný používateľ',
      ROLE_CART_MANAGER_NO_CHECKOUT: 'Správca košíka bez práva objednávať',
      ROLE_CART_PURCHASER: 'Nákupca',
      ROLE_CART_APPROVER: 'Schvaľovateľ košíkov',
      ROLE_ADMIN: 'Administrátor',
    },
  },
  it: {
    subject: {
      'role-changed': (customer) => `Il suo ruolo nel negozio online per ${customer} è stato modificato`,
      removed: (customer) => `Il suo accesso al negozio online per ${customer} è stato revocato`,
    },
    intro: {
      'role-changed': (by, customer) =>
        `${by} ha modificato il suo ruolo di utente di ${customer} nel nostro negozio online. D'ora in poi dispone dei diritti del nuovo ruolo.`,
      removed: (by, customer) =>
        `${by} l'ha rimossa dagli utenti di ${customer} nel nostro negozio online. Non può più accedere per questa azienda.`,
    },
    person: 'Utente',
    company: 'Azienda',
    roleBefore: 'Ruolo precedente',
    roleAfter: 'Nuovo ruolo',
    changedBy: { 'role-changed': 'Modificato da', removed: 'Rimosso da' },
    changedAt: { 'role-changed': 'Modificato il', removed: 'Rimosso il' },
    button: { 'role-changed': 'Vai al suo account', removed: 'Vai al negozio online' },
    why: 'Riceve questo messaggio perché il suo accesso al nostro negozio online è cambiato. Per domande si rivolga agli amministratori della sua azienda.',
    roles: {
      ROLE_AUTHENTICATED: 'Utente standard',
      ROLE_CART_MANAGER_NO_CHECKOUT: "Gestore carrello senza diritto d'ordine",
      ROLE_CART_PURCHASER: 'Acquirente',
      ROLE_CART_APPROVER: 'Approvatore carrelli',
      ROLE_ADMIN: 'Amministratore',
    },
  },
  bg: {
    subject: {
      'role-changed': (customer) => `Ролята ви в онлайн магазина за ${customer} е променена`,
      removed: (customer) => `Достъпът ви до онлайн магазина за ${customer} е премахнат`,
    },
    intro: {
      'role-changed': (by, customer) =>
        `${by} промени ролята ви като потребител на ${customer} в нашия онлайн магазин. Отсега нататък имате правата на новата роля.`,
      removed: (by, customer) =>
        `${by} ви премахна от потребителите на ${customer} в нашия онлайн магазин. Вече не можете да влизате от името на тази фирма.`,
    },
    person: 'Потребител',
    company: 'Фирма',
    roleBefore: 'Досегашна роля',
    roleAfter: 'Нова роля',
    changedBy: { 'role-changed': 'Променено от', removed: 'Премахнато от' },
    changedAt: { 'role-changed': 'Променено на', removed: 'Премахнато на' },
    button: { 'role-changed': 'Към вашия профил', removed: 'Към онлайн магазина' },
    why: 'Получавате това съобщение, защото достъпът ви до нашия онлайн магазин е променен. При въпроси се обърнете към администраторите на вашата фирма.',
    roles: {
      ROLE_AUTHENTICATED: 'Стандартен потребител',
      ROLE_CART_MANAGER_NO_CHECKOUT: 'Управител на количка без право на поръчка',
      ROLE_CART_PURCHASER: 'Купувач',
      ROLE_CART_APPROVER: 'Одобряващ колички',
      ROLE_ADMIN: 'Администратор',
    },
  },
};
