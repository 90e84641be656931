import { useTranslation } from 'react-i18next';
import { ContactForm } from '../../features/contact-form/contact-form';
import { Breadcrumb } from '../../features/page-shells/breadcrumb';
import { useDocumentTitle } from '../../ui/use-document-title';

/** /kontakt (it-it /contatto): the contact form, open to guests too (docs/decisions/0096). */
export function ContactPage() {
  const { t } = useTranslation();
  const title = t('pages.contact.title');
  useDocumentTitle(title);
  return (
    <div className="container contact-page">
      <Breadcrumb name="contact" current={title} />
      <h1>{title}</h1>
      <p className="contact-page__intro">{t('contactForm.intro')}</p>
      <ContactForm />
    </div>
  );
}
