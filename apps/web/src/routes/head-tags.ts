import { useEffect } from 'react';
import type { HeadTags } from '@shop/domain';

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
