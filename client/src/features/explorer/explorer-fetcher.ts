import type { GraphiQLProps } from 'graphiql';
import { authorizedFetch } from '../../api/authorized-http';
import { getSession } from '../../state/session';

export type ExplorerFetcher = GraphiQLProps['fetcher'];

/** Where GraphiQL sends its operations: the site's own API. */
export const GRAPHQL_URL = '/graphql';

/**
 * GraphiQL's fetcher: POSTs each operation to /graphql as JSON, with the signed-in employee's
 * session token unless the Headers editor names its own Authorization (an API key). No XSRF
 * header: the server asks for one on /api only (server/src/http/route-policy.ts), and a JSON
 * POST is not a request another site can forge.
 */
export const explorerFetcher: ExplorerFetcher = async (params, options) => {
  const typed: Record<string, unknown> = options?.headers ?? {};
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    ...Object.fromEntries(Object.entries(typed).map(([name, value]) => [name, String(value)])),
  };
  const withSession = getSession()?.role === 'Employee';
  const response = await authorizedFetch(
    GRAPHQL_URL,
    { method: 'POST', headers, body: JSON.stringify(params) },
    { withSession },
  );
  const text = await response.text();
  try {
    return JSON.parse(text) as Awaited<ReturnType<ExplorerFetcher>>;
  } catch {
    throw new Error(`HTTP ${response.status}: ${text || response.statusText}`);
  }
};
