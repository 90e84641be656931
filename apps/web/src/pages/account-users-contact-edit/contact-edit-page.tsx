import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@shop/locales';
import type { CompanyContactFieldsFragment } from '../../gql/generated';
import { hasErrorCode, messageKeyOf } from '../../features/errors/graphql-error-code';
import { subscribeShopEvents } from '../../features/events/shop-events';
import { useLocale } from '../../features/locale/locale-context';
import { pathTo } from '../../features/navigation/paths';
import { useMe } from '../../features/session/use-me';
import {
  ContactForm,
  type ContactFormOptions,
  type ContactFormValues,
} from '../../features/users/contact-form';
import { contactInputOf } from '../../features/users/contact-input';
import { contactName } from '../../features/users/contact-name';
import { useContactFormOptions } from '../../features/users/use-contact-form-options';
import { useContactRefusal } from '../../features/users/use-contact-refusal';
import { CHANGE_PERSON_MUTATION, COMPANY_CONTACT_QUERY } from '../../features/users/users.queries';
import { EmptyState, PageStates } from '../../ui/page-states';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/use-document-title';
import '../../features/users/users.css';

type Contact = CompanyContactFieldsFragment;

const valuesOf = (contact: Contact): ContactFormValues => ({
  salutation: contact.salutation ?? '',
  firstName: contact.firstName,
  middleName: contact.middleName ?? '',
  lastName: contact.lastName,
  loginEmail: contact.loginEmail ?? '',
  email: contact.personalEmail ?? '',
  phone: contact.phone ?? '',
  position: contact.position ?? '',
  organizationalLevelCode: contact.organizationalLevelCode ?? '',
  webRole: contact.role,
  invitationLocale: '',
});

/**
 * …/benutzerverwaltung/kontakt/:id — an administrator changes a contact at the version it loaded
 * (changePerson, decision 0082). Changed by someone else meanwhile (CONFLICT), the page says so and
 * offers to load the contact as it is now; the last administrator keeps its role (translated refusal).
 */
export function ContactEditPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const me = useMe().data?.me;
  const mandantCode = LOCALES[locale].mandantCode ?? '';
  const usersPath = pathTo('account-users', locale);
  const query = useQuery(COMPANY_CONTACT_QUERY, {
    variables: { locale, mandantCode, id },
    fetchPolicy: 'network-only',
    skip: !me?.customer,
  });
  const options = useContactFormOptions();
  const contact = query.data?.companyContact;
  const title = t('pages.accountUsersContactEdit.title', { id: contact ? contactName(contact) : '' });
  useDocumentTitle(title);
  const notFound = hasErrorCode(query.error, 'NOT_FOUND');
  const [changedElsewhere, setChangedElsewhere] = useState(false);

  // Another administrator changed or removed this contact while the form is open: say so, keep the form.
  useEffect(() => {
    if (!me?.customer) return;
    return subscribeShopEvents(locale, {
      'contacts-changed': (event) => {
        if (event.contactId === id) setChangedElsewhere(true);
      },
    });
  }, [me?.customer, locale, id]);

  return (
    <section className="users users--form" aria-labelledby="contact-edit-title">
      <h1 id="contact-edit-title">{title}</h1>
      <p className="users__intro">{t('users.form.editIntro')}</p>
      <PageStates
        unavailable={
          (!me?.customer && <EmptyState>{t('cart.noCustomer')}</EmptyState>) ||
          (notFound && (
            <div className="users__gone">
              <EmptyState>{t('users.form.notFound')}</EmptyState>
              <Link className="button button--secondary" to={usersPath}>
                {t('users.form.back')}
              </Link>
            </div>
          ))
        }
        failed={(!!query.error && !contact) || (!!options.error && !options.data)}
        onRetry={() => {
          void query.refetch();
          void options.refetch();
        }}
        data={contact && options.data ? { contact, config: options.data.shopConfig } : undefined}
        loading={<Skeleton className="users__skeleton" height="24rem" />}
      >
        {({ contact: loaded, config }) => (
          <EditForm
            // A reload (conflict) brings a new version: the form starts again from it.
            key={`${loaded.id}-${loaded.version ?? 0}`}
            contact={loaded}
            options={config}
            mandantCode={mandantCode}
            changedElsewhere={changedElsewhere}
            onReload={async () => {
              setChangedElsewhere(false);
              await query.refetch();
            }}
            onSaved={(saved) => {
              toast.show({ kind: 'success', message: t('users.form.saved', { name: contactName(saved) }) });
              void navigate(usersPath);
            }}
            usersPath={usersPath}
          />
        )}
      </PageStates>
    </section>
  );
}

function EditForm({
  contact,
  options,
  mandantCode,
  changedElsewhere,
  onReload,
  onSaved,
  usersPath,
}: {
  contact: Contact;
  options: ContactFormOptions;
  mandantCode: string;
  changedElsewhere: boolean;
  onReload: () => Promise<unknown>;
  onSaved: (contact: Contact) => void;
  usersPath: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [change, changing] = useMutation(CHANGE_PERSON_MUTATION);
  const refusal = useContactRefusal();
  const [conflict, setConflict] = useState(false);

  const submit = async (values: ContactFormValues) => {
    refusal.clear();
    try {
      const result = await change({
        variables: {
          input: {
            locale,
            mandantCode,
            id: contact.id,
            contactNumber: contact.contactNumber ?? '',
            customerNumber: contact.customerNumber ?? '',
            version: contact.version ?? 0,
            ...contactInputOf(values),
          },
        },
      });
      if (result.data) onSaved(result.data.changePerson);
    } catch (error) {
      if (hasErrorCode(error, 'CONFLICT') && messageKeyOf(error) === 'error.contact-conflict') {
        setConflict(true);
        return;
      }
      refusal.refused(error);
    }
  };

  const stale = conflict || changedElsewhere;
  return (
    <ContactForm
      initial={valuesOf(contact)}
      options={options}
      mandantCode={mandantCode}
      withInvitation={false}
      submitLabel={t('users.form.save')}
      serverErrors={refusal.serverErrors}
      problem={
        stale ? (
          <span className="users__conflict">
            {t('users.form.conflict')}{' '}
            <button type="button" className="button button--secondary" onClick={() => void onReload()}>
              {t('users.form.reload')}
            </button>
          </span>
        ) : (
          refusal.problem
        )
      }
      busy={changing.loading}
      onSubmit={(values) => void submit(values)}
      cancelTo={usersPath}
    />
  );
}
