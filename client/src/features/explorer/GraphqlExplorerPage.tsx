import { GraphiQL } from 'graphiql';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { useEffect, useRef, useState } from 'react';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../hooks/use-session';
import { useEditorLabels } from './editor-labels';
import { explorerFetcher } from './explorer-fetcher';
import { useGraphiqlStylesheet } from './graphiql-stylesheet';
import './graphql-explorer.css';

export const EXPLORER_TITLE = 'GraphQL explorer';
/** The schema as SDL, public (server/src/graphql/schema-file.controller.ts). */
export const SCHEMA_URL = '/graphql/schema.graphql';

const DEFAULT_QUERY =
  '# Write a query, then run it with Ctrl-Enter or the run button.\n# The schema is under Documentation Explorer, the book at the left.\n';

type SchemaState = { schema: GraphQLSchema } | { error: string } | null;

/**
 * The schema built from the served SDL: GraphiQL never needs to introspect, which production
 * refuses to anonymous callers and customers.
 */
function useServedSchema(): SchemaState {
  const [state, setState] = useState<SchemaState>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(SCHEMA_URL, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const schema = buildSchema(await response.text());
        setState({ schema });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ error: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, []);
  return state;
}

/** GraphiQL itself, on the served schema, its editors named for screen readers. */
function ExplorerPane({ schema, employee }: { schema: GraphQLSchema; employee: boolean }) {
  const pane = useRef<HTMLDivElement>(null);
  useEditorLabels(pane);
  return (
    <div className="graphql-explorer-pane" ref={pane}>
      <GraphiQL
        schema={schema}
        fetcher={explorerFetcher}
        defaultQuery={DEFAULT_QUERY}
        // Without a session the way in is an API key: the Headers editor starts open.
        defaultEditorToolsVisibility={employee ? false : 'headers'}
        // Headers may hold an API key: never kept in the browser's storage.
        shouldPersistHeaders={false}
        showPersistHeadersSettings={false}
        forcedTheme="light"
      />
    </div>
  );
}

/**
 * graphql-explorer: GraphiQL on this site's API, for employees and integrators. Open to anyone:
 * the server decides what a caller may run (an employee's session or an API key may send any
 * document; in production others only the web app's own operations).
 */
export default function GraphqlExplorerPage() {
  usePageTitle(EXPLORER_TITLE);
  const state = useServedSchema();
  const styled = useGraphiqlStylesheet();
  const employee = useSession()?.role === 'Employee';
  const schema = state && 'schema' in state ? state.schema : null;
  return (
    <section className="graphql-explorer" aria-labelledby="graphql-explorer-heading">
      <header className="mb-2">
        <h1 id="graphql-explorer-heading" className="h3 fw-bold text-brand">
          {EXPLORER_TITLE}
        </h1>
        <p className="mb-0">
          For employees and integrators: sign in as an employee, or paste an API key into Headers as{' '}
          <code className="text-body">{'{"Authorization": "Bearer wtr_…"}'}</code>. The schema is also at{' '}
          <a href={SCHEMA_URL}>{SCHEMA_URL}</a>.
        </p>
      </header>
      {state && 'error' in state ? (
        <div className="alert alert-danger" role="alert">
          The schema could not be loaded ({state.error}). Reload the page to try again.
        </div>
      ) : schema && styled ? (
        <ExplorerPane schema={schema} employee={employee} />
      ) : (
        <PageLoading />
      )}
    </section>
  );
}
