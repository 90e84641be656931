import { validateApprovalDecisionMailJob } from '@shop/jobs';
import { approvalDecisionMailJob } from '@shop/jobs/testing';
import { LANGUAGES } from '@shop/locales';
import { renderApprovalDecision } from './approval-decision';
import { APPROVAL_DECISION_TEXTS } from './approval-decision.texts';

/** Intl separates date parts with no-break spaces; the assertions read them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const render = (patch: Parameters<typeof approvalDecisionMailJob>[0] = {}) =>
  renderApprovalDecision(validateApprovalDecisionMailJob(approvalDecisionMailJob(patch)));

describe('renderApprovalDecision (decision 0070)', () => {
  it('tells a Czech requester in Czech that its cart was approved and ordered, by whom, when and why', () => {
    const mail = render();
    expect(mail.subject).toBe('Váš košík byl schválen a objednán');
    const text = spaced(mail.text);
    expect(text).toMatch(/^Dobrý den,\n\nkošík, který jste předali ke schválení, byl schválen a objednán\./);
    expect(text).toContain(
      [
        'Rozhodl(a): Petr Svoboda',
        'Rozhodnuto dne: 21. listopadu 2026 v 14:05',
        'Číslo objednávky: WS-100043',
        '',
        'Zdůvodnění:',
        'Schváleno, díky',
      ].join('\n'),
    );
    expect(text).toContain(
      'Do správy košíků: https://shop.example/cs-cz/account/mein-konto/warenkorbverwaltung',
    );
    expect(mail.html).toContain('<html lang="cs">');
    expect(mail.html).toContain(
      '<a href="https://shop.example/cs-cz/account/mein-konto/warenkorbverwaltung"',
    );
  });

  it('says a changed approval and a decline apart, a decline without an order number', () => {
    expect(render({ decision: { decision: 'modified' } }).subject).toBe(
      'Váš košík byl upraven, schválen a objednán',
    );
    const declined = render({
      locale: 'de-at',
      mandantCode: '20HHAT',
      decision: { decision: 'declined', orderNumber: null, comment: 'Bitte <b>kleinere</b> Mengen' },
    });
    expect(declined.subject).toBe('Ihr Warenkorb wurde abgelehnt');
    expect(declined.text).not.toContain('Bestellnummer');
    expect(declined.text).toContain('Begründung:\nBitte <b>kleinere</b> Mengen');
    // What someone typed is escaped in the HTML part.
    expect(declined.html).toContain('Bitte &lt;b&gt;kleinere&lt;/b&gt; Mengen');
    expect(declined.html).not.toContain('<b>kleinere');
  });

  it('leaves the reason out when there is none', () => {
    const mail = render({ decision: { comment: null } });
    expect(mail.text).not.toContain('Zdůvodnění');
  });

  it('has every text in every shop language', () => {
    for (const language of LANGUAGES) {
      const texts = APPROVAL_DECISION_TEXTS[language];
      for (const value of [
        ...Object.values(texts.subject),
        ...Object.values(texts.intro),
        texts.decidedBy,
        texts.decidedAt,
        texts.orderNumber,
        texts.comment,
        texts.button,
      ])
        expect(value.trim()).not.toBe('');
    }
  });
});
