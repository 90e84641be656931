import { useEffect } from 'react';
import type { HeadTags } from '@shop/domain';
import { isLocaleCode } from '@shop/locales';
import { hreflangOf } from './hreflang';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  return document.head.querySelector<T>(selector) ?? document.head.appendChild(create());
}

/** Guard 6's head tags: <link rel="canonical"> always, <meta name="robots"> only when set. */
export function applyHeadTags(tags: HeadTags): void {
  const canonical = headElement<HTMLLinkElement>('link[rel="canonical"]', () => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    return link;
  });
  canonical.href = tags.canonical;
  const existingRobots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!tags.robots) {
    existingRobots?.remove();
    return;
  }
  const robots =
    existingRobots ??
    headElement<HTMLMetaElement>('meta[name="robots"]', () => {
      const meta = document.createElement('meta');
      meta.name = 'robots';
      return meta;
    });
  robots.content = tags.robots;
}

export function useHeadTags(tags: HeadTags | undefined): void {
  const canonical = tags?.canonical;
  const robots = tags?.robots ?? null;
  useEffect(() => {
    if (canonical) applyHeadTags({ canonical, robots });
  }, [canonical, robots]);
}

/**
 * One <link rel="alternate" hreflang="…" href="…"> per locale alternate of a page (its own locale
 * included, as hreflang asks), with absolute URLs on `origin`. Returns the function that removes them.
 */
export function applyAlternateLinks(
  alternates: readonly { locale: string; path: string }[],
  origin: string,
): () => void {
  const links = alternates.flatMap(({ locale, path }) => {
    if (!isLocaleCode(locale)) return [];
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflangOf(locale);
    link.href = `${origin}${path}`;
    return [document.head.appendChild(link)];
  });
  return () => links.forEach((link) => link.remove());
}
