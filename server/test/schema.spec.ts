import { afterAll, beforeAll, expect, it, describe } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { schemaFileText } from '../src/graphql/schema-file.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SCHEMA_FILE = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

describe('schema.graphql', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('is exactly what the server generates (run `npm run schema` after changing resolvers)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(schemaFileText(t.app));
  });
});
