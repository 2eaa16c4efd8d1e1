/**
 * Fails when client/src/gql/graphql.ts or an operation's .generated.ts is not what
 * `npm run codegen` makes from schema.graphql and the client's documents (a changed schema or
 * document without regenerated types), or when a .generated.ts has no document any more.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { format, resolveConfig } from 'prettier';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
process.chdir(ROOT);
const { config } = await loadCodegenConfig({ configFilePath: join(ROOT, 'codegen.ts') });
const outputs = await generate({ ...config, silent: true }, false);
let stale = 0;
const generated = new Set();
/** What `npm run codegen` leaves on disk: an output with a prettier hook (codegen.ts) is formatted. */
async function written(filename, content) {
  const hooks = config.generates[filename]?.hooks?.afterOneFileWrite ?? [];
  if (!hooks.some((hook) => String(hook).startsWith('prettier'))) return content;
  return format(content, { ...(await resolveConfig(resolve(ROOT, filename))), filepath: resolve(ROOT, filename) });
}
for (const output of outputs) {
  const { filename } = output;
  const content = await written(filename, output.content);
  const file = resolve(ROOT, filename);
  generated.add(file);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== content) {
    console.error(`codegen: ${relative(ROOT, file)} is stale; run npm run codegen and commit the result`);
    stale++;
  }
}
const SOURCES = join(ROOT, 'client', 'src');
for (const name of readdirSync(SOURCES, { recursive: true, encoding: 'utf8' })) {
  const file = join(SOURCES, name);
  if (file.endsWith('.generated.ts') && !generated.has(file)) {
    console.error(`codegen: ${relative(ROOT, file)} has no document any more; delete it`);
    stale++;
  }
}
if (stale > 0) process.exit(1);
console.log(`codegen: ${outputs.length} files up to date`);
