/**
 * Proves the import boundaries hold: lints planted files that break each rule (a feature importing
 * another feature, shared code importing a feature, server common/ importing a module) and fails
 * unless ESLint refuses every one of them. Part of `npm run lint`.
 */
import { ESLint } from 'eslint';

const PLANTED = [
  { filePath: 'client/src/features/shop/planted.tsx', code: "import { ManageProducts } from '../portal/ManageProducts';\nexport const x = ManageProducts;\n" },
  { filePath: 'client/src/components/planted.tsx', code: "import { CartView } from '../features/shop/CartView';\nexport const x = CartView;\n" },
  { filePath: 'server/src/common/planted.ts', code: "import { OrdersService } from '../modules/orders/orders.service.js';\nexport const x = OrdersService;\n" },
];

const eslint = new ESLint();
let failed = false;
for (const planted of PLANTED) {
  const [result] = await eslint.lintText(planted.code, { filePath: planted.filePath });
  const refused = result.messages.some((message) => message.ruleId === 'import-x/no-restricted-paths');
  console.log(`${refused ? 'refused' : 'NOT REFUSED'}: ${planted.filePath} → ${planted.code.split("'")[1]}`);
  failed ||= !refused;
}
if (failed) {
  console.error('The import boundaries in eslint.config.js let a planted import through.');
  process.exit(1);
}
