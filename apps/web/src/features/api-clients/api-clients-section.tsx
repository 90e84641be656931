import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  API_CLIENT_NAME_MAX_LENGTH,
  apiClientNameOf,
  apiClientRolesOf,
  isWebRole,
  type WebRole,
} from '@shop/domain';
import { LOCALES } from '@shop/locales';
import type { ApiClientFieldsFragment } from '../../gql/generated';
import { EmptyState, PageStates } from '../../ui/page-states';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useFocusTrap } from '../../ui/use-focus-trap';
import { messageKeyOf } from '../errors/graphql-error-code';
import { messageText } from '../errors/message-text';
import { subscribeShopEvents } from '../events/shop-events';
import { useLocale } from '../locale/locale-context';
import { roleLabel } from '../session/role-label';
import {
  API_CLIENTS_QUERY,
  CREATE_API_CLIENT_MUTATION,
  REVOKE_API_CLIENT_MUTATION,
  ROTATE_API_CLIENT_SECRET_MUTATION,
} from './api-clients.queries';
import './api-clients.css';

type ApiClient = ApiClientFieldsFragment;

/** A secret to show once: after a create or a rotation. */
interface ShownSecret {
  client: ApiClient;
  secret: string;
  rotated: boolean;
}

/**
 * The company's API clients (decision 0090), a block for its administrators: the clients with their
 * role, creation and last use; create one (its secret shown once, with a copy button), rotate a
 * secret (the old one keeps working until the grace ends), revoke one (after confirming). Changes by
 * other administrators reach the block live (api-clients-changed).
 */
export function ApiClientsSection() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const titleId = useId();
  const query = useQuery(API_CLIENTS_QUERY, { variables: { locale }, fetchPolicy: 'network-only' });
  const { refetch } = query;
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [notice, setNotice] = useState('');
  const [creating, setCreating] = useState(false);
  const clients = query.data?.apiClients;
  const roles = apiClientRolesOf(
    (query.data?.shopConfig.webRoles ?? []).flatMap((role) =>
      isWebRole(role.code) ? [{ code: role.code, isAdministrator: role.isAdministrator }] : [],
    ),
  ).map((role) => role.code);

  useEffect(() => {
    const reload = () => void refetch().catch(() => undefined);
    let connected = false;
    return subscribeShopEvents(locale, {
      'api-clients-changed': reload,
      onOpen: () => {
        if (connected) reload();
        connected = true;
      },
    });
  }, [locale, refetch]);

  const when = new Intl.DateTimeFormat(LOCALES[locale].intlLocale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const time = (iso: string) => when.format(new Date(iso));

  return (
    <section className="api-clients" aria-labelledby={titleId}>
      <div className="api-clients__header">
        <h2 id={titleId}>{t('apiClients.title')}</h2>
        {clients && !creating && (
          <button type="button" className="button" onClick={() => setCreating(true)}>
            {t('apiClients.create')}
          </button>
        )}
      </div>
      <p className="api-clients__intro">{t('apiClients.intro')}</p>
      <p className="api-clients__notice" role="status">
        {notice}
      </p>
      {creating && (
        <CreateForm
          roles={roles}
          onCancel={() => setCreating(false)}
          onCreated={(client, secret) => {
            setCreating(false);
            if (secret) setShown({ client, secret, rotated: false });
            else setNotice(t('apiClients.repeated', { name: client.name }));
            void refetch().catch(() => undefined);
          }}
        />
      )}
      <PageStates
        failed={!!query.error && !clients}
        onRetry={() => void refetch().catch(() => undefined)}
        data={clients}
        loading={
          <LoadingRegion label={t('apiClients.loading')}>
            <Skeleton className="api-clients__skeleton" height="4rem" />
            <Skeleton className="api-clients__skeleton" height="4rem" />
          </LoadingRegion>
        }
        isEmpty={(loaded) => loaded.length === 0}
        empty={<EmptyState>{t('apiClients.empty')}</EmptyState>}
      >
        {(loaded) => (
          <ul className="api-clients__list" aria-labelledby={titleId}>
            {loaded.map((client) => (
              <ApiClientRow
                key={client.clientId}
                client={client}
                time={time}
                onRotated={(next, secret) => setShown({ client: next, secret, rotated: true })}
                onRevoked={(next) => setNotice(t('apiClients.revokedNotice', { name: next.name }))}
                onStale={() => void refetch().catch(() => undefined)}
              />
            ))}
          </ul>
        )}
      </PageStates>
      {shown && <SecretDialog shown={shown} time={time} onClose={() => setShown(null)} />}
    </section>
  );
}

