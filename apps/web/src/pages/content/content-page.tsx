import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../error/not-found-page';
import { EmptyState, PageStates } from '../../ui/page-states';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMetaDescription } from '../../ui/use-meta-description';
import { useMe } from '../../features/session/use-me';
import { useLocale } from '../../features/locale/locale-context';
import { useShopConfig } from '../../features/shop/use-shop-config';
import { ContentBlocks, preloadContentBlocks } from '../../features/content/blocks/content-blocks';
import { CONTENT_PAGE_QUERY } from '../../features/content/content.queries';
import { FallbackStory } from '../../features/content/fallback-story';

function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.code === 'NOT_FOUND')
  );
}

/**
 * A CMS page below the locale (catch-all slug route, any depth) or, with `preview`, the content
 * preview of /preview/:fullSlug?token=… (drafts included; the BFF answers NOT_FOUND without the
 * right token). A page the CMS does not have is the non-fatal 404; outside the preview it shows the
 * CMS fallback story below it (docs/decisions/0019).
 */
export function ContentPage({ preview = false }: { preview?: boolean }) {
  const { t } = useTranslation();
  useEffect(() => preloadContentBlocks(), []);
  const { locale } = useLocale();
  const slug = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const [search] = useSearchParams();
  const token = preview ? search.get('token') : null;
  const content = useQuery(CONTENT_PAGE_QUERY, {
    variables: { locale, slug, preview, token, fallback: !preview },
    // A preview always shows the CMS's latest state.
    fetchPolicy: preview ? 'network-only' : 'cache-first',
  });
  const shopConfig = useShopConfig();
  const me = useMe();
  const story = content.data?.content;
  const found = story && !story.isFallback ? story : null;
  useDocumentTitle(found?.title ?? (content.loading ? null : t('errors.notFoundTitle')));
  useMetaDescription(found?.seoDescription);

  const showLoginHint = me.data ? me.data.me === null : false;
  return (
    <PageStates
      unavailable={!!content.error && isNotFound(content.error) && <NotFoundPage />}
      failed={!!content.error && !content.data}
      errorClassName="container page-section"
      onRetry={() => void content.refetch()}
      data={story && shopConfig.data ? { story, shopConfig: shopConfig.data.shopConfig } : null}
      loading={
        <LoadingRegion label={t('common.loading')} className="container page-section">
          <Skeleton height="2.5rem" width="40%" />
          <Skeleton height="16rem" className="skeleton--spaced" />
        </LoadingRegion>
      }
    >
      {({ story, shopConfig: { intlLocale, alternativePrice } }) =>
        story.isFallback ? (
          <NotFoundPage fallback={<FallbackStory story={story} />} />
        ) : (
          <div className="container page-section content-page">
            {preview && (
              <p className="content-page__preview" role="note">
                {t('pages.preview.banner', { slug: slug || '/' })}
              </p>
            )}
            <h1>{story.title}</h1>
            {story.blocks.length === 0 ? (
              <EmptyState>{t('home.empty')}</EmptyState>
            ) : (
              <ContentBlocks
                blocks={story.blocks}
                priceConfig={{ intlLocale, alternativePrice }}
                showLoginHint={showLoginHint}
              />
            )}
          </div>
        )
      }
    </PageStates>
  );
}
