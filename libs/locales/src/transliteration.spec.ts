import { toLatin } from './transliteration';

describe('toLatin', () => {
  it.each([
    ['Фактура', 'Faktura'],
    ['Кредитно известие', 'Kreditno izvestie'],
    ['Хигиенен план – кухня', 'Higienen plan – kuhnya'],
    ['Майка', 'Mayka'],
    ['Müller Straße', 'Mueller Strasse'],
    ['Účtenka ěščřžýáíéůú', 'Uctenka escrzyaieuu'],
    ['ľĺŕô Ľubica', 'llro Lubica'],
    ['Quantità', 'Quantita'],
  ])('%s → %s', (text, latin) => {
    expect(toLatin(text)).toBe(latin);
  });
});
