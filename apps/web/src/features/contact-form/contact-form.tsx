import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_FORM_LIMITS } from '@shop/domain';
import { fieldErrorsOf, messageKeyOf } from '../errors/graphql-error-code';
import { messageText } from '../errors/message-text';
import { useLocale } from '../locale/locale-context';
import { REGISTRATION_CONFIG_QUERY } from '../registration-decisions/registration-decisions.queries';
import { SET_CONTACT_FORM_MUTATION } from './contact-form.queries';
import './contact-form.css';

type Field = 'salutation' | 'firstName' | 'lastName' | 'email' | 'phone' | 'message' | 'agb';
type Values = Record<Exclude<Field, 'agb'>, string> & { agb: boolean };

const EMPTY: Values = {
  salutation: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
  agb: false,
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX: Partial<Record<Field, number>> = {
  firstName: CONTACT_FORM_LIMITS.name,
  lastName: CONTACT_FORM_LIMITS.name,
  email: CONTACT_FORM_LIMITS.email,
  phone: CONTACT_FORM_LIMITS.phone,
  message: CONTACT_FORM_LIMITS.message,
};

/** The same rules the BFF checks (docs/decisions/0096), said at once and translated. */
function problemsOf(values: Values): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const field of ['salutation', 'firstName', 'lastName', 'email', 'message'] as const)
    if (!values[field].trim()) problems[field] = 'error.field-required';
  for (const [field, max] of Object.entries(MAX) as [Exclude<Field, 'agb'>, number][])
    if (!problems[field] && values[field].trim().length > max) problems[field] = 'error.field-too-long';
  if (!problems.email && !EMAIL.test(values.email.trim())) problems.email = 'error.invalid-email';
  if (!values.agb) problems.agb = 'error.terms-required';
  return problems;
}

/**
 * The contact form (docs/rules/data-model.md contact form; docs/decisions/0096): salutation from the
 * configured list, names, e-mail, phone, message and the terms consent; sent once per submission
 * (a double click sends the same id), then the "message sent" state.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const config = useQuery(REGISTRATION_CONFIG_QUERY, { variables: { locale } });
  const [send, sending] = useMutation(SET_CONTACT_FORM_MUTATION);
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [submissionId, setSubmissionId] = useState(() => crypto.randomUUID());
  const [sent, setSent] = useState(false);

  const set = <F extends Field>(field: F, value: Values[F]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(values);
    setProblems(found);
    setFailure('');
    if (Object.keys(found).length > 0) return;
    try {
      await send({
        variables: {
          input: {
            locale,
            id: submissionId,
            salutation: values.salutation,
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
            phone: values.phone.trim() || null,
            message: values.message.trim(),
            agb: values.agb,
          },
        },
      });
      setSent(true);
      setValues(EMPTY);
      setSubmissionId(crypto.randomUUID());
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const mapped = Object.fromEntries(
        Object.entries(fields).map(([path, key]) => [path.replace(/^input\./, ''), key]),
      ) as Partial<Record<Field, string>>;
      setProblems(mapped);
      if (Object.keys(mapped).length === 0)
        setFailure(messageText(t, messageKeyOf(error) ?? 'error.internal'));
    }
  };

  if (sent)
    return (
      <div className="contact-form__sent" role="status">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="48" height="48" className="contact-form__icon">
          <path d="M3 5h18v14H3z M3 5l9 7 9-7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        <h2>{t('contactForm.sentTitle')}</h2>
        <p>{t('contactForm.sentText')}</p>
        <button type="button" className="button button--secondary" onClick={() => setSent(false)}>
          {t('contactForm.another')}
        </button>
      </div>
    );

  const field = (
    name: Exclude<Field, 'agb' | 'salutation' | 'message'>,
    type: string,
    autoComplete: string,
    required = true,
  ) => (
    <div className="contact-form__field">
      <label htmlFor={`${id}-${name}`}>
        {t(`contactForm.${name}`)}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        maxLength={MAX[name]}
        required={required}
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={problems[name] ? `${id}-${name}-problem` : undefined}
        onChange={(event) => set(name, event.target.value)}
      />
      <Problem id={`${id}-${name}-problem`} keyName={problems[name]} max={MAX[name]} />
    </div>
  );

  return (
    <form className="contact-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="contact-form__field">
        <label htmlFor={`${id}-salutation`}>
          {t('contactForm.salutation')}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={`${id}-salutation`}
          value={values.salutation}
          required
          aria-invalid={problems.salutation ? true : undefined}
          aria-describedby={problems.salutation ? `${id}-salutation-problem` : undefined}
          onChange={(event) => set('salutation', event.target.value)}
        >
          <option value="">{t('contactForm.choose')}</option>
          {(config.data?.shopConfig.salutations ?? []).map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        <Problem id={`${id}-salutation-problem`} keyName={problems.salutation} />
      </div>
      {field('firstName', 'text', 'given-name')}
      {field('lastName', 'text', 'family-name')}
      {field('email', 'email', 'email')}
      {field('phone', 'tel', 'tel', false)}
      <div className="contact-form__field contact-form__field--wide">
        <label htmlFor={`${id}-message`}>
          {t('contactForm.message')}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={`${id}-message`}
          rows={6}
          value={values.message}
          maxLength={CONTACT_FORM_LIMITS.message}
          required
          aria-invalid={problems.message ? true : undefined}
          aria-describedby={problems.message ? `${id}-message-problem` : undefined}
          onChange={(event) => set('message', event.target.value)}
        />
        <Problem id={`${id}-message-problem`} keyName={problems.message} max={CONTACT_FORM_LIMITS.message} />
      </div>
      <div className="contact-form__field contact-form__field--wide contact-form__consent">
        <input
          id={`${id}-agb`}
          type="checkbox"
          checked={values.agb}
          required
          aria-invalid={problems.agb ? true : undefined}
          aria-describedby={problems.agb ? `${id}-agb-problem` : undefined}
          onChange={(event) => set('agb', event.target.checked)}
        />
        <label htmlFor={`${id}-agb`}>{t('contactForm.agb')}</label>
        <Problem id={`${id}-agb-problem`} keyName={problems.agb} />
      </div>
      <p className="contact-form__failure" role="alert">
        {failure}
      </p>
      <p className="contact-form__required">{t('contactForm.requiredNote')}</p>
      <button type="submit" className="button button--large" disabled={sending.loading}>
        {t('contactForm.send')}
      </button>
    </form>
  );
}

function Problem({ id, keyName, max }: { id: string; keyName: string | undefined; max?: number }) {
  const { t } = useTranslation();
  // "Too long" names the field's maximum.
  const text =
    keyName === 'error.field-too-long' && max
      ? t('error.field-too-long', { max })
      : keyName && messageText(t, keyName);
  return (
    <p id={id} className="contact-form__problem">
      {text || ''}
    </p>
  );
}