function CreateForm({
  roles,
  onCancel,
  onCreated,
}: {
  roles: WebRole[];
  onCancel: () => void;
  onCreated: (client: ApiClient, secret: string | null) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const formId = useId();
  const nameId = useId();
  const roleId = useId();
  const errorId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [role, setRole] = useState<string>(
    roles.includes('ROLE_CART_PURCHASER') ? 'ROLE_CART_PURCHASER' : (roles[0] ?? ''),
  );
  const [error, setError] = useState('');
  // One key per attempt: a repeat of the same attempt (a retry, a second click) finds the same client.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [create, creation] = useMutation(CREATE_API_CLIENT_MUTATION);

  useEffect(() => nameInput.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (creation.loading) return;
    const trimmed = apiClientNameOf(name);
    if (trimmed === null) {
      setError(t('error.api-client-name-invalid'));
      nameInput.current?.focus();
      return;
    }
    setError('');
    try {
      const result = await create({ variables: { locale, name: trimmed, role, idempotencyKey } });
      if (result.data) {
        setIdempotencyKey(crypto.randomUUID());
        onCreated(result.data.createApiClient.client, result.data.createApiClient.secret ?? null);
      }
    } catch (failure) {
      setError(messageText(t, messageKeyOf(failure) ?? 'error.internal'));
    }
  };

  return (
    <form
      className="api-clients__form"
      aria-labelledby={formId}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3 id={formId}>{t('apiClients.createTitle')}</h3>
      <div className="api-clients__field">
        <label htmlFor={nameId}>{t('apiClients.nameLabel')}</label>
        <input
          ref={nameInput}
          id={nameId}
          value={name}
          maxLength={API_CLIENT_NAME_MAX_LENGTH}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="api-clients__field">
        <label htmlFor={roleId}>{t('apiClients.roleLabel')}</label>
        <select id={roleId} value={role} onChange={(event) => setRole(event.target.value)}>
          {roles.map((code) => (
            <option key={code} value={code}>
              {roleLabel(code, t)}
            </option>
          ))}
        </select>
      </div>
      <p className="api-clients__hint">{t('apiClients.roleHint')}</p>
      {error && (
        <p id={errorId} className="api-clients__error" role="alert">
          {error}
        </p>
      )}
      <div className="api-clients__actions">
        <button type="submit" className="button" disabled={creation.loading}>
          {creation.loading ? t('apiClients.creating') : t('apiClients.submit')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('apiClients.cancel')}
        </button>
      </div>
    </form>
  );
}

function ApiClientRow({
  client,
  time,
  onRotated,
  onRevoked,
  onStale,
}: {
  client: ApiClient;
  time: (iso: string) => string;
  onRotated: (client: ApiClient, secret: string) => void;
  onRevoked: (client: ApiClient) => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [confirming, setConfirming] = useState<'rotate' | 'revoke' | null>(null);
  const [error, setError] = useState('');
  const [rotate, rotation] = useMutation(ROTATE_API_CLIENT_SECRET_MUTATION);
  const [revoke, revocation] = useMutation(REVOKE_API_CLIENT_MUTATION);
  const pending = rotation.loading || revocation.loading;
  const revoked = client.state === 'REVOKED';
  const variables = { locale, clientId: client.clientId, version: client.version };

  const run = async (action: 'rotate' | 'revoke') => {
    setError('');
    try {
      if (action === 'rotate') {
        const result = await rotate({ variables });
        const answer = result.data?.rotateApiClientSecret;
        if (answer?.secret) onRotated(answer.client, answer.secret);
      } else {
        const result = await revoke({ variables });
        if (result.data) onRevoked(result.data.revokeApiClient);
      }
      setConfirming(null);
    } catch (failure) {
      const key = messageKeyOf(failure) ?? 'error.internal';
      setError(messageText(t, key));
      setConfirming(null);
      if (key === 'error.api-client-conflict' || key === 'error.api-client-revoked') onStale();
    }
  };

  return (
    <li className={`api-clients__client${revoked ? ' api-clients__client--revoked' : ''}`}>
      <div className="api-clients__main">
        <span className="api-clients__name">{client.name}</span>
        <span className={`api-clients__state api-clients__state--${revoked ? 'revoked' : 'active'}`}>
          {revoked ? t('apiClients.state.revoked') : t('apiClients.state.active')}
        </span>
      </div>
      <dl className="api-clients__facts">
        <div>
          <dt>{t('apiClients.clientId')}</dt>
          <dd>
            <code>{client.clientId}</code>
          </dd>
        </div>
        <div>
          <dt>{t('apiClients.role')}</dt>
          <dd>{client.role ? roleLabel(client.role, t) : '–'}</dd>
        </div>
        <div>
          <dt>{t('apiClients.created')}</dt>
          <dd>
            {client.createdByName
              ? t('apiClients.createdBy', { time: time(client.createdAt), name: client.createdByName })
              : time(client.createdAt)}
          </dd>
        </div>
        <div>
          <dt>{t('apiClients.lastUsed')}</dt>
          <dd>{client.lastUsedAt ? time(client.lastUsedAt) : t('apiClients.never')}</dd>
        </div>
        {revoked && client.revokedAt && (
          <div>
            <dt>{t('apiClients.revokedAt')}</dt>
            <dd>{time(client.revokedAt)}</dd>
          </div>
        )}
        {!revoked && client.rotationGraceEndsAt && (
          <div>
            <dt>{t('apiClients.graceEnds')}</dt>
            <dd>{time(client.rotationGraceEndsAt)}</dd>
          </div>
        )}
      </dl>
      {error && (
        <p className="api-clients__error" role="alert">
          {error}
        </p>
      )}
      {!revoked && (
        <div className="api-clients__actions">
          {confirming ? (
            <span
              className="api-clients__confirm"
              role="group"
              aria-label={t(`apiClients.${confirming}Confirm`, { name: client.name })}
            >
              <span>{t(`apiClients.${confirming}Confirm`, { name: client.name })}</span>
              <button
                type="button"
                className={`button ${confirming === 'revoke' ? 'button--danger' : ''}`}
                disabled={pending}
                onClick={() => void run(confirming)}
              >
                {t(`apiClients.${confirming}Yes`)}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>
                {t('apiClients.no')}
              </button>
            </span>
          ) : (
            <>
              <button
                type="button"
                className="button button--secondary"
                disabled={pending}
                aria-label={t('apiClients.rotateFor', { name: client.name })}
                onClick={() => setConfirming('rotate')}
              >
                {t('apiClients.rotate')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={pending}
                aria-label={t('apiClients.revokeFor', { name: client.name })}
                onClick={() => setConfirming('revoke')}
              >
                {t('apiClients.revoke')}
              </button>
            </>
          )}
        </div>
      )}
    </li>
  );
}

/** The secret, shown this once, with copy buttons and the warning that it cannot be shown again. */
function SecretDialog({
  shown,
  time,
  onClose,
}: {
  shown: ShownSecret;
  time: (iso: string) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const warningId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const done = useRef<HTMLButtonElement>(null);
  useFocusTrap(true, dialog, onClose);
  useEffect(() => done.current?.focus(), []);

  return createPortal(
    <div className="api-clients__backdrop">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={warningId}
        tabIndex={-1}
        className="api-clients__dialog"
      >
        <h2 id={titleId}>{t('apiClients.secretTitle', { name: shown.client.name })}</h2>
        <p id={warningId} className="api-clients__warning">
          {t('apiClients.secretWarning')}
        </p>
        <CopyField label={t('apiClients.clientId')} value={shown.client.clientId} />
        <CopyField label={t('apiClients.secretLabel')} value={shown.secret} />
        {shown.rotated && shown.client.rotationGraceEndsAt && (
          <p className="api-clients__hint">
            {t('apiClients.rotatedGrace', { time: time(shown.client.rotationGraceEndsAt) })}
          </p>
        )}
        <div className="api-clients__actions">
          <button ref={done} type="button" className="button" onClick={onClose}>
            {t('apiClients.secretDone')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the text is selected for Ctrl+C.
      input.current?.select();
      setCopied('failed');
    }
  };
  return (
    <div className="api-clients__field">
      <label htmlFor={id}>{label}</label>
      <div className="api-clients__copy">
        <input
          ref={input}
          id={id}
          readOnly
          value={value}
          spellCheck={false}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('apiClients.copyLabel', { what: label })}
          onClick={() => void copy()}
        >
          {t('apiClients.copy')}
        </button>
      </div>
      <span className="api-clients__copied" role="status">
        {copied === 'yes' ? t('apiClients.copied') : copied === 'failed' ? t('apiClients.copyFailed') : ''}
      </span>
    </div>
  );
}
