import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config.js';
import { ConfigError } from '../config/config-error.js';
import { migrate } from '../database/boot-lock.js';
import { APP_SCHEMA } from '../app-schema.js';
import { resolveDataSourceOptions } from '../database/data-source-options.js';

/**
 * npm run migrate: applies the pending migrations to DATABASE_URL under the boot lock and exits —
 * for deploy pipelines that migrate before rolling out. (The server does the same at start.)
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const dataSource = await new DataSource(await resolveDataSourceOptions(config.database, APP_SCHEMA)).initialize();
  try {
    const applied = await migrate(dataSource);
    console.log(
      applied.length === 0
        ? 'The database is up to date.'
        : `Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}.`,
    );
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? `Configuration error: ${error.message}`
      : `Migration failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
