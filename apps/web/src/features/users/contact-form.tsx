import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_EMAIL_PATTERN,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  CONTACT_PHONE_PATTERN,
  CONTACT_POSITION_MAX,
} from '@shop/domain';
import { LOCALES, SHOP_LOCALES, type LocaleCode } from '@shop/locales';
import type { ContactFormOptionsQuery } from '../../gql/generated';
import { messageText } from '../errors/message-text';
import { roleLabel } from '../session/role-label';

/** What the form edits; optional fields are '' when empty. */
export interface ContactFormValues {
  salutation: string;
  firstName: string;
  middleName: string;
  lastName: string;
  loginEmail: string;
  email: string;
  phone: string;
  position: string;
  organizationalLevelCode: string;
  webRole: string;
  invitationLocale: string;
}

export type ContactFormOptions = ContactFormOptionsQuery['shopConfig'];

export const EMPTY_CONTACT: Omit<ContactFormValues, 'invitationLocale' | 'webRole'> = {
  salutation: '',
  firstName: '',
  middleName: '',
  lastName: '',
  loginEmail: '',
  email: '',
  phone: '',
  position: '',
  organizationalLevelCode: '',
};

type Field = keyof ContactFormValues;

/**
 * The checks of the BFF (libs/domain's limits and patterns) before sending, so that most mistakes are
 * shown at once; the BFF checks again and its field errors are shown the same way.
 */
export function contactFieldErrors(values: ContactFormValues): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const name = (field: 'firstName' | 'lastName' | 'middleName', required: boolean) => {
    const value = values[field].trim();
    if ((required && !value) || value.length > CONTACT_NAME_MAX) errors[field] = 'error.invalid-name';
  };
  name('firstName', true);
  name('lastName', true);
  name('middleName', false);
  const login = values.loginEmail.trim();
  if (!login || login.length > CONTACT_EMAIL_MAX || !CONTACT_EMAIL_PATTERN.test(login))
    errors.loginEmail = 'error.invalid-login-email';
  const email = values.email.trim();
  if (email && (email.length > CONTACT_EMAIL_MAX || !CONTACT_EMAIL_PATTERN.test(email)))
    errors.email = 'error.invalid-email';
  const phone = values.phone.trim();
  if (phone && (phone.length > CONTACT_PHONE_MAX || !CONTACT_PHONE_PATTERN.test(phone)))
    errors.phone = 'error.invalid-phone';
  if (values.position.trim().length > CONTACT_POSITION_MAX) errors.position = 'error.invalid-position';
  if (!values.webRole) errors.webRole = 'error.invalid-role';
  return errors;
}

/** The shop locales of a tenant, for the invitation's language. */
export function tenantLocales(mandantCode: string): LocaleCode[] {
  return SHOP_LOCALES.filter((code) => LOCALES[code].mandantCode === mandantCode);
}

/**
 * The contact form of the user administration (create and edit): every field of createContact and
 * changePerson, labelled, required ones marked; roles, salutations and organizational levels only from
 * the tenant's configuration, role names from the web's texts (decision 0082). Field errors (its own
 * checks, then the BFF's) appear under their field and move focus to the first one.
 */
