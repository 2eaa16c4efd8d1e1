/**
 * Server entry of the build's pre-renderer (scripts/finish-build.mjs): renders a route of the
 * public site to HTML, which the browser then hydrates (main.tsx).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { type RouteObject, StaticRouter } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { AppRoutes } from './AppRoutes';
import { serverRenderedTitle } from '../hooks/use-page-title';
import { SHELL_HEADINGS, SHELL_ROLE_HEADINGS } from './pages/shell-headings';
import { routes } from './routes';
import { ShellLayout } from './shell/ShellLayout';

export { ROUTE_PATHS } from './routes';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The document title the page sets. */
  title: string;
}

/** A route of the site rendered to HTML. */
export async function renderPage(path: string): Promise<RenderedPage> {
  return render(routes, path);
}

/**
 * The application shell (top bar, navigation, a page loading) for the pages that are not
 * rendered at build time, the signed-in ones: the browser paints it at once and replaces it
 * with the page when the page's code has arrived (main.tsx).
 */
export async function renderShell(path?: string): Promise<string> {
  const Heading = path ? SHELL_HEADINGS[path] : undefined;
  const byRole = Object.entries((path && SHELL_ROLE_HEADINGS[path]) || {});
  const loading = (
    <>
      {Heading && <Heading />}
      {byRole.map(([role, RoleHeading]) => (
        <div key={role} data-shell-role={role}>
          <RoleHeading />
        </div>
      ))}
      <PageLoading />
    </>
  );
  const { html } = await render(
    [{ element: <ShellLayout />, children: [{ path: '*', element: loading }] }],
    '/loading',
  );
  return html;
}

/** The routes whose shell shows the page's title (./pages/shell-headings.tsx). */
export const SHELL_HEADING_PATHS = [...Object.keys(SHELL_HEADINGS), ...Object.keys(SHELL_ROLE_HEADINGS)];

async function render(table: RouteObject[], path: string): Promise<RenderedPage> {
  serverRenderedTitle.current = '';
  // Waits for every lazy part (the page, the footer, the tab sets) so the HTML is the whole page.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes table={table} />
      </StaticRouter>
    </StrictMode>,
    // Every part in place in the HTML: no boundary is sent later with an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return { html, title: serverRenderedTitle.current };
}
