/**
 * A module whose code loads after the first render (decision 0129): `load()` starts it once (a failed
 * load is tried again at the next call), `get()` has it synchronously once it is there. A component
 * renders `get() ?? use(load())`: it suspends only while the code is on its way, never for a module
 * already loaded (React.lazy would suspend once even then, and show its fallback for a frame).
 */
export interface DeferredModule<M> {
  load(): Promise<M>;
  get(): M | null;
}

export function deferredModule<M>(loader: () => Promise<M>): DeferredModule<M> {
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    load() {
      pending ??= loader().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    get: () => module,
  };
}
