import { afterAll, beforeAll } from '@jest/globals';
import { createDatabase, type Driver, type RelDatabase } from './databases.js';
import { ServerProcess, type ServerOptions } from './server-process.js';

export interface SuiteServer {
  readonly server: ServerProcess;
  readonly database: RelDatabase;
}

/**
 * A built server on an empty database of its own for one describe: started before its tests
 * (then `ready` sets up what they need: accounts, products), stopped and the database dropped
 * after them.
 */
export function suiteServer(
  driver: Driver,
  options: Omit<ServerOptions, 'database'> = {},
  ready?: (rig: SuiteServer) => Promise<void>,
): SuiteServer {
  let database: RelDatabase | undefined;
  let server: ServerProcess | undefined;
  const rig: SuiteServer = {
    get server() {
      if (!server) throw new Error('The suite server has not started (its beforeAll failed)');
      return server;
    },
    get database() {
      if (!database) throw new Error('The suite database was not created (its beforeAll failed)');
      return database;
    },
  };
  beforeAll(async () => {
    database = await createDatabase(driver);
    server = await ServerProcess.start({ ...options, database });
    await ready?.(rig);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  }, 60_000);
  return rig;
}
