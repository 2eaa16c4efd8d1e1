import { useEffect, useState } from 'react';
// A URL, not an import of the sheet: the build would put an imported sheet into the site's one
// stylesheet (vite.config.ts, siteStylesheet). This one is a file of its own, its @font-face
// rules removed at build (vite.config.ts, graphiqlForCsp): they were data: fonts, which the
// Content-Security-Policy's font-src 'self' refuses; the editors use the system's fonts.
import GRAPHIQL_STYLESHEET from 'graphiql/style.css?url';

export { GRAPHIQL_STYLESHEET };

/**
 * Links GraphiQL's stylesheet while the explorer is on screen (an external sheet from this site:
 * the CSP's style-src 'self' allows it) and says when it has loaded, so that the editors measure
 * themselves with their styles applied. A sheet that fails to load still lets GraphiQL show.
 */
export function useGraphiqlStylesheet(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = GRAPHIQL_STYLESHEET;
    link.dataset.graphiql = '';
    const done = () => setReady(true);
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    document.head.append(link);
    return () => link.remove();
  }, []);
  return ready;
}
