import type { RegistrationDecisionKind } from '@shop/jobs';
import type { Language } from '@shop/locales';

type Kind = 'new-customer' | 'existing-customer';

/** The texts of the mail telling a registrant the decision on its registration (decision 0095). */
export interface RegistrationDecisionTexts {
  subject: Record<RegistrationDecisionKind, string>;
  intro: Record<Kind, Record<RegistrationDecisionKind, string>>;
  company: string;
  reason: string;
  button: Record<RegistrationDecisionKind, string>;
}

export const REGISTRATION_DECISION_TEXTS: Record<Language, RegistrationDecisionTexts> = {
  de: {
    subject: {
      confirmed: 'Ihre Registrierung wurde bestätigt',
      declined: 'Ihre Registrierung wurde abgelehnt',
    },
    intro: {
      'new-customer': {
        confirmed:
          'Ihre Registrierung als Neukunde wurde bestätigt. Melden Sie sich mit Ihrer E-Mail-Adresse an, um im Konto Ihres Unternehmens zu bestellen.',
        declined: 'Ihre Registrierung als Neukunde wurde leider abgelehnt.',
      },
      'existing-customer': {
        confirmed:
          'Ihr Zugang zum Konto Ihres Unternehmens wurde freigegeben. Melden Sie sich mit Ihrer E-Mail-Adresse an.',
        declined: 'Ihre Anfrage für einen Zugang zum Konto Ihres Unternehmens wurde leider abgelehnt.',
      },
    },
    company: 'Unternehmen',
    reason: 'Begründung',
    button: { confirmed: 'Jetzt anmelden', declined: 'Zum Shop' },
  },
  cs: {
    subject: { confirmed: 'Vaše registrace byla potvrzena', declined: 'Vaše registrace byla zamítnuta' },
    intro: {
      'new-customer': {
        confirmed:
          'Vaše registrace nového zákazníka byla potvrzena. Přihlaste se svou e-mailovou adresou a objednávejte v účtu své firmy.',
        declined: 'Vaše registrace nového zákazníka byla bohužel zamítnuta.',
      },
      'existing-customer': {
        confirmed: 'Váš přístup k účtu vaší firmy byl schválen. Přihlaste se svou e-mailovou adresou.',
        declined: 'Vaše žádost o přístup k účtu vaší firmy byla bohužel zamítnuta.',
      },
    },
    company: 'Firma',
    reason: 'Zdůvodnění',
    button: { confirmed: 'Přihlásit se', declined: 'Do e-shopu' },
  },
  sk: {
    subject: { confirmed: 'Vaša registrácia bola potvrdená', declined: 'Vaša registrácia bola zamietnutá' },
    intro: {
      'new-customer': {
        confirmed:
          'Vaša registrácia nového zákazníka bola potvrdená. Prihláste sa svojou e-mailovou adresou a objednávajte v účte svojej firmy.',
        declined: 'Vaša registrácia nového zákazníka bola žiaľ zamietnutá.',
      },
      'existing-customer': {
        confirmed: 'Váš prístup k účtu vašej firmy bol schválený. Prihláste sa svojou e-mailovou adresou.',
        declined: 'Vaša žiadosť o prístup k účtu vašej firmy bola žiaľ zamietnutá.',
      },
    },
    company: 'Firma',
    reason: 'Zdôvodnenie',
    button: { confirmed: 'Prihlásiť sa', declined: 'Do e-shopu' },
  },
  it: {
    subject: {
      confirmed: 'La sua registrazione è stata confermata',
      declined: 'La sua registrazione è stata rifiutata',
    },
    intro: {
      'new-customer': {
        confirmed:
          "La sua registrazione come nuovo cliente è stata confermata. Acceda con il suo indirizzo e-mail per ordinare nell'account della sua azienda.",
        declined: 'La sua registrazione come nuovo cliente è stata purtroppo rifiutata.',
      },
      'existing-customer': {
        confirmed:
          "Il suo accesso all'account della sua azienda è stato approvato. Acceda con il suo indirizzo e-mail.",
        declined: "La sua richiesta di accesso all'account della sua azienda è stata purtroppo rifiutata.",
      },
    },
    company: 'Azienda',
    reason: 'Motivazione',
    button: { confirmed: 'Accedi ora', declined: 'Al negozio' },
  },
  bg: {
    subject: { confirmed: 'Вашата регистрация е потвърдена', declined: 'Вашата регистрация е отхвърлена' },
    intro: {
      'new-customer': {
        confirmed:
          'Вашата регистрация като нов клиент е потвърдена. Влезте с вашия имейл адрес, за да поръчвате в профила на вашата фирма.',
        declined: 'За съжаление вашата регистрация като нов клиент е отхвърлена.',
      },
      'existing-customer': {
        confirmed: 'Достъпът ви до профила на вашата фирма е одобрен. Влезте с вашия имейл адрес.',
        declined: 'За съжаление вашата заявка за достъп до профила на вашата фирма е отхвърлена.',
      },
    },
    company: 'Фирма',
    reason: 'Обосновка',
    button: { confirmed: 'Вход', declined: 'Към магазина' },
  },
};
