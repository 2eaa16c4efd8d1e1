import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';
import { canonicalDocument, documentId } from '../graphql/trusted/canonical-document.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCES = join(ROOT, 'client/src');
export const TRUSTED_FILE = join(ROOT, 'server/src/graphql/trusted/trusted-documents.generated.ts');

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

/** Every operation of the web client (client/src/**\/*.graphql) with the fragments it uses, by trusted-document id. */
export function trustedDocuments(): Map<string, { text: string; operation: string }> {
  const definitions = graphqlFiles(SOURCES)
    .sort()
    .flatMap((file) => parse(readFileSync(file, 'utf8')).definitions);
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const documents = new Map<string, { text: string; operation: string }>();
  for (const operation of definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)) {
    const used = new Map<string, DefinitionNode>();
    const collect = (node: DefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (!fragment) throw new Error(`Unknown fragment ${spread.name.value}`);
          if (!used.has(fragment.name.value)) {
            used.set(fragment.name.value, fragment);
            collect(fragment);
          }
        },
      });
    collect(operation);
    const document = { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] } as const;
    documents.set(documentId(document), { text: canonicalDocument(document), operation: operation.name?.value ?? '' });
  }
  return documents;
}

export function trustedDocumentsFile(): string {
  const entries = [...trustedDocuments()].sort(([a], [b]) => a.localeCompare(b));
  const lines = entries.map(
    ([id, { text, operation }]) => `  // ${operation}\n  ${JSON.stringify(id)}: ${JSON.stringify(text)},`,
  );
  return [
    "// The web client's GraphQL operations by trusted-document id. Written by `npm run codegen` (server/src/tools/write-trusted-documents.ts); do not edit by hand.",
    'export const TRUSTED_DOCUMENTS: Readonly<Record<string, string>> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(TRUSTED_FILE, trustedDocumentsFile());
  console.log(`Wrote ${relative(ROOT, TRUSTED_FILE)}`);
}
