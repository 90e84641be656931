import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../ui/query-error';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMetaDescription } from '../../ui/use-meta-description';
import { useMe } from '../../features/session/use-me';
import { useLocale } from '../../features/locale/locale-context';
import { useShopConfig } from '../../features/shop/use-shop-config';
import { ContentBlocks } from '../../features/content/blocks/content-blocks';
import { CONTENT_PAGE_QUERY } from '../../features/content/content.queries';
import { HomeSkeleton } from './home-skeleton';

/** The CMS home story of the locale (slug ""). */
export const HOME_SLUG = '';

export function HomePage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const content = useQuery(CONTENT_PAGE_QUERY, { variables: { locale, slug: HOME_SLUG } });
  const shopConfig = useShopConfig();
  const me = useMe();
  const story = content.data?.content;
  useDocumentTitle(story?.title || t('home.title'));
  useMetaDescription(story?.seoDescription);

  let body;
  if ((content.error && !content.data) || (shopConfig.error && !shopConfig.data)) {
    body = (
      <div className="page-section">
        <QueryError
          onRetry={() => {
            if (content.error) void content.refetch();
            if (shopConfig.error) void shopConfig.refetch();
          }}
        />
      </div>
    );
  } else if (!story || !shopConfig.data) {
    body = <HomeSkeleton />;
  } else if (story.blocks.length === 0) {
    body = <p className="page-section empty-state">{t('home.empty')}</p>;
  } else {
    const { intlLocale, alternativePrice } = shopConfig.data.shopConfig;
    body = (
      <ContentBlocks
        blocks={story.blocks}
        priceConfig={{ intlLocale, alternativePrice }}
        showLoginHint={me.data ? me.data.me === null : false}
      />
    );
  }

  return (
    <div className="container home-page">
      <h1 className="visually-hidden">{story?.title || t('home.title')}</h1>
      {body}
    </div>
  );
}
