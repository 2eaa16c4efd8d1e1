import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { loadConfig } from '../src/config/app-config.js';
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

  it('keeps the rate limits in the redis service, with settings the server accepts', () => {
    const env = compose.services.app.environment;
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'k3v9ZyQ2mP8xW4tR7nB1cF6hJ0sL5dGa',
      REDIS_URL: env.REDIS_URL,
      PUBLIC_URL: env.PUBLIC_URL.replace(/\$\{PUBLIC_URL:-([^}]*)\}/, '$1'),
      IMAGE_HOSTS: env.IMAGE_HOSTS.replace(/\$\{IMAGE_HOSTS:-([^}]*)\}/, '$1'),
    });
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(config.publicUrl?.href).toBe('http://localhost:3000/');
    expect(compose.services.app.depends_on.redis).toBeDefined();
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
