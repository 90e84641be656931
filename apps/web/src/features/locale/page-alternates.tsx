import {
  createContext,
  useContext,
  useEffect,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { useLocation } from 'react-router';
import { applyAlternateLinks } from './head-tags';
import type { LocaleAlternate, PageAlternates } from './locale-switch';

/** What a page publishes; the path it belongs to is added by usePublishPageAlternates. */
export type PublishedAlternates = Omit<PageAlternates, 'pathname'>;

const PublishContext = createContext<Dispatch<SetStateAction<PageAlternates | null>> | null>(null);
const ValueContext = createContext<PageAlternates | null>(null);

/**
 * Holds the locale alternates the current page published (product and category pages, whose slugs
 * differ per language), for the language switcher. Below a locale route; a locale change mounts a
 * new one. Pages only publish, so they do not re-render when the value changes.
 */
export function PageAlternatesProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState<PageAlternates | null>(null);
  return (
    <PublishContext.Provider value={setValue}>
      <ValueContext.Provider value={value}>{children}</ValueContext.Provider>
    </PublishContext.Provider>
  );
}

/**
 * Publishes the page's alternates while it shows them (null or undefined: none, e.g. still loading)
 * and renders them as <link rel="alternate" hreflang> in the head. Pass a memoized value: a new
 * object publishes again.
 */
export function usePublishPageAlternates(published: PublishedAlternates | null | undefined): void {
  const publish = useContext(PublishContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!published) return;
    const value: PageAlternates = { pathname, ...published };
    publish?.(value);
    const removeLinks = applyAlternateLinks(published.alternates, window.location.origin);
    return () => {
      publish?.((current) => (current === value ? null : current));
      removeLinks();
    };
  }, [publish, pathname, published]);
}

/** The alternates the page at the current path published, or null (then the switcher translates the path). */
export function usePageAlternates(): PageAlternates | null {
  const value = useContext(ValueContext);
  const { pathname } = useLocation();
  return value && value.pathname === pathname ? value : null;
}

export type { LocaleAlternate, PageAlternates };
