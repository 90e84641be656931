import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { HOME_SLUG } from '@shop/domain';
import { PageStates } from '../../ui/page-states';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMetaDescription } from '../../ui/use-meta-description';
import { useMe } from '../../features/session/use-me';
import { useLocale } from '../../features/locale/locale-context';
import { useShopConfig } from '../../features/shop/use-shop-config';
import { ContentBlocks, preloadContentBlocks } from '../../features/content/blocks/content-blocks';
import { CONTENT_PAGE_QUERY } from '../../features/content/content.queries';
import { HomeSkeleton } from './home-skeleton';

export function HomePage() {
  // The product blocks' code loads while the content is asked for (decision 0129).
  useEffect(() => preloadContentBlocks(), []);
  const { t } = useTranslation();
  const { locale } = useLocale();
  const content = useQuery(CONTENT_PAGE_QUERY, { variables: { locale, slug: HOME_SLUG } });
  const shopConfig = useShopConfig();
  const me = useMe();
  const story = content.data?.content;
  useDocumentTitle(story?.title || t('home.title'));
  useMetaDescription(story?.seoDescription);

  return (
    <div className="container home-page">
      <h1 className="visually-hidden">{story?.title || t('home.title')}</h1>
      <PageStates
        failed={(!!content.error && !content.data) || (!!shopConfig.error && !shopConfig.data)}
        errorClassName="page-section"
        onRetry={() => {
          if (content.error) void content.refetch();
          if (shopConfig.error) void shopConfig.refetch();
        }}
        data={story && shopConfig.data ? { story, shopConfig: shopConfig.data.shopConfig } : null}
        loading={<HomeSkeleton />}
        isEmpty={(loaded) => loaded.story.blocks.length === 0}
        empty={<p className="page-section empty-state">{t('home.empty')}</p>}
      >
        {({ story, shopConfig: { intlLocale, alternativePrice } }) => (
          <ContentBlocks
            blocks={story.blocks}
            priceConfig={{ intlLocale, alternativePrice }}
            showLoginHint={me.data ? me.data.me === null : false}
          />
        )}
      </PageStates>
    </div>
  );
}
