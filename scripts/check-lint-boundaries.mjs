/**
 * Proves the boundaries hold: lints planted files that break each rule (a feature importing
 * another feature, shared code importing a feature, server common/ importing a module, a page
 * address written outside lib/paths.ts) and fails unless ESLint refuses every one of them. Part of `npm run lint`.
 */
import { ESLint } from 'eslint';

const BOUNDARY = 'import-x/no-restricted-paths';
const PAGE_PATH = 'no-restricted-syntax';
const PLANTED = [
  { rule: BOUNDARY, filePath: 'client/src/features/shop/planted.tsx', code: "import { ManageProducts } from '../portal/ManageProducts';\nexport const x = ManageProducts;\n" },
  { rule: BOUNDARY, filePath: 'client/src/components/planted.tsx', code: "import { CartView } from '../features/shop/CartView';\nexport const x = CartView;\n" },
  { rule: BOUNDARY, filePath: 'server/src/common/planted.ts', code: "import { OrdersService } from '../modules/orders/orders.service.js';\nexport const x = OrdersService;\n" },
  // A page address written by hand instead of taken from lib/paths.ts.
  { rule: PAGE_PATH, filePath: 'client/src/features/shop/planted-link.tsx', code: "export const x = '/order-page';\n" },
  { rule: PAGE_PATH, filePath: 'client/src/components/planted-link.tsx', code: 'export const x = <a href="/storefront?view=1">Shop</a>;\n' },
];

const eslint = new ESLint();
let failed = false;
for (const planted of PLANTED) {
  const [result] = await eslint.lintText(planted.code, { filePath: planted.filePath });
  const refused = result.messages.some((message) => message.ruleId === planted.rule);
  console.log(`${refused ? 'refused' : 'NOT REFUSED'}: ${planted.filePath} → ${planted.code.split(/['"]/)[1]}`);
  failed ||= !refused;
}
if (failed) {
  console.error('The rules in eslint.config.js let a planted import or page address through.');
  process.exit(1);
}
