/**
 * Fails when client/src/gql/graphql.ts is not what `npm run codegen` makes from
 * schema.graphql and the client's documents (a changed schema or document without
 * regenerated types).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
process.chdir(ROOT);
const { config } = await loadCodegenConfig({ configFilePath: join(ROOT, 'codegen.ts') });
const outputs = await generate({ ...config, silent: true }, false);
let stale = 0;
for (const { filename, content } of outputs) {
  const committed = readFileSync(join(ROOT, filename), 'utf8');
  if (committed !== content) {
    console.error(`codegen: ${filename} is stale; run npm run codegen and commit the result`);
    stale++;
  }
}
if (stale > 0) process.exit(1);
console.log(`codegen: ${outputs.map((o) => o.filename).join(', ')} up to date`);
