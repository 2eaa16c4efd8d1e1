import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config.js';
import { ConfigError } from '../config/config-error.js';
import { APP_SCHEMA } from '../app-schema.js';
import { resolveDataSourceOptions } from '../database/data-source-options.js';
import { rebuildOrderFigures } from '../modules/orders/figures/rebuild-order-figures.js';

/**
 * npm run rebuild-order-figures: recomputes the kept order figures (counts per status and customer,
 * totals per Manila day) from the orders of DATABASE_URL, in one transaction. Needed only after
 * orders were written or changed outside the application (a bulk import, a manual fix); the
 * application keeps them in step itself. Placing and deciding orders wait while it runs.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const dataSource = await new DataSource(await resolveDataSourceOptions(config.database, APP_SCHEMA)).initialize();
  try {
    const started = performance.now();
    await dataSource.transaction((manager) => rebuildOrderFigures(manager));
    console.log(`Rebuilt the order figures in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? `Configuration error: ${error.message}`
      : `Rebuilding the order figures failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
