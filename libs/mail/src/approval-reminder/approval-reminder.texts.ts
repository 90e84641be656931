import type { Language } from '@shop/locales';

/** The texts of the approval reminder in one shop language (decision 0045). */
export interface ApprovalReminderTexts {
  subject(requesterName: string): string;
  intro: string;
  customer: string;
  requester: string;
  requestedAt: string;
  lineCount: string;
  comment: string;
  button: string;
  why: string;
}

export const APPROVAL_REMINDER_TEXTS: Record<Language, ApprovalReminderTexts> = {
  de: {
    subject: (name) => `Warenkorb von ${name} wartet auf Ihre Freigabe`,
    intro:
      'ein Warenkorb wartet auf Ihre Freigabe. Bitte geben Sie ihn frei, ändern Sie ihn oder lehnen Sie ihn ab.',
    customer: 'Kunde',
    requester: 'Angefordert von',
    requestedAt: 'Zur Freigabe übergeben am',
    lineCount: 'Anzahl Positionen',
    comment: 'Kommentar',
    button: 'Warenkorb ansehen und entscheiden',
    why: 'Sie erhalten diese Erinnerung, weil Sie Warenkörbe Ihres Unternehmens freigeben. Bis zu einer Entscheidung erinnern wir Sie in regelmäßigen Abständen erneut.',
  },
  cs: {
    subject: (name) => `Košík čeká na vaše schválení – ${name}`,
    intro: 'košík čeká na vaše schválení. Schvalte ho prosím, upravte, nebo zamítněte.',
    customer: 'Zákazník',
    requester: 'Požadavek od',
    requestedAt: 'Předáno ke schválení dne',
    lineCount: 'Počet položek',
    comment: 'Komentář',
    button: 'Zobrazit košík a rozhodnout',
    why: 'Toto připomenutí dostáváte, protože schvalujete košíky své firmy. Dokud nebude rozhodnuto, budeme vám ho v pravidelných intervalech posílat znovu.',
  },
  sk: {
    subject: (name) => `Košík čaká na vaše schválenie – ${name}`,
    intro: 'košík čaká na vaše schválenie. Prosím, schváľte ho, upravte alebo zamietnite.',
    customer: 'Zákazník',
    requester: 'Požiadavka od',
    requestedAt: 'Odovzdané na schválenie dňa',
    lineCount: 'Počet položiek',
    comment: 'Komentár',
    button: 'Zobraziť košík a rozhodnúť',
    why: 'Toto pripomenutie dostávate, pretože schvaľujete košíky svojej firmy. Kým nebude rozhodnuté, budeme vám ho v pravidelných intervaloch posielať znova.',
  },
  it: {
    subject: (name) => `Il carrello di ${name} attende la sua approvazione`,
    intro: 'un carrello attende la sua approvazione. La preghiamo di approvarlo, modificarlo o rifiutarlo.',
    customer: 'Cliente',
    requester: 'Richiesto da',
    requestedAt: 'Inviato per approvazione il',
    lineCount: 'Numero di righe',
    comment: 'Commento',
    button: 'Visualizza il carrello e decidi',
    why: 'Riceve questo promemoria perché approva i carrelli della sua azienda. Finché non verrà presa una decisione, glielo invieremo di nuovo a intervalli regolari.',
  },
  bg: {
    subject: (name) => `Количката на ${name} очаква вашето одобрение`,
    intro: 'една количка очаква вашето одобрение. Моля, одобрете я, променете я или я отхвърлете.',
    customer: 'Клиент',
    requester: 'Заявено от',
    requestedAt: 'Изпратено за одобрение на',
    lineCount: 'Брой позиции',
    comment: 'Коментар',
    button: 'Прегледайте количката и решете',
    why: 'Получавате това напомняне, защото одобрявате количките на вашата фирма. Докато не бъде взето решение, ще ви го изпращаме отново на равни интервали.',
  },
};
