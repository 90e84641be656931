import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  POST_CODE_SEARCH_DEBOUNCE_MS,
  POST_CODE_SEARCH_MAX_WAIT_MS,
  POST_CODE_SEARCH_MIN_LENGTH,
  POST_CODE_SEARCH_PAGE_SIZE,
} from '@shop/domain';
import { LOCALES } from '@shop/locales';
import { onListboxKey } from '../../ui/listbox-keys';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useLocale } from '../locale/locale-context';
import { FormField } from './form-field';
import { POST_CODES_QUERY } from './registration.queries';

interface PostCodeFieldsProps {
  postCode: string;
  city: string;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (value: { postCode: string; city: string }) => void;
}

/**
 * Post code and place of the company (docs/rules/validation.md post code suggestions): the post code
 * is an ARIA 1.2 combobox suggesting the tenant's post codes after a 500 ms debounce (at the latest
 * 5000 ms), from one character, by code or place; arrow keys move, Enter or a click chooses (filling
 * post code and place), Escape closes.
 */
export function PostCodeFields({ postCode, city, errors, disabled, onChange }: PostCodeFieldsProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(postCode.trim(), POST_CODE_SEARCH_DEBOUNCE_MS, POST_CODE_SEARCH_MAX_WAIT_MS);
  const enough = term.length >= POST_CODE_SEARCH_MIN_LENGTH;
  const suggestions = useQuery(POST_CODES_QUERY, {
    skip: !enough || !open,
    variables: {
      locale,
      mandantCode: LOCALES[locale].mandantCode ?? '',
      query: term,
      limit: POST_CODE_SEARCH_PAGE_SIZE,
    },
  });
  const items = enough ? (suggestions.data?.postCodes.items ?? []) : [];
  const expanded = open && items.length > 0;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (index: number) => {
    const item = items[index];
    if (!item) return;
    onChange({ postCode: item.code, city: item.city });
    close();
  };

  return (
    <div className="registration-postal">
      <FormField
        id={`${id}-postal`}
        field="companyPostal"
        label={t('registration.field.companyPostal')}
        error={errors.companyPostal}
        required
        hint={t('registration.postCodeHint')}
      >
        {(a11y) => (
          <div className="registration-combobox">
            <input
              {...a11y}
              type="text"
              role="combobox"
              autoComplete="postal-code"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
              disabled={disabled}
              value={postCode}
              onChange={(event) => {
                onChange({ postCode: event.target.value, city });
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
                  choose,
                })
              }
            />
            <ul
              id={listId}
              role="listbox"
              aria-label={t('registration.postCodeSuggestions')}
              className="registration-combobox__list"
              hidden={!expanded}
            >
              {items.map((item, index) => (
                // Keyboard choice goes through the combobox (aria-activedescendant); the click is for pointers.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={`${item.code}-${item.city}`}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className="registration-combobox__option"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(index)}
                >
                  <span className="registration-combobox__code">{item.code}</span> {item.city}
                </li>
              ))}
            </ul>
          </div>
        )}
      </FormField>
      <FormField
        id={`${id}-city`}
        field="companyCity"
        label={t('registration.field.companyCity')}
        error={errors.companyCity}
        required
      >
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            autoComplete="address-level2"
            disabled={disabled}
            value={city}
            onChange={(event) => onChange({ postCode, city: event.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}
