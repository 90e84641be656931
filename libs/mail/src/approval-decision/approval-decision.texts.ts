import type { ApprovalDecisionKind } from '@shop/jobs';
import type { Language } from '@shop/locales';

/** The texts of the mail telling a requester the decision on its cart, in one shop language (decision 0070). */
export interface ApprovalDecisionTexts {
  subject: Record<ApprovalDecisionKind, string>;
  intro: Record<ApprovalDecisionKind, string>;
  decidedBy: string;
  decidedAt: string;
  orderNumber: string;
  comment: string;
  button: string;
}

export const APPROVAL_DECISION_TEXTS: Record<Language, ApprovalDecisionTexts> = {
  de: {
    subject: {
      approved: 'Ihr Warenkorb wurde freigegeben und bestellt',
      modified: 'Ihr Warenkorb wurde geändert, freigegeben und bestellt',
      declined: 'Ihr Warenkorb wurde abgelehnt',
    },
    intro: {
      approved: 'der Warenkorb, den Sie zur Freigabe weitergegeben haben, wurde freigegeben und bestellt.',
      modified:
        'der Warenkorb, den Sie zur Freigabe weitergegeben haben, wurde vor der Freigabe geändert und dann bestellt.',
      declined:
        'der Warenkorb, den Sie zur Freigabe weitergegeben haben, wurde abgelehnt. Er wurde gelöscht; die Entscheidung bleibt in der Warenkorbverwaltung sichtbar.',
    },
    decidedBy: 'Entschieden von',
    decidedAt: 'Entschieden am',
    orderNumber: 'Bestellnummer',
    comment: 'Begründung',
    button: 'Zur Warenkorbverwaltung',
  },
  cs: {
    subject: {
      approved: 'Váš košík byl schválen a objednán',
      modified: 'Váš košík byl upraven, schválen a objednán',
      declined: 'Váš košík byl zamítnut',
    },
    intro: {
      approved: 'košík, který jste předali ke schválení, byl schválen a objednán.',
      modified: 'košík, který jste předali ke schválení, byl před schválením upraven a poté objednán.',
      declined:
        'košík, který jste předali ke schválení, byl zamítnut. Byl smazán; rozhodnutí zůstává vidět ve správě košíků.',
    },
    decidedBy: 'Rozhodl(a)',
    decidedAt: 'Rozhodnuto dne',
    orderNumber: 'Číslo objednávky',
    comment: 'Zdůvodnění',
    button: 'Do správy košíků',
  },
  sk: {
    subject: {
      approved: 'Váš košík bol schválený a objednaný',
      modified: 'Váš košík bol upravený, schválený a objednaný',
      declined: 'Váš košík bol zamietnutý',
    },
    intro: {
      approved: 'košík, ktorý ste odovzdali na schválenie, bol schválený a objednaný.',
      modified: 'košík, ktorý ste odovzdali na schválenie, bol pred schválením upravený a potom objednaný.',
      declined:
        'košík, ktorý ste odovzdali na schválenie, bol zamietnutý. Bol vymazaný; rozhodnutie zostáva viditeľné v správe košíkov.',
    },
    decidedBy: 'Rozhodol/a',
    decidedAt: 'Rozhodnuté dňa',
    orderNumber: 'Číslo objednávky',
    comment: 'Zdôvodnenie',
    button: 'Do správy košíkov',
  },
  it: {
    subject: {
      approved: 'Il suo carrello è stato approvato e ordinato',
      modified: 'Il suo carrello è stato modificato, approvato e ordinato',
      declined: 'Il suo carrello è stato rifiutato',
    },
    intro: {
      approved: 'il carrello che ha inviato per approvazione è stato approvato e ordinato.',
      modified:
        "il carrello che ha inviato per approvazione è stato modificato prima dell'approvazione e poi ordinato.",
      declined:
        'il carrello che ha inviato per approvazione è stato rifiutato. È stato eliminato; la decisione resta visibile nella gestione carrelli.',
    },
    decidedBy: 'Deciso da',
    decidedAt: 'Deciso il',
    orderNumber: "Numero d'ordine",
    comment: 'Motivazione',
    button: 'Alla gestione carrelli',
  },
  bg: {
    subject: {
      approved: 'Вашата количка е одобрена и поръчана',
      modified: 'Вашата количка е променена, одобрена и поръчана',
      declined: 'Вашата количка е отхвърлена',
    },
    intro: {
      approved: 'количката, която изпратихте за одобрение, е одобрена и поръчана.',
      modified:
        'количката, която изпратихте за одобрение, е променена преди одобрението и след това поръчана.',
      declined:
        'количката, която изпратихте за одобрение, е отхвърлена. Тя е изтрита; решението остава видимо в управлението на количките.',
    },
    decidedBy: 'Решение на',
    decidedAt: 'Решено на',
    orderNumber: 'Номер на поръчката',
    comment: 'Обосновка',
    button: 'Към управлението на количките',
  },
};
