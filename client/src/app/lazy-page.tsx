import { type ComponentType, lazy } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * A route's page module, loaded on first visit (a chunk of its own). `ready`, if it has one, loads
 * what its first render needs beyond itself (the signed-in role's screen), so that render is the
 * page, not a loading state; the page counts as loaded once it is done, whether or not it succeeded.
 */
export type PageModule = { default: ComponentType; ready?: () => Promise<unknown> };

/** What a lazily loaded route keeps in its `handle`: how to start loading its code ahead of rendering. */
interface LazyHandle {
  readonly preload: () => Promise<unknown>;
}

/**
 * A page component that loads its module on first render, like React.lazy, and can be asked to
 * load it earlier (`preload`). Once loaded it renders at once, without suspending (React.lazy
 * suspends once even for a module already here): the first render of a page whose code was
 * preloaded is the page, never a loading state in between (which would replace the pre-rendered
 * HTML or the shell's heading, and shift the page). A module that fails to load is the error
 * boundary's to report; the next render tries again. (A dialog's code, components/on-demand.tsx,
 * renders nothing while it loads instead: a page suspends, so the pre-renderer waits for it and a
 * navigation keeps the last page on screen until the next one can show.)
 */
export function lazyPage(load: () => Promise<PageModule>): { Page: ComponentType; preload: () => Promise<unknown> } {
  let Loaded: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      async (module) => {
        // What it could not load is the screen's own lazy part's to report, when it renders.
        await module.ready?.().catch(() => undefined);
        Loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // Until then, React's own lazy component suspends the render while the module loads; one that
  // failed gives way to a new one, so that the next render tries again (React.lazy keeps its failure).
  const suspending = (): ComponentType =>
    lazy(() =>
      preload().then(
        () => ({ default: Loaded! }),
        (error: unknown) => {
          Loading = suspending();
          throw error;
        },
      ),
    );
  let Loading = suspending();
  const Page = () => (Loaded ? <Loaded /> : <Loading />);
  return { Page, preload };
}

/** The route fields of a lazily loaded page: its element and, in `handle`, its preload. */
export function lazyRoute(load: () => Promise<PageModule>): Pick<RouteObject, 'element' | 'handle'> {
  const { Page, preload } = lazyPage(load);
  return { element: <Page />, handle: { preload } satisfies LazyHandle };
}

/**
 * Loads the code of every route the address matches, so the first render is the page itself:
 * the pre-rendered HTML hydrates as it is, and the shell's loading state gives way to the page.
 */
export async function preloadMatchedRoutes(table: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as LazyHandle | undefined)?.preload?.()));
}