export function ContactForm({
  initial,
  options,
  mandantCode,
  withInvitation,
  submitLabel,
  serverErrors,
  problem,
  busy,
  onSubmit,
  cancelTo,
}: {
  initial: ContactFormValues;
  options: ContactFormOptions;
  mandantCode: string;
  /** Create: the invitation's language is asked for. */
  withInvitation: boolean;
  submitLabel: string;
  /** The BFF's field errors (field → message key) of the last attempt. */
  serverErrors: Record<string, string>;
  /** A message about the whole form (conflict, not found …), or null. */
  problem: ReactNode;
  busy: boolean;
  onSubmit: (values: ContactFormValues) => void;
  /** Where "Cancel" leads (the user administration). */
  cancelTo: string;
}) {
  const { t } = useTranslation();
  const base = useId();
  const [values, setValues] = useState(initial);
  const [ownErrors, setOwnErrors] = useState<Partial<Record<Field, string>>>({});
  const errors: Partial<Record<string, string>> = { ...serverErrors, ...ownErrors };
  const idOf = (field: Field) => `${base}-${field}`;
  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setOwnErrors((current) => ({ ...current, [field]: undefined }));
  };
  const roles = [...options.webRoles].sort((a, b) => a.accessLevel - b.accessLevel);
  const locales = tenantLocales(mandantCode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = contactFieldErrors(values);
    setOwnErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      document.getElementById(idOf(first))?.focus();
      return;
    }
    onSubmit(values);
  };

  const field = (name: Field, label: string, input: (props: InputProps) => ReactNode, hint?: string) => {
    const error = errors[name];
    const hintId = hint ? `${idOf(name)}-hint` : undefined;
    const errorId = error ? `${idOf(name)}-error` : undefined;
    return (
      <div className={`contact-form__field${error ? ' contact-form__field--invalid' : ''}`}>
        <label htmlFor={idOf(name)}>
          {label}
          {REQUIRED.has(name) && (
            <span className="contact-form__required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
        {input({
          id: idOf(name),
          value: values[name],
          onChange: set(name),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
          required: REQUIRED.has(name),
        })}
        {hint && (
          <span id={hintId} className="contact-form__hint">
            {hint}
          </span>
        )}
        <span id={errorId} className="contact-form__error">
          {error ? messageText(t, error) : ''}
        </span>
      </div>
    );
  };
  const text = (autoComplete: string, type = 'text') =>
    function TextInput(props: InputProps) {
      return <input {...props} type={type} autoComplete={autoComplete} />;
    };
  const select = (entries: { code: string; name: string }[], optional: boolean) =>
    function Select(props: InputProps) {
      return (
        <select {...props}>
          {optional && <option value="">{t('users.form.none')}</option>}
          {entries.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
      );
    };
  const languageNames = new Intl.DisplayNames([LOCALES[locales[0] ?? 'de-at'].intlLocale], {
    type: 'language',
  });

  return (
    <form className="contact-form" onSubmit={submit} noValidate>
      <fieldset className="contact-form__group">
        <legend>{t('users.form.personal')}</legend>
        {field('salutation', t('users.form.salutation'), select(options.salutations, true))}
        {field('firstName', t('users.form.firstName'), text('off'))}
        {field('middleName', t('users.form.middleName'), text('off'))}
        {field('lastName', t('users.form.lastName'), text('off'))}
        {field('position', t('users.form.position'), text('off'))}
        {field(
          'organizationalLevelCode',
          t('users.form.organizationalLevel'),
          select(options.organizationalLevels, true),
        )}
        {field('email', t('users.form.email'), text('off', 'email'))}
        {field('phone', t('users.form.phone'), text('off', 'tel'))}
      </fieldset>
      <fieldset className="contact-form__group">
        <legend>{t('users.form.access')}</legend>
        {field(
          'loginEmail',
          t('users.form.loginEmail'),
          text('off', 'email'),
          t('users.form.loginEmailHint'),
        )}
        {field(
          'webRole',
          t('users.form.role'),
          select(
            roles.map((role) => ({ code: role.code, name: roleLabel(role.code, t) })),
            false,
          ),
        )}
        {withInvitation &&
          field(
            'invitationLocale',
            t('users.form.invitationLocale'),
            select(
              locales.map((code) => ({
                code,
                name: `${languageNames.of(LOCALES[code].language) ?? code} (${LOCALES[code].name})`,
              })),
              false,
            ),
            t('users.form.invitationLocaleHint'),
          )}
      </fieldset>
      <p className="contact-form__legend">
        <span aria-hidden="true">* </span>
        {t('users.form.required')}
      </p>
      <div className="contact-form__problem" role="alert">
        {problem}
      </div>
      <div className="contact-form__actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? t('users.form.saving') : submitLabel}
        </button>
        <Link className="button button--secondary" to={cancelTo}>
          {t('users.form.cancel')}
        </Link>
      </div>
    </form>
  );
}

const REQUIRED = new Set<Field>(['firstName', 'lastName', 'loginEmail', 'webRole']);

interface InputProps {
  id: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  required: boolean;
}
