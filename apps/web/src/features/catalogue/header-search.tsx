import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { normalizeSearchTerm, SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_LENGTH } from '@shop/domain';
import { buildPath } from '@shop/locales';
import { productPath } from '../navigation/paths';
import { onListboxKey } from '../../ui/listbox-keys';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useLocale } from '../locale/locale-context';
import { PRODUCT_SUGGESTIONS_QUERY } from './product-suggestions.queries';
import './header-search.css';

/** The search page of a locale with `q` (the guard runner orders it first and marks the page noindex). */
export function searchPath(locale: Parameters<typeof buildPath>[1], q: string): string {
  return `${buildPath('search', locale)}?q=${encodeURIComponent(q)}`;
}

/**
 * The header's search box: an ARIA 1.2 combobox with type-ahead product suggestions (debounced),
 * arrow keys to move, Enter to open a suggestion or search, Escape to close.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const term = normalizeSearchTerm(useDebouncedValue(text, SUGGESTION_DEBOUNCE_MS, 2000));
  const enough = term.length >= SUGGESTION_MIN_LENGTH;
  const suggestions = useQuery(PRODUCT_SUGGESTIONS_QUERY, {
    skip: !enough,
    variables: { locale, searchTerm: term },
  });
  const items = enough ? (suggestions.data?.productSuggestions ?? []) : [];
  const expanded = open && enough && items.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (path: string) => {
    close();
    setText('');
    input.current?.blur();
    void navigate(path);
  };
  const submit = () => {
    const q = normalizeSearchTerm(text);
    if (q) go(searchPath(locale, q));
  };

  return (
    <form
      role="search"
      className="header-search"
      onSubmit={(event) => {
        event.preventDefault();
        if (expanded && active >= 0) go(productPath(locale, items[active].slug));
        else submit();
      }}
    >
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={`${listId}-input`}
        className="header-search__input"
        type="search"
        role="combobox"
        autoComplete="off"
        maxLength={100}
        placeholder={t('search.placeholder')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(close, 150)}
        onKeyDown={(event) =>
          onListboxKey(event, {
            count: items.length,
            expanded,
            active,
            setActive,
            open: () => setOpen(true),
            close,
          })
        }
      />
      <button type="submit" className="header-search__submit">
        <span className="visually-hidden">{t('search.submit')}</span>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className="header-search__list"
        hidden={!expanded}
      >
        {items.map((item, index) => (
          // Keyboard selection goes through the combobox (aria-activedescendant); the click is for pointers.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={item.sku}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="header-search__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(productPath(locale, item.slug))}
          >
            <img src={item.imageUrl} alt="" width="40" height="40" />
            <span className="header-search__name">{item.name}</span>
            <span className="header-search__sku">{item.sku}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
