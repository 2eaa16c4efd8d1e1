import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../../test/kit';
import { explorerFetcher } from '../explorer-fetcher';
import GraphqlExplorerPage, { SCHEMA_URL } from '../GraphqlExplorerPage';

const SDL = `
"""The shop's API."""
type Query {
  """Orders waiting for an employee's decision."""
  ordersToAuthorizeConnection(first: Int): OrderConnection!
}

type OrderConnection {
  totalCount: Int!
}
`;

interface Sent {
  url: string;
  init?: RequestInit;
}

let sent: Sent[];

/** The server as far as the explorer talks to it: the SDL, and /graphql answering every POST. */
function serve({ schemaStatus = 200 }: { schemaStatus?: number } = {}) {
  sent = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, init });
    if (url === SCHEMA_URL) return new Response(schemaStatus === 200 ? SDL : 'no', { status: schemaStatus });
    return new Response(JSON.stringify({ data: { ordersToAuthorizeConnection: { totalCount: 3 } } }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

/** The stylesheet the page links, loaded (jsdom fetches no stylesheets). */
async function loadStylesheet() {
  const link = await waitFor(() => {
    const found = document.head.querySelector<HTMLLinkElement>('link[data-graphiql]');
    if (!found) throw new Error('no stylesheet link yet');
    return found;
  });
  act(() => void link.dispatchEvent(new Event('load')));
  return link;
}

// CodeMirror measures text through ranges, which jsdom lays out nowhere.
beforeAll(() => {
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
});

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('GraphQL explorer page', () => {
  it('shows its title and how to get in, loads GraphiQL on the schema from the SDL (no introspection) and its stylesheet', async () => {
    serve();
    const { unmount } = render(<GraphqlExplorerPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'GraphQL explorer' })).toBeInTheDocument();
    expect(document.title).toBe('GraphQL explorer | WATERS');
    expect(
      screen.getByText(/For employees and integrators: sign in as an employee, or paste an API key into Headers as/),
    ).toHaveTextContent(
      'For employees and integrators: sign in as an employee, or paste an API key into Headers as {"Authorization": "Bearer wtr_…"}. The schema is also at /graphql/schema.graphql.',
    );
    expect(screen.getByRole('link', { name: '/graphql/schema.graphql' })).toHaveAttribute(
      'href',
      '/graphql/schema.graphql',
    );
    // Until the schema and GraphiQL's stylesheet are in, a spinner.
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    const link = await loadStylesheet();
    expect(link).toHaveAttribute('rel', 'stylesheet');
    expect(link).toHaveAttribute('href', '/assets/stylesheet.css');

    // GraphiQL's editors, their text boxes named for screen readers.
    for (const name of ['Query', 'Variables', 'Headers', 'Response'])
      expect(await screen.findByRole('textbox', { name, hidden: true })).toBeInTheDocument();

    // GraphiQL, with the schema built from the SDL: its documentation pane reads it.
    await userEvent.click(await screen.findByRole('button', { name: 'Show Documentation Explorer' }));
    expect(await screen.findByRole('link', { name: 'OrderConnection' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('link', { name: 'Query' })[0]);
    expect(await screen.findByText("The shop's API.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ordersToAuthorizeConnection' })).toBeInTheDocument();
    // The SDL was the only request: GraphiQL did not introspect.
    expect(sent.map((request) => request.url)).toEqual([SCHEMA_URL]);

    // Its stylesheet goes with the page.
    unmount();
    expect(document.head.querySelector('link[data-graphiql]')).toBeNull();
    // The first render compiles GraphiQL and CodeMirror under ts-jest.
  }, 60_000);

  it('says so when the schema cannot be loaded', async () => {
    serve({ schemaStatus: 503 });
    render(<GraphqlExplorerPage />);
    await loadStylesheet();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The schema could not be loaded (HTTP 503). Reload the page to try again.',
    );
  });
});

describe("GraphiQL's fetcher", () => {
  const QUERY = { query: '{ ordersToAuthorizeConnection(first: 1) { totalCount } }' };

  it('POSTs the operation as JSON to /graphql and gives back the answer', async () => {
    serve();
    expect(await explorerFetcher(QUERY)).toEqual({ data: { ordersToAuthorizeConnection: { totalCount: 3 } } });
    const [request] = sent;
    expect(request.url).toBe('/graphql');
    expect(request.init?.method).toBe('POST');
    expect(request.init?.body).toBe(JSON.stringify(QUERY));
    expect(request.init?.headers).toEqual({ 'content-type': 'application/json', accept: 'application/json' });
  });

  it("sends a signed-in employee's session token", async () => {
    serve();
    signIn('Employee');
    await explorerFetcher(QUERY);
    expect((sent[0].init?.headers as Record<string, string>).authorization).toBe(
      `Bearer ${sessionStorage.getItem('token')}`,
    );
  });

  it('sends the Authorization the Headers editor sets (an API key) instead of the session', async () => {
    serve();
    signIn('Employee');
    await explorerFetcher(QUERY, { headers: { Authorization: 'Bearer wtr_key', 'X-Extra': 1 } });
    expect(sent[0].init?.headers).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      Authorization: 'Bearer wtr_key',
      'X-Extra': '1',
    });
  });

  it("does not send a customer's session (the explorer's way in is an employee's session or an API key)", async () => {
    serve();
    signIn('Customer');
    await explorerFetcher(QUERY);
    expect(sent[0].init?.headers).not.toHaveProperty('authorization');
  });

  it('reports an answer that is not JSON', async () => {
    global.fetch = jest.fn(
      async () => new Response('Too many requests', { status: 429, statusText: 'Too Many Requests' }),
    ) as typeof fetch;
    await expect(explorerFetcher(QUERY)).rejects.toThrow('HTTP 429: Too many requests');
  });
});
