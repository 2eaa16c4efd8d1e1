import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage } from 'node:http';
import { parse } from 'yaml';
import { clientAddress } from '../src/http/edge/client-address.js';
import { loadConfig } from '../src/config/app-config.js';
import { parseDatabaseUrl } from '../src/config/database-url.js';

const root = (file: string) => fileURLToPath(new URL(`../../${file}`, import.meta.url));

/** No Docker engine runs here: the compose file is checked by reading it. */
describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(root('docker-compose.yml'), 'utf8'));

  it('runs two app replicas behind a proxy, on MySQL 8.4 with Redis 7 beside them', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'db', 'db-replica', 'proxy', 'redis']);
    expect(compose.services.db.image).toBe('mysql:8.4');
    expect(compose.services.redis.image).toMatch(/^redis:7/);
    expect(compose.services.app.deploy.replicas).toBe(2);
    expect(compose.services.app.depends_on.db.condition).toBe('service_healthy');
    expect(compose.services.app.depends_on.redis.condition).toBe('service_healthy');
    // Replicas publish no port of their own (so --scale app=N never clashes); the proxy does.
    expect(compose.services.app.ports).toBeUndefined();
    expect(compose.services.proxy.image).toMatch(/^caddy:2/);
    expect(compose.services.proxy.depends_on.app.condition).toBe('service_healthy');
  });

  it('proxies to every replica, skipping one that refuses or is stopping', () => {
    const mount = compose.services.proxy.volumes.find((v: string) => v.endsWith(':/etc/caddy/Caddyfile:ro'));
    const caddyfile = readFileSync(root(mount.split(':')[0].replace(/^\.\//, '')), 'utf8');
    expect(caddyfile).toMatch(/dynamic a \{\s+name app\s+port 3000/);
    expect(caddyfile).toMatch(/unhealthy_status 503/);
    expect(caddyfile).toMatch(/header_up X-Request-Id/);
  });

  it('stops a replica only after its grace period, trusts the proxy in front and shares uploads', () => {
    const app = compose.services.app;
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'k3v9ZyQ2mP8xW4tR7nB1cF6hJ0sL5dGa',
      TRUST_PROXY: app.environment.TRUST_PROXY,
      UPLOADS_DIR: app.environment.UPLOADS_DIR,
    });
    // Fastify trusts no proxy for a bare hop count: the proxy's network must be named, so that the
    // rate limits count the client Caddy forwards, not Caddy.
    const viaCaddy = {
      socket: { remoteAddress: '172.18.0.5' },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    } as unknown as IncomingMessage;
    expect(clientAddress(config.trustProxy).ip(viaCaddy)).toBe('203.0.113.7');
    expect(parseInt(app.stop_grace_period, 10)).toBeGreaterThan(Number(app.environment.SHUTDOWN_GRACE_SECONDS));
    expect(app.volumes).toContain(`uploads:${config.uploadsDir}`);
    expect(compose.volumes).toHaveProperty('uploads');
  });

  it('gives the app a read replica of db: GTID binlog on both, read-only, copying from db', () => {
    const { db, 'db-replica': replica } = compose.services;
    expect(replica.image).toBe(db.image);
    for (const flag of ['--gtid-mode=ON', '--enforce-gtid-consistency=ON']) {
      expect(db.command).toContain(flag);
      expect(replica.command).toContain(flag);
    }
    expect(db.command).toContain('--server-id=1');
    expect(replica.command).toEqual(expect.arrayContaining(['--server-id=2', '--read-only=ON']));
    expect(replica.depends_on.db.condition).toBe('service_healthy');
    const script = (service: { volumes: string[] }, name: string) =>
      readFileSync(
        root(
          service.volumes
            .find((v) => v.includes(name))!
            .split(':')[0]!
            .replace(/^\.\//, ''),
        ),
        'utf8',
      );
    expect(script(db, 'primary-init.sh')).toMatch(/GRANT REPLICATION SLAVE ON \*\.\* TO 'replicator'/);
    expect(script(replica, 'replica-init.sh')).toMatch(
      /SOURCE_HOST='db'[\s\S]*SOURCE_AUTO_POSITION=1[\s\S]*START REPLICA/,
    );
    const env = compose.services.app.environment;
    const url = (value: string) => value.replace(/\$\{MYSQL_PASSWORD:-([^}]*)\}/, '$1');
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'k3v9ZyQ2mP8xW4tR7nB1cF6hJ0sL5dGa',
      DATABASE_URL: url(env.DATABASE_URL),
      DATABASE_REPLICA_URLS: url(env.DATABASE_REPLICA_URLS),
    });
    expect(config.replicas.targets).toMatchObject([{ kind: 'mysql', host: 'db-replica', database: 'waters' }]);
    expect(compose.services.app.depends_on['db-replica'].condition).toBe('service_healthy');
    expect(compose.volumes).toHaveProperty('db-replica-data');
  });

  it('gives the app a DATABASE_URL the server accepts, pointing at the db service', () => {
    const env = compose.services.app.environment;
    const url = env.DATABASE_URL.replace(/\$\{MYSQL_PASSWORD:-([^}]*)\}/, '$1');
    expect(parseDatabaseUrl(url)).toMatchObject({
      kind: 'mysql',
      host: 'db',
      port: 3306,
      database: compose.services.db.environment.MYSQL_DATABASE,
    });
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

  it('publishes port 3000 through the proxy and sends traffic to ready replicas only', () => {
    expect(compose.services.proxy.ports).toContain('3000:80');
    expect(compose.services.app.healthcheck.test.join(' ')).toContain('/health/ready');
  });

  it('builds from the Dockerfile that starts the built server', () => {
    expect(compose.services.app.build).toBe('.');
    const dockerfile = readFileSync(root('Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/CMD \["node", (?:"--[^"]+", )*"server\/dist\/main.js"\]/);
    expect(dockerfile).toMatch(/npm ci/);
    // Every workspace the server needs at run time is in the image (the shared rules are imported at start).
    const workspaces = (JSON.parse(readFileSync(root('package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
    for (const workspace of workspaces.filter((w) => w !== 'client')) {
      expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
      if (workspace !== 'server')
        expect(dockerfile).toContain(`COPY --from=build /app/${workspace}/dist ./${workspace}/dist`);
    }
  });

  it('builds and runs on Node 24 LTS, while the engines field still admits the Node 20 development machine', () => {
    const dockerfile = readFileSync(root('Dockerfile'), 'utf8');
    const images = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    // Built against the 24.18.1 headers (newer ones make better-sqlite3 abort, nodejs/node#65446), from source; run on the newest 24.
    expect(images).toEqual(['node:24.18.1-bookworm-slim', 'node:24-bookworm-slim']);
    expect(dockerfile).toMatch(/^ENV npm_config_build_from_source=true$/m);
    const engines = (JSON.parse(readFileSync(root('package.json'), 'utf8')) as { engines: { node: string } }).engines;
    expect(engines.node).toBe('>=20.19');
  });

  it('starts the server with the same Node flags everywhere (the benches read them from start:prod)', () => {
    const scripts = (file: string) =>
      (JSON.parse(readFileSync(root(file), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const flags = /^node((?: --\S+)*) dist\/main\.js$/.exec(scripts('server/package.json')['start:prod'])?.[1].trim();
    expect(flags).toBe('--max-semi-space-size=64 --max-old-space-size=256');
    for (const name of ['start', 'dev'])
      expect(scripts('package.json')[name]).toMatch(new RegExp(`&& node ${flags} server/dist/main\\.js$`));
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(root('Dockerfile'), 'utf8'))?.[1];
    expect(JSON.parse(cmd!)).toEqual(['node', ...flags!.split(' '), 'server/dist/main.js']);
  });

  it('gives each replica a memory limit that holds the whole heap Node may grow to, with room for the rest', () => {
    const compose = parse(readFileSync(root('docker-compose.yml'), 'utf8'));
    const limit = /^(\d+)M$/.exec(compose.services.app.deploy.resources.limits.memory)?.[1];
    const flag = (name: string) =>
      Number(new RegExp(`--${name}=(\\d+)`).exec(readFileSync(root('Dockerfile'), 'utf8'))?.[1]);
    // Old generation, plus the young generation (three semi-spaces: two and the space for large new objects), plus 64 MiB
    // for code, stacks and buffers outside the heap.
    expect(Number(limit)).toBeGreaterThanOrEqual(flag('max-old-space-size') + 3 * flag('max-semi-space-size') + 64);
  });
});
