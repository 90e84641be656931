import type { Language } from '@shop/locales';

/** The texts of the contact form's mail to the tenant's service team (decision 0096). */
export interface ContactFormTexts {
  subject: string;
  greeting: string;
  intro: string;
  salutation: string;
  name: string;
  email: string;
  phone: string;
  sentFrom: string;
  sentAt: string;
  message: string;
  reply: string;
  footnote: string;
}

export const CONTACT_FORM_TEXTS: Record<Language, ContactFormTexts> = {
  de: {
    subject: 'Kontaktanfrage von',
    greeting: 'Hallo Kundenservice,',
    intro: 'über das Kontaktformular des Shops kam eine Anfrage.',
    salutation: 'Anrede',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    sentFrom: 'Gesendet aus',
    sentAt: 'Gesendet am',
    message: 'Nachricht',
    reply: 'Antworten',
    footnote: 'Eine Antwort auf diese E-Mail geht an die Absenderin oder den Absender.',
  },
  cs: {
    subject: 'Dotaz z kontaktního formuláře od',
    greeting: 'Dobrý den, zákaznický servise,',
    intro: 'přes kontaktní formulář e-shopu přišel dotaz.',
    salutation: 'Oslovení',
    name: 'Jméno',
    email: 'E-mail',
    phone: 'Telefon',
    sentFrom: 'Odesláno z',
    sentAt: 'Odesláno dne',
    message: 'Zpráva',
    reply: 'Odpovědět',
    footnote: 'Odpověď na tento e-mail dostane odesílatel.',
  },
  sk: {
    subject: 'Otázka z kontaktného formulára od',
    greeting: 'Dobrý deň, zákaznícky servis,',
    intro: 'cez kontaktný formulár e-shopu prišla otázka.',
    salutation: 'Oslovenie',
    name: 'Meno',
    email: 'E-mail',
    phone: 'Telefón',
    sentFrom: 'Odoslané z',
    sentAt: 'Odoslané dňa',
    message: 'Správa',
    reply: 'Odpovedať',
    footnote: 'Odpoveď na tento e-mail dostane odosielateľ.',
  },
  it: {
    subject: 'Richiesta di contatto da',
    greeting: 'Buongiorno servizio clienti,',
    intro: 'è arrivata una richiesta dal modulo di contatto del negozio.',
    salutation: 'Titolo',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefono',
    sentFrom: 'Inviato da',
    sentAt: 'Inviato il',
    message: 'Messaggio',
    reply: 'Rispondi',
    footnote: 'Una risposta a questa e-mail va al mittente.',
  },
  bg: {
    subject: 'Запитване от формата за контакт от',
    greeting: 'Здравейте, екип за обслужване на клиенти,',
    intro: 'чрез формата за контакт на магазина е получено запитване.',
    salutation: 'Обръщение',
    name: 'Име',
    email: 'Имейл',
    phone: 'Телефон',
    sentFrom: 'Изпратено от',
    sentAt: 'Изпратено на',
    message: 'Съобщение',
    reply: 'Отговор',
    footnote: 'Отговорът на този имейл отива при подателя.',
  },
};
