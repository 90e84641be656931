import { richText, spans } from './cms-rich-text';

describe('seed rich text shorthand', () => {
  it('turns lines into headings, paragraphs and grouped lists', () => {
    expect(richText(['## Title', 'Text', '- a', '- b', '1. one', '### Sub', ''])).toEqual([
      { type: 'heading', level: 2, spans: [{ text: 'Title' }] },
      { type: 'paragraph', spans: [{ text: 'Text' }] },
      { type: 'list', ordered: false, items: [[{ text: 'a' }], [{ text: 'b' }]] },
      { type: 'list', ordered: true, items: [[{ text: 'one' }]] },
      { type: 'heading', level: 3, spans: [{ text: 'Sub' }] },
    ]);
  });

  it('marks bold, italic and links, and keeps markup as plain text', () => {
    expect(spans('See **AGB** and *more* at [help](/footer/hilfe) <b>x</b>')).toEqual([
      { text: 'See ' },
      { text: 'AGB', bold: true },
      { text: ' and ' },
      { text: 'more', italic: true },
      { text: ' at ' },
      { text: 'help', href: '/footer/hilfe' },
      { text: ' <b>x</b>' },
    ]);
  });
});
