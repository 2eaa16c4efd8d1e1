/**
 * Proves the boundaries hold: lints planted files that break each rule (a feature importing
 * a feature it does not use (client/src/features/feature-uses.json), shared code importing a feature, server platform/ or http/ importing a module, database/ or graphql/ importing a module, a page
 * address written outside lib/paths.js, a service reaching mail, the live channel or a cache
 * instead of recording a domain event) and fails unless ESLint refuses every one of them. Part of `npm run lint`.
 */
import { ESLint } from 'eslint';

const BOUNDARY = 'import-x/no-restricted-paths';
const PAGE_PATH = 'no-restricted-syntax';
const REACTION_IMPORT = 'no-restricted-imports';
const REACTION_CALL = 'no-restricted-syntax';
const PLANTED = [
  {
    rule: BOUNDARY,
    filePath: 'client/src/features/catalogue/planted.tsx',
    code: "import { AccountScreen } from '../account/AccountScreen';\nexport const x = AccountScreen;\n",
  },
  // A feature importing one above it (feature-uses.json: orders never uses the cart; delivery never uses staff).
  {
    rule: BOUNDARY,
    filePath: 'client/src/features/orders/planted.tsx',
    code: "import { CartView } from '../cart/CartView';\nexport const x = CartView;\n",
  },
  {
    rule: BOUNDARY,
    filePath: 'client/src/features/delivery/planted.tsx',
    code: "import AdminPage from '../staff/AdminPage';\nexport const x = AdminPage;\n",
  },
  {
    rule: BOUNDARY,
    filePath: 'client/src/lib/planted.ts',
    code: "import { apiClient } from '../api/api-client';\nexport const x = apiClient;\n",
  },
  {
    rule: BOUNDARY,
    filePath: 'client/src/api/planted.ts',
    code: "import { RoleGate } from '../components/RoleGate';\nexport const x = RoleGate;\n",
  },
  {
    rule: BOUNDARY,
    filePath: 'client/src/components/planted.tsx',
    code: "import { CartView } from '../features/cart/CartView';\nexport const x = CartView;\n",
  },
  {
    rule: BOUNDARY,
    filePath: 'server/src/platform/planted.ts',
    code: "import { OrdersService } from '../modules/orders/orders.service.js';\nexport const x = OrdersService;\n",
  },
  {
    rule: BOUNDARY,
    filePath: 'server/src/http/planted.ts',
    code: "import { OrdersService } from '../modules/orders/orders.service.js';\nexport const x = OrdersService;\n",
  },
  // The floors: database/ and graphql/ below the modules, platform/ below database/.
  {
    rule: BOUNDARY,
    filePath: 'server/src/database/planted.ts',
    code: "import { User } from '../modules/users/user.entity.js';\nexport const x = User;\n",
  },
  {
    rule: BOUNDARY,
    filePath: 'server/src/graphql/planted.ts',
    code: "import { ProductsService } from '../modules/products/products.service.js';\nexport const x = ProductsService;\n",
  },
  {
    rule: BOUNDARY,
    filePath: 'server/src/platform/errors/planted.ts',
    code: "import { TransactionRunner } from '../../database/transaction-runner.js';\nexport const x = TransactionRunner;\n",
  },
  // A page address written by hand instead of taken from lib/paths.js.
  { rule: PAGE_PATH, filePath: 'client/src/features/cart/planted-link.tsx', code: "export const x = '/order-page';\n" },
  {
    rule: PAGE_PATH,
    filePath: 'client/src/components/planted-link.tsx',
    code: 'export const x = <a href="/storefront?view=1">Shop</a>;\n',
  },
  // A service reaching a reaction itself instead of recording a domain event.
  {
    rule: REACTION_IMPORT,
    filePath: 'server/src/modules/orders/planted.service.ts',
    code: "import { OutboxDispatcher } from '../notifications/outbox-dispatcher.js';\nexport const x = OutboxDispatcher;\n",
  },
  {
    rule: REACTION_IMPORT,
    filePath: 'server/src/modules/products/planted.service.ts',
    code: "import { InvalidatedCache } from '../../platform/cache/invalidated-cache.js';\nexport const x = InvalidatedCache;\n",
  },
  {
    rule: REACTION_IMPORT,
    filePath: 'server/src/modules/orders/planted.resolver.ts',
    code: "import { LiveOrderChanges } from './live/live-order-changes.js';\nexport const x = LiveOrderChanges;\n",
  },
  {
    rule: REACTION_CALL,
    filePath: 'server/src/modules/contact/planted.service.ts',
    code: 'export const x = (outbox: { nudge(): void }) => outbox.nudge();\n',
  },
];

const eslint = new ESLint();
let failed = false;
for (const planted of PLANTED) {
  const [result] = await eslint.lintText(planted.code, { filePath: planted.filePath });
  const refused = result.messages.some((message) => message.ruleId === planted.rule);
  console.log(
    `${refused ? 'refused' : 'NOT REFUSED'}: ${planted.filePath} → ${planted.code.split(/['"]/)[1] ?? planted.code.trim()}`,
  );
  failed ||= !refused;
}
if (failed) {
  console.error('The rules in eslint.config.js let a planted import or page address through.');
  process.exit(1);
}
