import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../locale/locale-context';
import { ContentLink } from '../content-link-anchor';
import { SUBSCRIBE_NEWSLETTER_MUTATION } from '../content.queries';
import type { NewsletterFormBlock as Block } from './block-types';

/** Same check as the BFF's class-validator IsEmail in spirit: one @, a dot in the domain, no spaces. */
const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]{2,}$/;

function messageKeyOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const entry = error.errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT');
    if (entry?.message === 'error.newsletter-email-invalid') return 'error.newsletter-email-invalid';
  }
  return 'content.newsletter.failed';
}

/** Newsletter sign-up: an e-mail field, validated here and by the BFF; errors are announced. */
export function NewsletterFormBlock({ block }: { block: Block }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const headingId = useId();
  const fieldId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const [subscribe, state] = useMutation(SUBSCRIBE_NEWSLETTER_MUTATION);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value) || value.length > 254) {
      setClientError('error.newsletter-email-invalid');
      return;
    }
    setClientError(null);
    await subscribe({ variables: { input: { locale, email: value } } }).catch(() => undefined);
  };

  const errorKey = clientError ?? (state.error ? messageKeyOf(state.error) : null);
  const done = state.data?.subscribeNewsletter.ok === true && !clientError;
  return (
    <section className="content-block newsletter-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.headline}</h2>
      {block.text && <p>{block.text}</p>}
      {done ? (
        <p role="status" className="newsletter-form__success">
          {t('content.newsletter.success')}
        </p>
      ) : (
        <form className="newsletter-form__form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <label htmlFor={fieldId}>{t('content.newsletter.email')}</label>
          <div className="newsletter-form__row">
            <input
              id={fieldId}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={errorKey ? true : undefined}
              aria-describedby={errorKey ? messageId : undefined}
            />
            <button type="submit" className="button button--primary" disabled={state.loading}>
              {state.loading ? t('common.loading') : t('content.newsletter.submit')}
            </button>
          </div>
          {errorKey && (
            <p id={messageId} role="alert" className="newsletter-form__error">
              {t(errorKey as 'content.newsletter.failed')}
            </p>
          )}
          {block.privacyLink && (
            <p className="newsletter-form__privacy">
              <ContentLink to={block.privacyLink}>{t('content.newsletter.privacy')}</ContentLink>
            </p>
          )}
        </form>
      )}
    </section>
  );
}
