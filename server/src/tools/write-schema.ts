import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';
import { schemaFileText } from '../graphql/schema-file.js';

/** Writes the top-level schema.graphql from the resolvers (code-first), for codegen and review. */
const target = fileURLToPath(new URL('../../../schema.graphql', import.meta.url));
const config = {
  ...loadConfig({ NODE_ENV: 'test' }),
  database: { kind: 'sqlite', file: ':memory:' } as const,
  seedDemoAccounts: false,
  sendsOutboxes: false,
};
const app = await createApp({ ...config, logLevel: 'error' });
writeFileSync(target, schemaFileText(app));
await app.close();
console.log(`Wrote ${target}`);
