import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { FALLBACK_SLUG } from '@shop/domain';
import type { ContentPageQuery } from '../../gql/generated';
import { useMe } from '../session/use-me';
import { useLocale } from '../locale/locale-context';
import { useShopConfig } from '../shop/use-shop-config';
import { ContentBlocks } from './blocks/content-blocks';
import { CONTENT_PAGE_QUERY } from './content.queries';
import { FallbackSkeleton } from './fallback-skeleton';

type Story = ContentPageQuery['content'];

/**
 * The CMS fallback story below a 404 (help links, bestsellers, hotline): its title and blocks. The
 * one renderer of it, for the content page (which has the story already) and the error page.
 */
export function FallbackStory({ story }: { story: Story }) {
  const titleId = useId();
  const shopConfig = useShopConfig();
  const me = useMe();
  if (!shopConfig.data) return <FallbackSkeleton />;
  const { intlLocale, alternativePrice } = shopConfig.data.shopConfig;
  const showLoginHint = me.data ? me.data.me === null : false;
  return (
    <section
      aria-labelledby={titleId}
      className="container page-section content-page content-page--fallback fallback-story"
    >
      <h2 id={titleId}>{story.title}</h2>
      <ContentBlocks
        blocks={story.blocks}
        priceConfig={{ intlLocale, alternativePrice }}
        showLoginHint={showLoginHint}
      />
    </section>
  );
}

/**
 * The fallback story for a 404 that has none at hand (guard runner, unknown product or category):
 * loaded once per locale (cache-first), a skeleton of the same place while it loads, nothing when
 * the CMS has none or cannot answer — the 404 above stays the answer.
 */
export function NotFoundFallback() {
  const { locale } = useLocale();
  const content = useQuery(CONTENT_PAGE_QUERY, {
    variables: { locale, slug: FALLBACK_SLUG, preview: false, token: null, fallback: true },
  });
  const story = content.data?.content;
  if (story) return <FallbackStory story={story} />;
  if (content.loading) return <FallbackSkeleton />;
  return null;
}
