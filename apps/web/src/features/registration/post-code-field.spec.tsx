import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nextProvider } from 'react-i18next';
import {
  POST_CODE_SEARCH_DEBOUNCE_MS,
  POST_CODE_SEARCH_MAX_WAIT_MS,
  POST_CODE_SEARCH_PAGE_SIZE,
} from '@shop/domain';
import { createCache } from '../../app/apollo-client';
import { i18nFor } from '../../i18n/i18n';
import { LocaleContext, localeContextOf } from '../locale/locale-context';
import { PostCodeFields } from './post-code-field';
import { POST_CODES_QUERY } from './registration.queries';

/** The post code queries the field sent, by search term. */
let asked: string[] = [];

const answer = (query: string) => ({
  request: {
    query: POST_CODES_QUERY,
    variables: { locale: 'de-at', mandantCode: '20HHAT', query, limit: POST_CODE_SEARCH_PAGE_SIZE },
  },
  result: () => {
    asked.push(query);
    return {
      data: {
        postCodes: {
          __typename: 'PostCodePage',
          items: [
            { __typename: 'PostCode', code: '2351', city: 'Wiener Neudorf' },
            { __typename: 'PostCode', code: '2340', city: 'Mödling' },
          ],
        },
      },
    };
  },
  maxUsageCount: 10,
});

function Harness() {
  const [value, setValue] = useState({ postCode: '', city: '' });
  return (
    <PostCodeFields
      postCode={value.postCode}
      city={value.city}
      errors={{}}
      disabled={false}
      onChange={setValue}
    />
  );
}

function renderField(terms: string[]) {
  return render(
    <MockedProvider mocks={terms.map(answer)} cache={createCache()}>
      <I18nextProvider i18n={i18nFor('de')}>
        <LocaleContext.Provider value={localeContextOf('de-at')}>
          <Harness />
        </LocaleContext.Provider>
      </I18nextProvider>
    </MockedProvider>,
  );
}

describe('post code suggestions (docs/rules/validation.md: 500 ms debounce, 5000 ms max wait, from 1 character)', () => {
  beforeEach(() => {
    asked = [];
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('asks once the typing paused 500 ms, from the first character', async () => {
    renderField(['2', '23']);
    const input = screen.getByRole('combobox', { name: /PLZ/ });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2' } });
    await act(async () => jest.advanceTimersByTime(POST_CODE_SEARCH_DEBOUNCE_MS - 1));
    expect(asked).toEqual([]);
    fireEvent.change(input, { target: { value: '23' } });
    await act(async () => jest.advanceTimersByTime(POST_CODE_SEARCH_DEBOUNCE_MS - 1));
    expect(asked).toEqual([]);
    await act(async () => jest.advanceTimersByTime(1));
    await act(async () => jest.runOnlyPendingTimersAsync());
    expect(asked).toEqual(['23']);
  });

  it('asks at the latest 5000 ms after the first keystroke while the typing goes on', async () => {
    const typed = Array.from({ length: 14 }, (_, i) => '1'.repeat(i + 1));
    renderField(typed);
    const input = screen.getByRole('combobox', { name: /PLZ/ });
    fireEvent.focus(input);
    for (const value of typed) {
      fireEvent.change(input, { target: { value } });
      await act(async () => jest.advanceTimersByTime(400));
    }
    // 14 keystrokes 400 ms apart: never a 500 ms pause, yet the 5000 ms maximum forced one search.
    expect(asked.length).toBe(1);
    expect(14 * 400).toBeGreaterThan(POST_CODE_SEARCH_MAX_WAIT_MS);
  });

  it('chooses a suggestion by keyboard: arrow down marks it (aria-activedescendant), Enter fills post code and place', async () => {
    renderField(['2']);
    const input = screen.getByRole('combobox', { name: /PLZ/ });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2' } });
    await act(async () => jest.advanceTimersByTime(POST_CODE_SEARCH_DEBOUNCE_MS));
    await act(async () => jest.runOnlyPendingTimersAsync());
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = input.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toContain('Mödling');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((input as HTMLInputElement).value).toBe('2340');
    expect((screen.getByRole('textbox', { name: /Ort/ }) as HTMLInputElement).value).toBe('Mödling');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
