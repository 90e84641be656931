import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@shop/locales';
import { useLocale } from '../../features/locale/locale-context';
import { pathTo } from '../../features/navigation/paths';
import { useMe } from '../../features/session/use-me';
import { ContactForm, EMPTY_CONTACT, type ContactFormValues } from '../../features/users/contact-form';
import { contactInputOf } from '../../features/users/contact-input';
import { contactName } from '../../features/users/contact-name';
import { useContactFormOptions } from '../../features/users/use-contact-form-options';
import { useContactRefusal } from '../../features/users/use-contact-refusal';
import { CREATE_CONTACT_MUTATION } from '../../features/users/users.queries';
import { EmptyState, PageStates } from '../../ui/page-states';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/use-document-title';
import '../../features/users/users.css';

/**
 * …/benutzerverwaltung/kontakt — an administrator creates a contact of the company (createContact,
 * decision 0082); it gets an invitation mail in the language chosen here (the page's by default).
 * A login e-mail in use, and every other refusal of a field, shows under that field.
 */
export function ContactCreatePage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const me = useMe().data?.me;
  const mandantCode = LOCALES[locale].mandantCode ?? '';
  const title = t('pages.accountUsersContactCreate.title');
  useDocumentTitle(title);
  const options = useContactFormOptions();
  const [create, creating] = useMutation(CREATE_CONTACT_MUTATION);
  const refusal = useContactRefusal();
  const usersPath = pathTo('account-users', locale);

  const submit = async (values: ContactFormValues) => {
    refusal.clear();
    try {
      const result = await create({
        variables: {
          input: {
            locale,
            mandantCode,
            invitationLocale: values.invitationLocale,
            ...contactInputOf(values),
          },
        },
      });
      const created = result.data?.createContact;
      if (created)
        toast.show({ kind: 'success', message: t('users.form.created', { name: contactName(created) }) });
      void navigate(usersPath);
    } catch (error) {
      refusal.refused(error);
    }
  };

  const config = options.data?.shopConfig;
  return (
    <section className="users users--form" aria-labelledby="contact-create-title">
      <h1 id="contact-create-title">{title}</h1>
      <p className="users__intro">{t('users.form.createIntro')}</p>
      <PageStates
        unavailable={!me?.customer && <EmptyState>{t('cart.noCustomer')}</EmptyState>}
        failed={!!options.error && !config}
        onRetry={() => void options.refetch()}
        data={config}
        loading={<Skeleton className="users__skeleton" height="24rem" />}
      >
        {(loaded) => (
          <ContactForm
            initial={{
              ...EMPTY_CONTACT,
              webRole: [...loaded.webRoles].sort((a, b) => a.accessLevel - b.accessLevel)[0]?.code ?? '',
              invitationLocale: locale,
            }}
            options={loaded}
            mandantCode={mandantCode}
            withInvitation
            submitLabel={t('users.form.create')}
            serverErrors={refusal.serverErrors}
            problem={refusal.problem}
            busy={creating.loading}
            onSubmit={(values) => void submit(values)}
            cancelTo={usersPath}
          />
        )}
      </PageStates>
    </section>
  );
}
