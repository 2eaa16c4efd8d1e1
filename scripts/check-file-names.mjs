/**
 * One naming convention for every source file, checked with `npm run lint`: kebab-case names with
 * an optional dotted kind (orders.service.ts, order-line.entity.ts, cart-view.test.tsx), except a
 * React component's file, which is named as the component (CartView.tsx, CartView.test.tsx).
 */
import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';

const ROOTS = [
  'server/src',
  'server/test',
  'server/reliability',
  'server/bench',
  'packages/domain/src',
  'client/src',
  'client/e2e',
  'client/scripts',
  'scripts',
];
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs|css|graphql)$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const COMPONENT = /^[A-Z][A-Za-z0-9]*(\.test)?\.tsx$/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...ROOTS], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => SOURCE.test(file));
const misnamed = files.filter((file) => {
  const name = basename(file);
  return !KEBAB.test(name) && !(file.startsWith('client/') && COMPONENT.test(name));
});
for (const file of misnamed) console.error(`misnamed: ${file} (kebab-case, or PascalCase.tsx for a React component)`);
if (misnamed.length > 0) process.exit(1);
console.log(`file names: ${files.length} source files follow the convention`);
