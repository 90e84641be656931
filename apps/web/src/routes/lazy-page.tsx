import { lazy, type ComponentType, type ReactNode } from 'react';
import { loadPageLanguage } from '../i18n/i18n';

/** A route's page: its element, and a way to fetch its code before the route is visited. */
export interface RoutePage {
  element(): ReactNode;
  /** The language texts the page draws with: the shell part only (home), or all (decision 0127). */
  readonly texts: 'shell' | 'all';
  /** Loads the page's chunk (link intent, first page); resolves when it is there, never rejects. */
  preload(): Promise<void>;
}

export interface LazyPage<P extends object> extends RoutePage {
  /** The same page with fixed props, sharing its chunk. */
  with(props: P): RoutePage;
}

/**
 * A page whose code is loaded when its route is visited or a link to it shows intent (decision 0108):
 * `lazyPage(() => import('../pages/x/x-page'), 'XPage')`. The chunk is requested once; a failed
 * request is forgotten so the next try asks again, and a failure while rendering reaches the route's
 * error page, which reloads to the target path (chunk-reload.ts).
 */
/** Preloads under way; while any is, Vite's preload errors are theirs to swallow. */
let preloading = 0;
let quietInstalled = false;

/**
 * A preload that fails (link intent on an old build's page) must not reload the page the user is on:
 * chunk-reload.ts reloads on Vite's `vite:preloadError`, so that event stops here while preloads run.
 * A visit to the page still fails in its route, whose error page reloads to the target path. Capture
 * listeners on the window run before chunk-reload's.
 */
function quietPreloadErrors() {
  if (quietInstalled || typeof window === 'undefined') return;
  quietInstalled = true;
  window.addEventListener(
    'vite:preloadError',
    (event) => {
      if (preloading > 0) event.stopImmediatePropagation();
    },
    { capture: true },
  );
}

type PropsOf<C> = C extends (props: infer P) => ReactNode ? P & object : never;

export function lazyPage<M, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
  { texts = 'all' }: { texts?: 'shell' | 'all' } = {},
): LazyPage<PropsOf<M[K]>> {
  let pending: Promise<M> | null = null;
  // A page other than home waits for all texts of the page's language too (decision 0127); a link's
  // target is in the language of the page it is on.
  const withTexts = (): Promise<M> =>
    texts === 'shell' ? load() : Promise.all([load(), loadPageLanguage()]).then(([module]) => module);
  const fetchModule = () => {
    pending ??= withTexts().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  const Page = lazy(async () => ({
    default: (await fetchModule())[exportName] as ComponentType<Record<string, unknown>>,
  }));
  const preload = () => {
    quietPreloadErrors();
    preloading += 1;
    return fetchModule()
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        preloading -= 1;
      });
  };
  const withProps = (props: Record<string, unknown>): RoutePage => ({
    element: () => <Page {...props} />,
    preload,
    texts,
  });
  return { ...withProps({}), with: withProps } as LazyPage<PropsOf<M[K]>>;
}
