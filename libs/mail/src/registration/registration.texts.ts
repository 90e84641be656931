import type { RegistrationMailKind } from '@shop/jobs';
import type { Language } from '@shop/locales';

/** The texts of the registration mails in one shop language (decision 0094). */
export interface RegistrationTexts {
  received: {
    subject: Record<RegistrationMailKind, string>;
    intro: Record<RegistrationMailKind, string>;
    companyName: string;
    customerNumber: string;
    receivedAt: string;
    button: string;
  };
  accessRequest: {
    subject: string;
    intro: string;
    registrant: string;
    email: string;
    customerNumber: string;
    requestedAt: string;
    comment: string;
    button: string;
    footnote: string;
  };
}

export const REGISTRATION_TEXTS: Record<Language, RegistrationTexts> = {
  de: {
    received: {
      subject: {
        'new-customer': 'Ihre Registrierung ist bei uns eingegangen',
        'existing-customer': 'Ihre Zugangsanfrage ist bei uns eingegangen',
      },
      intro: {
        'new-customer':
          'vielen Dank für Ihre Registrierung als Neukunde. Wir prüfen Ihre Angaben und informieren Sie per E-Mail, sobald Ihr Kundenkonto freigeschaltet ist.',
        'existing-customer':
          'vielen Dank für Ihre Anfrage. Die Administratoren Ihres Unternehmens wurden benachrichtigt; Sie erhalten eine E-Mail, sobald sie über Ihren Zugang entschieden haben.',
      },
      companyName: 'Firma',
      customerNumber: 'Kundennummer',
      receivedAt: 'Eingegangen am',
      button: 'Zum Shop',
    },
    accessRequest: {
      subject: 'Anfrage auf Zugang zu Ihrem Kundenkonto',
      intro:
        'eine Person möchte als Benutzer Ihres Unternehmens im Shop arbeiten. Bitte prüfen Sie die Anfrage und geben Sie sie frei oder lehnen Sie sie ab.',
      registrant: 'Name',
      email: 'E-Mail',
      customerNumber: 'Kundennummer',
      requestedAt: 'Angefragt am',
      comment: 'Anmerkung',
      button: 'Anfrage prüfen',
      footnote: 'Sie erhalten diese E-Mail als Administrator des Kundenkontos.',
    },
  },
  cs: {
    received: {
      subject: {
        'new-customer': 'Vaši registraci jsme obdrželi',
        'existing-customer': 'Vaši žádost o přístup jsme obdrželi',
      },
      intro: {
        'new-customer':
          'děkujeme za Vaši registraci nového zákazníka. Vaše údaje prověříme a e-mailem Vás informujeme, jakmile bude Váš zákaznický účet aktivován.',
        'existing-customer':
          'děkujeme za Vaši žádost. Administrátoři Vaší společnosti byli informováni; jakmile o Vašem přístupu rozhodnou, obdržíte e-mail.',
      },
      companyName: 'Firma',
      customerNumber: 'Zákaznické číslo',
      receivedAt: 'Přijato dne',
      button: 'Do obchodu',
    },
    accessRequest: {
      subject: 'Žádost o přístup k Vašemu zákaznickému účtu',
      intro:
        'někdo chce v obchodě pracovat jako uživatel Vaší společnosti. Prověřte prosím žádost a schvalte ji, nebo ji zamítněte.',
      registrant: 'Jméno',
      email: 'E-mail',
      customerNumber: 'Zákaznické číslo',
      requestedAt: 'Požádáno dne',
      comment: 'Poznámka',
      button: 'Prověřit žádost',
      footnote: 'Tento e-mail dostáváte jako administrátor zákaznického účtu.',
    },
  },
  sk: {
    received: {
      subject: {
        'new-customer': 'Vašu registráciu sme prijali',
        'existing-customer': 'Vašu žiadosť o prístup sme prijali',
      },
      intro: {
        'new-customer':
          'ďakujeme za Vašu registráciu nového zákazníka. Vaše údaje preveríme a e-mailom Vás budeme informovať, keď bude Váš zákaznícky účet aktivovaný.',
        'existing-customer':
          'ďakujeme za Vašu žiadosť. Administrátori Vašej spoločnosti boli informovaní; keď rozhodnú o Vašom prístupe, dostanete e-mail.',
      },
      companyName: 'Firma',
      customerNumber: 'Zákaznícke číslo',
      receivedAt: 'Prijaté dňa',
      button: 'Do obchodu',
    },
    accessRequest: {
      subject: 'Žiadosť o prístup k Vášmu zákazníckemu účtu',
      intro:
        'niekto chce v obchode pracovať ako používateľ Vašej spoločnosti. Preverte, prosím, žiadosť a schváľte ju alebo ju zamietnite.',
      registrant: 'Meno',
      email: 'E-mail',
      customerNumber: 'Zákaznícke číslo',
      requestedAt: 'Požiadané dňa',
      comment: 'Poznámka',
      button: 'Preveriť žiadosť',
      footnote: 'Tento e-mail dostávate ako administrátor zákazníckeho účtu.',
    },
  },
  it: {
    received: {
      subject: {
        'new-customer': 'Abbiamo ricevuto la sua registrazione',
        'existing-customer': 'Abbiamo ricevuto la sua richiesta di accesso',
      },
      intro: {
        'new-customer':
          'grazie per la sua registrazione come nuovo cliente. Verificheremo i suoi dati e la informeremo via e-mail non appena il suo account cliente sarà attivato.',
        'existing-customer':
          "grazie per la sua richiesta. Gli amministratori della sua azienda sono stati informati; riceverà un'e-mail non appena avranno deciso sul suo accesso.",
      },
      companyName: 'Azienda',
      customerNumber: 'Numero cliente',
      receivedAt: 'Ricevuta il',
      button: 'Al negozio',
    },
    accessRequest: {
      subject: 'Richiesta di accesso al suo account cliente',
      intro:
        'una persona desidera lavorare nel negozio come utente della sua azienda. La preghiamo di verificare la richiesta e di approvarla o rifiutarla.',
      registrant: 'Nome',
      email: 'E-mail',
      customerNumber: 'Numero cliente',
      requestedAt: 'Richiesta il',
      comment: 'Nota',
      button: 'Verifica la richiesta',
      footnote: "Riceve questa e-mail in quanto amministratore dell'account cliente.",
    },
  },
  bg: {
    received: {
      subject: {
        'new-customer': 'Получихме Вашата регистрация',
        'existing-customer': 'Получихме Вашата заявка за достъп',
      },
      intro: {
        'new-customer':
          'благодарим Ви за регистрацията като нов клиент. Ще проверим Вашите данни и ще Ви уведомим по имейл, щом клиентският Ви акаунт бъде активиран.',
        'existing-customer':
          'благодарим Ви за заявката. Администраторите на Вашата фирма са уведомени; ще получите имейл, щом решат относно Вашия достъп.',
      },
      companyName: 'Фирма',
      customerNumber: 'Клиентски номер',
      receivedAt: 'Получена на',
      button: 'Към магазина',
    },
    accessRequest: {
      subject: 'Заявка за достъп до Вашия клиентски акаунт',
      intro:
        'човек иска да работи в магазина като потребител на Вашата фирма. Моля, проверете заявката и я одобрете или отхвърлете.',
      registrant: 'Име',
      email: 'Имейл',
      customerNumber: 'Клиентски номер',
      requestedAt: 'Заявена на',
      comment: 'Бележка',
      button: 'Проверка на заявката',
      footnote: 'Получавате този имейл като администратор на клиентския акаунт.',
    },
  },
};
