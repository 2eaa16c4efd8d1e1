import { describe, it } from '@jest/globals';
import { mariadbAvailable } from '../../test/support/databases.js';
import { REQUIRE_MARIADB } from './config.js';
import type { Driver } from './databases.js';

const MARIADB_UP = await mariadbAvailable();

/**
 * One describe per database. A MariaDB that does not answer skips its proofs with one
 * notice line, except under CI=true, where that is a failure.
 */
export function eachDatabase(title: string, suite: (driver: Driver) => void): void {
  describe(`${title} [sqlite]`, () => suite('sqlite'));
  if (MARIADB_UP) {
    describe(`${title} [mariadb]`, () => suite('mariadb'));
  } else if (REQUIRE_MARIADB) {
    describe(`${title} [mariadb]`, () => {
      it('needs MariaDB at 127.0.0.1:3306 (CI=true requires the MariaDB run)', () => {
        throw new Error('MariaDB is not answering at 127.0.0.1:3306');
      });
    });
  } else {
    process.stderr.write(`MariaDB is not answering at 127.0.0.1:3306: "${title}" runs on SQLite only.\n`);
    describe.skip(`${title} [mariadb]`, () => suite('mariadb'));
  }
}
