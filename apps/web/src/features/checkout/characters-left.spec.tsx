import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MAX_FURTHER_INFORMATION_LENGTH } from '@shop/domain';
import { i18nFor } from '../../i18n/i18n';
import { CharactersLeft } from './characters-left';

/** An input as the order confirmation page has it: the limit on the input, the counter beside it. */
function Reference() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="ref">Ihre Bestellreferenz</label>
      <input
        id="ref"
        value={value}
        maxLength={MAX_FURTHER_INFORMATION_LENGTH}
        aria-describedby="ref-left"
        onChange={(event) => setValue(event.target.value)}
      />
      <CharactersLeft id="ref-left" value={value} max={MAX_FURTHER_INFORMATION_LENGTH} />
    </>
  );
}

describe('CharactersLeft (decision 0070)', () => {
  it('shows the limit, counts down while typing, and is the input’s description', () => {
    render(
      <I18nextProvider i18n={i18nFor('de')}>
        <Reference />
      </I18nextProvider>,
    );
    expect(screen.getByText('Noch 120 von 120 Zeichen')).toBeTruthy();
    const input = screen.getByLabelText('Ihre Bestellreferenz');
    fireEvent.change(input, { target: { value: 'PO-4711' } });
    expect(screen.getByText('Noch 113 von 120 Zeichen')).toBeTruthy();
    expect(input.getAttribute('maxlength')).toBe('120');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Noch 113 von 120 Zeichen',
    );
  });

  it('says it in the shop languages', () => {
    render(
      <I18nextProvider i18n={i18nFor('bg')}>
        <CharactersLeft id="x" value="abc" max={120} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Остават 117 от 120 знака')).toBeTruthy();
  });
});
