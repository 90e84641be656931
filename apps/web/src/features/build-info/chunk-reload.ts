/** The page reload guard marker lives 10000 ms, so a failing chunk cannot reload in a loop (docs/rules/constants.md). */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_MARKER_KEY = 'shop.chunk-reload';

export interface ReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  assign?: (path: string) => void;
}

function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled
  }
}

/** Whether this tab already did a guarded full page load in the last 10 s (then none now). */
export function reloadGuarded(deps: Pick<ReloadDeps, 'storage' | 'now'> = {}): boolean {
  const storage = deps.storage === undefined ? sessionStore() : deps.storage;
  const now = (deps.now ?? Date.now)();
  try {
    const marker = JSON.parse(storage?.getItem(RELOAD_MARKER_KEY) ?? 'null') as { at?: number } | null;
    return (
      !!marker && typeof marker.at === 'number' && now - marker.at >= 0 && now - marker.at < RELOAD_GUARD_MS
    );
  } catch {
    return false; // a damaged marker counts as none
  }
}

/**
 * Full page load of `path`, unless this tab already did one for a chunk failure in the last 10 s
 * (then the error is left to the error page). Returns whether it reloads.
 */
export function reloadToPath(path: string, deps: ReloadDeps = {}): boolean {
  if (reloadGuarded(deps)) return false;
  const storage = deps.storage === undefined ? sessionStore() : deps.storage;
  const now = (deps.now ?? Date.now)();
  try {
    storage?.setItem(RELOAD_MARKER_KEY, JSON.stringify({ at: now, path }));
  } catch {
    // without storage there is no loop guard across the reload; still better than a dead page
  }
  (deps.assign ?? ((target: string) => window.location.assign(target)))(path);
  return true;
}

/** Whether an error is a failed load of a code chunk (the old build's files are gone after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(
      error.message,
    )
  );
}

/**
 * docs/rules/errors.md: A chunk load failure reloads to the target path. Listens for Vite's
 * `vite:preloadError` and for unhandled rejections of failed dynamic imports; `targetPath` names where
 * the user was going (the pending navigation), else where they are. Returns the uninstaller.
 */
export function installChunkReload(
  targetPath: () => string,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  deps: ReloadDeps = {},
): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadToPath(targetPath(), deps)) event.preventDefault();
  };
  const onRejection = (event: Event) => {
    const reason = (event as PromiseRejectionEvent).reason;
    if (isChunkLoadError(reason) && reloadToPath(targetPath(), deps)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** The path a data router is navigating to, else the current one (for installChunkReload). */
export function pendingPath(router: {
  state: {
    location: { pathname: string; search: string; hash: string };
    navigation: { location?: { pathname: string; search: string; hash: string } | null };
  };
}): string {
  const location = router.state.navigation.location ?? router.state.location;
  return `${location.pathname}${location.search}${location.hash}`;
}
