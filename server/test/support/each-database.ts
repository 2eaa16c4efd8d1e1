import { describe, it } from '@jest/globals';
import { mariadbAvailable, type DriverName } from './databases.js';

const MARIADB_UP = await mariadbAvailable();
const REQUIRE_ALL = process.env.CI === 'true';
let noticePrinted = false;

/**
 * Declares a suite once per database driver. Without a MariaDB the MariaDB run is
 * skipped with a one-line notice, except under CI=true, where that is a failure.
 */
export function eachDatabase(title: string, suite: (driver: DriverName) => void): void {
  describe(`${title} [sqlite]`, () => suite('sqlite'));
  if (MARIADB_UP) {
    describe(`${title} [mariadb]`, () => suite('mariadb'));
  } else if (REQUIRE_ALL) {
    describe(`${title} [mariadb]`, () => {
      it('needs MariaDB at 127.0.0.1:3306 (CI=true requires the MariaDB run)', () => {
        throw new Error('MariaDB is not answering at 127.0.0.1:3306');
      });
    });
  } else {
    if (!noticePrinted) {
      noticePrinted = true;
      process.stderr.write(
        'MariaDB is not answering at 127.0.0.1:3306: its integration runs are skipped (start MariaDB to run them).\n',
      );
    }
    describe.skip(`${title} [mariadb]`, () => suite('mariadb'));
  }
}
