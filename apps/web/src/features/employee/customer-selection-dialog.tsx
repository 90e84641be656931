import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  CUSTOMER_SEARCH_MAX_WAIT_MS,
  CUSTOMER_SEARCH_MIN_LENGTH,
  CUSTOMER_SEARCH_PAGE_SIZE,
} from '@shop/domain';
import type { EmployeeCustomersQuery } from '../../gql/generated';
import { QueryError } from '../../ui/query-error';
import { Skeleton } from '../../ui/skeleton';
import { useFocusTrap } from '../../ui/use-focus-trap';
import { ME_QUERY } from '../session/me.queries';
import { roleLabel } from '../session/role-label';
import { EMPLOYEE_CUSTOMERS_QUERY, SELECT_CUSTOMER_MUTATION } from './employee.queries';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import './customer-selection-dialog.css';

type Customer = EmployeeCustomersQuery['employeeCustomers']['items'][number];

interface CustomerSelectionDialogProps {
  /** False while the employee has no customer: no close button, Escape does nothing (docs/rules/routes-and-guards.md). */
  dismissible: boolean;
  onClose: () => void;
  /** After a successful selection, with the new session's tenant. */
  onSelected: (mandantCode: string | null) => void;
}

/**
 * The customer-selection dialog for employees (docs/rules/routes-and-guards.md): search the own tenant's customers by
 * number or name (debounced, at least 1 character, paged), pick the contact to act as.
 */
export function CustomerSelectionDialog({ dismissible, onClose, onSelected }: CustomerSelectionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const inputId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS, CUSTOMER_SEARCH_MAX_WAIT_MS);
  // Page and chosen customer belong to one search text; a new text starts again at page 1.
  const [paging, setPaging] = useState({ query, page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const setPage = (next: number) => setPaging({ query, page: next });
  const [choice, setChoice] = useState<{ query: string; customer: Customer | null }>({
    query,
    customer: null,
  });
  const chosen = choice.query === query ? choice.customer : null;
  const setChosen = (customer: Customer | null) => setChoice({ query, customer });
  const searching = query.length >= CUSTOMER_SEARCH_MIN_LENGTH;

  const { data, loading, error, refetch } = useQuery(EMPLOYEE_CUSTOMERS_QUERY, {
    variables: { query, page, limit: CUSTOMER_SEARCH_PAGE_SIZE },
    skip: !searching,
    fetchPolicy: 'network-only',
  });
  const [select, selection] = useMutation(SELECT_CUSTOMER_MUTATION, {
    update(cache, { data: result }) {
      if (result) cache.writeQuery({ query: ME_QUERY, data: { me: result.selectCustomer } });
    },
  });

  const escape = useCallback(() => {
    if (dismissible) onClose();
  }, [dismissible, onClose]);
  useFocusTrap(true, dialog, escape);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const result = searching ? data?.employeeCustomers : undefined;

  const choose = async (customer: Customer, contactId: string) => {
    const response = await select({ variables: { contactId, customerId: customer.id } }).catch(() => null);
    if (response?.data) onSelected(response.data.selectCustomer.mandantCode ?? null);
  };

  return createPortal(
    <div className="customer-selection__backdrop">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className="customer-selection"
      >
        <header className="customer-selection__header">
          <h2 id={titleId}>{t('employee.dialogTitle')}</h2>
          {dismissible && (
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('employee.cancel')}
            </button>
          )}
        </header>
        <p id={descriptionId} className="customer-selection__hint">
          {t('employee.dialogHint')}
        </p>
        <label htmlFor={inputId} className="customer-selection__label">
          {t('employee.searchLabel')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          className="customer-selection__input"
          value={text}
          autoComplete="off"
          maxLength={60}
          onChange={(event) => setText(event.target.value)}
        />

        <div className="customer-selection__results" aria-live="polite" aria-busy={loading}>
          {!searching && <p className="customer-selection__empty">{t('employee.searchPrompt')}</p>}
          {searching && error && <QueryError compact onRetry={() => void refetch()} />}
          {searching && loading && !result && (
            <>
              <Skeleton height="2.75rem" />
              <Skeleton height="2.75rem" className="skeleton--spaced" />
            </>
          )}
          {result && result.items.length === 0 && (
            <p className="customer-selection__empty">{t('employee.noResults')}</p>
          )}
          {result && result.items.length > 0 && !chosen && (
            <>
              <p className="customer-selection__count">
                {t('employee.resultCount', { count: result.total })}
              </p>
              <ul className="customer-selection__list">
                {result.items.map((customer) => (
                  <li key={customer.id}>
                    <button
                      type="button"
                      className="customer-selection__option"
                      onClick={() => setChosen(customer)}
                    >
                      <span className="customer-selection__number">{customer.customerNo}</span>
                      <span>{customer.name}</span>
                      {customer.city && <span className="customer-selection__city">{customer.city}</span>}
                    </button>
                  </li>
                ))}
              </ul>
              {result.lastPage > 1 && (
                <nav className="customer-selection__pager" aria-label={t('employee.pages')}>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={page <= 1}
                    onClick={() => setPage(page - 1)}
                  >
                    {t('common.previous')}
                  </button>
                  <span>{t('employee.pageOf', { page: result.page, lastPage: result.lastPage })}</span>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={page >= result.lastPage}
                    onClick={() => setPage(page + 1)}
                  >
                    {t('common.next')}
                  </button>
                </nav>
              )}
            </>
          )}
          {chosen && (
            <section aria-labelledby={`${titleId}-contacts`}>
              <h3 id={`${titleId}-contacts`} className="customer-selection__subtitle">
                {t('employee.chooseContact', { name: chosen.name, number: chosen.customerNo })}
              </h3>
              {chosen.contacts.length === 0 && <p>{t('employee.noContacts')}</p>}
              <ul className="customer-selection__list">
                {chosen.contacts.map((contact) => (
                  <li key={contact.id}>
                    <button
                      type="button"
                      className="customer-selection__option"
                      disabled={selection.loading}
                      onClick={() => void choose(chosen, contact.id)}
                    >
                      <span>
                        {contact.firstName} {contact.lastName}
                      </span>
                      <span className="customer-selection__city">{roleLabel(contact.role, t)}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {selection.error && (
                <p role="alert" className="customer-selection__error">
                  {t('employee.selectFailed')}
                </p>
              )}
              <button type="button" className="button button--secondary" onClick={() => setChosen(null)}>
                {t('employee.backToCustomers')}
              </button>
            </section>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
