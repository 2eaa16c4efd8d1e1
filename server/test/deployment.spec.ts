import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { parseDatabaseUrl } from '../src/config/database-url.js';

const root = (file: string) => fileURLToPath(new URL(`../../${file}`, import.meta.url));

/** No Docker engine runs here: the compose file is checked by reading it. */
describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(root('docker-compose.yml'), 'utf8'));

  it('runs the app on MySQL 8 with Redis beside it', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'db', 'redis']);
    expect(compose.services.db.image).toMatch(/^mysql:8/);
    expect(compose.services.redis.image).toMatch(/^redis:/);
    expect(compose.services.app.depends_on.db.condition).toBe('service_healthy');
  });

  it('gives the app a DATABASE_URL the server accepts, pointing at the db service', () => {
    const env = compose.services.app.environment;
    const url = env.DATABASE_URL.replace(/\$\{MYSQL_PASSWORD:-([^}]*)\}/, '$1');
    expect(parseDatabaseUrl(url)).toMatchObject({ kind: 'mysql', host: 'db', port: 3306, database: compose.services.db.environment.MYSQL_DATABASE });
    expect(env.NODE_ENV).toBe('production');
    // Production refuses to start without a real secret: compose insists on one too.
    expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
  });

  it('publishes port 3000 and health-checks /health', () => {
    expect(compose.services.app.ports).toContain('3000:3000');
    expect(compose.services.app.healthcheck.test.join(' ')).toContain('/health');
  });

  it('builds from the Dockerfile that starts the built server', () => {
    expect(compose.services.app.build).toBe('.');
    const dockerfile = readFileSync(root('Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/CMD \["node", "server\/dist\/main.js"\]/);
    expect(dockerfile).toMatch(/npm ci/);
  });
});
