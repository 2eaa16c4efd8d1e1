import type { INestApplication } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../src/database/transaction-runner.js';
import { conflict } from '../../src/platform/errors/domain-error.js';

/**
 * From now on every transaction of `app` does all its work and then rolls back (answered 409):
 * what a change does before its commit happens, what it does after must not. Returns the undo.
 */
export function rollEveryTransactionBack(app: INestApplication): () => void {
  const runner = app.get(TransactionRunner);
  const run = runner.run.bind(runner);
  runner.run = (async (work: (manager: EntityManager) => Promise<unknown>) =>
    run(async (manager) => {
      await work(manager);
      throw conflict('Rolled back on purpose.');
    })) as TransactionRunner['run'];
  return () => {
    runner.run = run;
  };
}
