import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ProductSearchFormProps {
  /** The input's id (its label points to it). */
  id: string;
  label: string;
  initial?: string;
  /** Called with the trimmed term on submit (also when empty: the caller decides). */
  onSearch: (term: string) => void;
}

/** A product search box with its submit button (search page, product finder). */
export function ProductSearchForm({ id, label, initial = '', onSearch }: ProductSearchFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  return (
    <form
      role="search"
      className="search-page__form"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={draft}
        maxLength={100}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={t('search.placeholder')}
      />
      <button type="submit" className="button">
        {t('search.submit')}
      </button>
    </form>
  );
}
