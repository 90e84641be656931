import type { Language } from '@shop/locales';

/** The texts of the mail about a disabled webhook subscription in one shop language (decision 0137). */
export interface WebhookDisabledTexts {
  subject(clientName: string): string;
  intro: string;
  customer: string;
  client: string;
  url: string;
  disabledAt: string;
  button: string;
  why: string;
}

export const WEBHOOK_DISABLED_TEXTS: Record<Language, WebhookDisabledTexts> = {
  de: {
    subject: (name) => `Webhook von „${name}“ deaktiviert`,
    intro:
      'die Zustellungen an eine Webhook-Adresse Ihres API-Clients sind 24 Stunden lang fehlgeschlagen. Wir haben das Abonnement deshalb deaktiviert; es werden keine Ereignisse mehr dorthin gesendet.',
    customer: 'Kunde',
    client: 'API-Client',
    url: 'Adresse',
    disabledAt: 'Deaktiviert am',
    button: 'API-Clients ansehen',
    why: 'Sie erhalten diese Nachricht als Administrator Ihres Unternehmens. Der API-Client kann das Abonnement wieder aktivieren (updateWebhookSubscription) und fehlgeschlagene Zustellungen wiederholen.',
  },
  cs: {
    subject: (name) => `Webhook klienta „${name}“ deaktivován`,
    intro:
      'doručování na adresu webhooku vašeho API klienta selhávalo 24 hodin. Odběr jsme proto deaktivovali; žádné další události tam nebudou odesílány.',
    customer: 'Zákazník',
    client: 'API klient',
    url: 'Adresa',
    disabledAt: 'Deaktivováno dne',
    button: 'Zobrazit API klienty',
    why: 'Tuto zprávu dostáváte jako administrátor své firmy. API klient může odběr znovu aktivovat (updateWebhookSubscription) a neúspěšná doručení zopakovat.',
  },
  sk: {
    subject: (name) => `Webhook klienta „${name}“ deaktivovaný`,
    intro:
      'doručovanie na adresu webhooku vášho API klienta zlyhávalo 24 hodín. Odber sme preto deaktivovali; žiadne ďalšie udalosti tam nebudú odosielané.',
    customer: 'Zákazník',
    client: 'API klient',
    url: 'Adresa',
    disabledAt: 'Deaktivované dňa',
    button: 'Zobraziť API klientov',
    why: 'Túto správu dostávate ako administrátor svojej firmy. API klient môže odber znova aktivovať (updateWebhookSubscription) a neúspešné doručenia zopakovať.',
  },
  it: {
    subject: (name) => `Webhook di "${name}" disattivato`,
    intro:
      'le consegne a un indirizzo webhook del vostro client API non sono riuscite per 24 ore. Abbiamo quindi disattivato la sottoscrizione; non vi verranno più inviati eventi.',
    customer: 'Cliente',
    client: 'Client API',
    url: 'Indirizzo',
    disabledAt: 'Disattivato il',
    button: 'Visualizza i client API',
    why: 'Ricevete questo messaggio come amministratori della vostra azienda. Il client API può riattivare la sottoscrizione (updateWebhookSubscription) e ripetere le consegne non riuscite.',
  },
  bg: {
    subject: (name) => `Webhook на „${name}“ е деактивиран`,
    intro:
      'доставките до webhook адрес на вашия API клиент са били неуспешни в продължение на 24 часа. Затова деактивирахме абонамента; към него вече няма да се изпращат събития.',
    customer: 'Клиент',
    client: 'API клиент',
    url: 'Адрес',
    disabledAt: 'Деактивиран на',
    button: 'Преглед на API клиентите',
    why: 'Получавате това съобщение като администратор на вашата фирма. API клиентът може да активира абонамента отново (updateWebhookSubscription) и да повтори неуспешните доставки.',
  },
};
