import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { KITCHENSINK_SLUG, WEB_ROLES } from '@shop/domain';
import { QueryError } from '../../ui/query-error';
import { EmptyState, PageStates } from '../../ui/page-states';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RoleBadge } from '../../features/session/role-badge';
import { useMe } from '../../features/session/use-me';
import { ContentBlockView } from '../../features/content/blocks/content-blocks';
import { CONTENT_PAGE_QUERY } from '../../features/content/content.queries';
import { useLocale } from '../../features/locale/locale-context';
import { useShopConfig } from '../../features/shop/use-shop-config';
import { Breadcrumb } from '../../features/page-shells/breadcrumb';
import './kitchensink.css';

function KitchensinkBlocks() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const content = useQuery(CONTENT_PAGE_QUERY, { variables: { locale, slug: KITCHENSINK_SLUG } });
  const shopConfig = useShopConfig();
  const me = useMe();
  return (
    <PageStates
      failed={!!content.error && !content.data}
      onRetry={() => void content.refetch()}
      data={
        content.data && shopConfig.data
          ? { blocks: content.data.content.blocks, shopConfig: shopConfig.data.shopConfig }
          : null
      }
      loading={
        <LoadingRegion label={t('common.loading')}>
          <Skeleton height="16rem" />
          <Skeleton height="10rem" className="skeleton--spaced" />
        </LoadingRegion>
      }
      isEmpty={(loaded) => loaded.blocks.length === 0}
      empty={<EmptyState>{t('home.empty')}</EmptyState>}
    >
      {({ blocks, shopConfig: { intlLocale, alternativePrice } }) => (
        <ol className="kitchensink__blocks">
          {blocks.map((block, index) => (
            <li key={index} className="kitchensink__block" data-block={block.__typename}>
              <p className="kitchensink__label">
                <code>{block.__typename}</code>
              </p>
              <ContentBlockView
                block={block}
                priceConfig={{ intlLocale, alternativePrice }}
                showLoginHint={me.data ? me.data.me === null : false}
              />
            </li>
          ))}
        </ol>
      )}
    </PageStates>
  );
}

/** Development showcase (/kitchensink): the shared building blocks of the interface, live. */
export function KitchensinkPage() {
  const { t } = useTranslation();
  const title = t('pages.kitchensink.title');
  useDocumentTitle(title);
  return (
    <div className="container page-shell page-shell--standalone">
      <Breadcrumb name="kitchensink" current={title} />
      <h1 className="page-shell__title">{title}</h1>
      <p className="page-shell__text">{t('pages.kitchensink.empty')}</p>
      <section className="page-section" aria-labelledby="kitchensink-buttons">
        <h2 id="kitchensink-buttons">{t('pages.kitchensink.buttons')}</h2>
        <p className="error-page__actions">
          <button type="button" className="button button--primary">
            {t('common.retry')}
          </button>
          <button type="button" className="button button--secondary">
            {t('common.toHomepage')}
          </button>
          <button type="button" className="button button--primary button--large">
            {t('header.login')}
          </button>
        </p>
      </section>
      <section className="page-section" aria-labelledby="kitchensink-roles">
        <h2 id="kitchensink-roles">{t('pages.kitchensink.roles')}</h2>
        <p className="kitchensink__roles">
          {WEB_ROLES.map((role) => (
            <RoleBadge key={role} role={role} />
          ))}
        </p>
      </section>
      <section className="page-section" aria-labelledby="kitchensink-states">
        <h2 id="kitchensink-states">{t('pages.kitchensink.states')}</h2>
        <Skeleton height="1.5rem" width="60%" />
        <QueryError onRetry={() => undefined} compact />
      </section>
      <section className="page-section" aria-labelledby="kitchensink-blocks">
        <h2 id="kitchensink-blocks">{t('pages.kitchensink.blocks')}</h2>
        <KitchensinkBlocks />
      </section>
    </div>
  );
}
