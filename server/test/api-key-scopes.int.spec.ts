import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { keyRuleOf, accessRuleOf } from '../src/http/access/access.decorator.js';
import { SCOPES_BY_ROLE, type ApiScope } from '../src/platform/identity/api-scope.js';
import { Role } from '../src/platform/identity/role.js';
import { eachDatabase } from './support/each-database.js';
import { declaredHandlers } from './support/routes.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

/** What an operation asks of an API key: one scope, none it could hold (people only), or nothing (public). */
type KeyGate = ApiScope | 'people-only' | 'public';

interface GraphqlOperation {
  gate: KeyGate;
  /** The account whose key calls it (the role the operation is for; any: either). */
  role: Role | 'any';
  /** A call that changes nothing a later row needs (unknown ids where a write would). */
  document: string;
}

/**
 * Every GraphQL operation and what an API key needs for it. A new operation must be added here
 * (the schema is compared with this list) and must declare the same in code (@KeyScope or
 * @PeopleOnly), or the calls below fail.
 */
const GRAPHQL: Record<string, GraphqlOperation> = {
  register: { gate: 'public', role: Role.Customer, document: '' },
  customerLogin: { gate: 'public', role: Role.Customer, document: '' },
  employeeLogin: { gate: 'public', role: Role.Employee, document: '' },
  sendContactMessage: { gate: 'public', role: Role.Customer, document: '' },
  requestPasswordReset: { gate: 'public', role: Role.Customer, document: '' },
  resetPassword: { gate: 'public', role: Role.Customer, document: '' },
  catalogue: { gate: 'public', role: Role.Customer, document: '' },
  catalogueProduct: { gate: 'public', role: Role.Customer, document: '' },
  placeProvinces: { gate: 'public', role: Role.Customer, document: '' },
  placeCities: { gate: 'public', role: Role.Customer, document: '' },
  placeBarangays: { gate: 'public', role: Role.Customer, document: '' },
  me: { gate: 'profile:read', role: 'any', document: '{ me { id } }' },
  updateProfile: {
    gate: 'people-only',
    role: Role.Customer,
    document:
      'mutation { updateProfile(input: { userName: "keyholder", fullName: "Key Holder", address: "1 Rizal St., Kawit", mobileNumber: "0917 555 0100", emailAddress: "k@example.ph" }) { profile { id } } }',
  },
  logout: { gate: 'people-only', role: Role.Customer, document: 'mutation { logout }' },
  apiScopes: { gate: 'people-only', role: Role.Customer, document: '{ apiScopes { scope } }' },
  apiKeys: { gate: 'people-only', role: Role.Customer, document: '{ apiKeys { id } }' },
  createApiKey: {
    gate: 'people-only',
    role: Role.Customer,
    document: 'mutation { createApiKey(input: { name: "from a key", scopes: ["orders:read"] }) { secret } }',
  },
  revokeApiKey: { gate: 'people-only', role: Role.Customer, document: 'mutation { revokeApiKey(id: "none") { id } }' },
  contactMessagesConnection: {
    gate: 'people-only',
    role: Role.Employee,
    document: '{ contactMessagesConnection(first: 1) { totalCount } }',
  },
  availableProducts: { gate: 'catalogue:read', role: Role.Customer, document: '{ availableProducts { productId } }' },
  products: { gate: 'catalogue:read', role: Role.Employee, document: '{ products { productId } }' },
  productsConnection: {
    gate: 'catalogue:read',
    role: Role.Employee,
    document: '{ productsConnection(first: 1) { totalCount } }',
  },
  product: { gate: 'catalogue:read', role: Role.Employee, document: '{ product(productId: "DRD-001") { productId } }' },
  addProduct: {
    gate: 'products:write',
    role: Role.Employee,
    document:
      'mutation { addProduct(input: { productId: "KEY-ADD", productName: "Key product", productPrice: 10, productType: DRIED, productStatus: Unavailable, productImage: "/images/x.webp" }) { productId } }',
  },
  editProduct: {
    gate: 'products:write',
    role: Role.Employee,
    document: 'mutation { editProduct(input: { productId: "NO-SUCH", productPrice: 12.5 }) { productId } }',
  },
  setProductCertifications: {
    gate: 'products:write',
    role: Role.Employee,
    document: 'mutation { setProductCertifications(input: { productId: "NO-SUCH", certifications: [] }) { scheme } }',
  },
  setProductStock: {
    gate: 'products:write',
    role: Role.Employee,
    document: 'mutation { setProductStock(input: { productId: "NO-SUCH", stockQuantity: 1 }) { productId } }',
  },
  deleteProduct: {
    gate: 'products:write',
    role: Role.Employee,
    document: 'mutation { deleteProduct(productId: "NO-SUCH") { productId } }',
  },
  placeOrder: {
    gate: 'orders:write',
    role: Role.Customer,
    document: 'mutation { placeOrder(input: { items: [{ productId: "DRD-001", quantity: 1 }] }) { orderId } }',
  },
  cancelMyOrder: {
    gate: 'orders:write',
    role: Role.Customer,
    document: 'mutation { cancelMyOrder(input: { orderId: 2147483647, reason: "Ordered twice" }) { orderId } }',
  },
  approveOrder: {
    gate: 'orders:decide',
    role: Role.Employee,
    document: 'mutation { approveOrder(input: { orderId: 2147483647 }) { orderId } }',
  },
  cancelOrder: {
    gate: 'orders:decide',
    role: Role.Employee,
    document: 'mutation { cancelOrder(input: { orderId: 2147483647 }) { orderId } }',
  },
  setPaymentReference: {
    gate: 'orders:write',
    role: Role.Customer,
    document: 'mutation { setPaymentReference(orderId: 2147483647, reference: "GC-1") { orderId } }',
  },
  markOrderPaid: {
    gate: 'orders:decide',
    role: Role.Employee,
    document: 'mutation { markOrderPaid(orderId: 2147483647) { orderId } }',
  },
  lots: { gate: 'lots:read', role: Role.Employee, document: '{ lots(productId: "NO-SUCH") { id } }' },
  lotRule: {
    gate: 'lots:read',
    role: Role.Employee,
    document: '{ lotRule(productId: "NO-SUCH", productionDate: "2026-01-15") { prefix } }',
  },
  packingPlan: { gate: 'lots:read', role: Role.Employee, document: '{ packingPlan(orderId: 2147483647) { lineId } }' },
  lotLabels: { gate: 'lots:read', role: Role.Employee, document: '{ lotLabels(lotId: 2147483647) { lotCode } }' },
  orderLabels: { gate: 'lots:read', role: Role.Employee, document: '{ orderLabels(orderId: 2147483647) { lotCode } }' },
  lotAttention: { gate: 'lots:read', role: Role.Employee, document: '{ lotAttention { withinDays } }' },
  lotShortages: { gate: 'lots:read', role: Role.Employee, document: '{ lotShortages { orderId } }' },
  recalls: { gate: 'lots:read', role: Role.Employee, document: '{ recalls { id } }' },
  recall: { gate: 'lots:read', role: Role.Employee, document: '{ recall(id: 2147483647) { recall { id } } }' },
  recallNotices: {
    gate: 'lots:read',
    role: Role.Employee,
    document: '{ recallNotices(recallId: 2147483647) { customerId } }',
  },
  recordLot: {
    gate: 'lots:write',
    role: Role.Employee,
    document:
      'mutation { recordLot(input: { productId: "NO-SUCH", quantity: 1, productionDate: "2026-01-15" }) { id } }',
  },
  setLotStatus: {
    gate: 'lots:write',
    role: Role.Employee,
    document: 'mutation { setLotStatus(input: { lotId: 2147483647, status: "RELEASED" }) { id } }',
  },
  writeOffLot: {
    gate: 'lots:write',
    role: Role.Employee,
    document: 'mutation { writeOffLot(input: { lotId: 2147483647, reason: "Expired" }) { id } }',
  },
  startRecall: {
    gate: 'lots:write',
    role: Role.Employee,
    document: 'mutation { startRecall(input: { lotId: 2147483647, reason: "Drill", mock: true }) { recall { id } } }',
  },
  advanceFulfilment: {
    gate: 'orders:decide',
    role: Role.Employee,
    document: 'mutation { advanceFulfilment(orderId: 2147483647, to: PACKED) { orderId } }',
  },
  undoFulfilmentStep: {
    gate: 'orders:decide',
    role: Role.Employee,
    document: 'mutation { undoFulfilmentStep(orderId: 2147483647, reason: "Wrong box") { orderId } }',
  },
  revertOrderPayment: {
    gate: 'orders:decide',
    role: Role.Employee,
    document: 'mutation { revertOrderPayment(orderId: 2147483647, reason: "Wrong receipt") { orderId } }',
  },
  recordOrderRefund: {
    gate: 'orders:decide',
    role: Role.Employee,
    document:
      'mutation { recordOrderRefund(input: { orderId: 2147483647, method: GCASH, refundedOn: "2026-01-15" }) { orderId } }',
  },
  ordersByPaymentConnection: {
    gate: 'orders:read',
    role: Role.Employee,
    document: '{ ordersByPaymentConnection(paymentStatus: REFUND_DUE, first: 1) { totalCount } }',
  },
  // The shop's accounts: read where orders are read (a customer's checkout, an integrator's); kept by a person, signed in.
  paymentAccounts: { gate: 'orders:read', role: 'any', document: '{ paymentAccounts { method } }' },
  setPaymentAccount: {
    gate: 'people-only',
    role: Role.Employee,
    document:
      'mutation { setPaymentAccount(input: { method: GCASH, accountName: "Key", accountNumber: "0917 000 0000" }) { method } }',
  },
  removePaymentAccount: {
    gate: 'people-only',
    role: Role.Employee,
    document: 'mutation { removePaymentAccount(method: MAYA) }',
  },
  deliveryManifest: {
    gate: 'orders:read',
    role: Role.Employee,
    document: '{ deliveryManifest(date: "2026-01-15") { date } }',
  },
  deliveryDays: { gate: 'orders:read', role: Role.Employee, document: '{ deliveryDays(from: "2026-01-15") { date } }' },
  myPendingOrders: { gate: 'orders:read', role: Role.Customer, document: '{ myPendingOrders { orderId } }' },
  myPendingOrdersConnection: {
    gate: 'orders:read',
    role: Role.Customer,
    document: '{ myPendingOrdersConnection(first: 1) { totalCount } }',
  },
  myOrderHistory: { gate: 'orders:read', role: Role.Customer, document: '{ myOrderHistory { orderId } }' },
  myOrderHistoryConnection: {
    gate: 'orders:read',
    role: Role.Customer,
    document: '{ myOrderHistoryConnection(first: 1) { totalCount } }',
  },
  myOrder: { gate: 'orders:read', role: Role.Customer, document: '{ myOrder(orderId: 2147483647) { orderId } }' },
  ordersToAuthorize: { gate: 'orders:read', role: Role.Employee, document: '{ ordersToAuthorize { orderId } }' },
  ordersToAuthorizeConnection: {
    gate: 'orders:read',
    role: Role.Employee,
    document: '{ ordersToAuthorizeConnection(first: 1) { totalCount } }',
  },
  orderActivityLog: { gate: 'orders:read', role: Role.Employee, document: '{ orderActivityLog { orderId } }' },
  orderActivityLogConnection: {
    gate: 'orders:read',
    role: Role.Employee,
    document: '{ orderActivityLogConnection(first: 1) { totalCount } }',
  },
  pickSheet: { gate: 'orders:read', role: Role.Employee, document: '{ pickSheet(day: "2026-01-15") { orderCount } }' },
  adminDashboard: {
    gate: 'orders:read',
    role: Role.Employee,
    document: '{ adminDashboard(from: "2020-01-01T00:00:00Z", to: "2020-02-01T00:00:00Z") { approvedCount } }',
  },
  webhookEvents: { gate: 'webhooks:manage', role: Role.Employee, document: '{ webhookEvents { event } }' },
  webhookEndpoints: { gate: 'webhooks:manage', role: Role.Employee, document: '{ webhookEndpoints { id } }' },
  webhookDeliveries: {
    gate: 'webhooks:manage',
    role: Role.Employee,
    document: '{ webhookDeliveries(endpointId: "none") { id } }',
  },
  createWebhookEndpoint: {
    gate: 'webhooks:manage',
    role: Role.Employee,
    document:
      'mutation { createWebhookEndpoint(input: { url: "http://127.0.0.1:9/key", events: ["product.changed"] }) { secret } }',
  },
  updateWebhookEndpoint: {
    gate: 'webhooks:manage',
    role: Role.Employee,
    document: 'mutation { updateWebhookEndpoint(id: "none", input: { enabled: false }) { id } }',
  },
  rotateWebhookSecret: {
    gate: 'webhooks:manage',
    role: Role.Employee,
    document: 'mutation { rotateWebhookSecret(id: "none") { secret } }',
  },
  deleteWebhookEndpoint: {
    gate: 'webhooks:manage',
    role: Role.Employee,
    document: 'mutation { deleteWebhookEndpoint(id: "none") }',
  },
  resendWebhookDelivery: {
    gate: 'webhooks:manage',
    role: Role.Employee,
    document: 'mutation { resendWebhookDelivery(id: "none") { id } }',
  },
  // Delivery: reading the zones plans deliveries (orders:read); changing them, or an address book, is a person's (as the profile is).
  deliveryZones: { gate: 'orders:read', role: Role.Employee, document: '{ deliveryZones { id } }' },
  productTypeRules: { gate: 'orders:read', role: Role.Employee, document: '{ productTypeRules { perishable } }' },
  createDeliveryZone: {
    gate: 'people-only',
    role: Role.Employee,
    document:
      'mutation { createDeliveryZone(input: { name: "Key zone", areas: [{ province: "Guimaras" }], deliveryFee: 1, leadDays: 1, weekdays: [1], cutoff: "12:00", active: true }) { id } }',
  },
  updateDeliveryZone: {
    gate: 'people-only',
    role: Role.Employee,
    document:
      'mutation { updateDeliveryZone(id: 2147483647, input: { name: "Key zone", areas: [{ province: "Guimaras" }], deliveryFee: 1, leadDays: 1, weekdays: [1], cutoff: "12:00", active: true }) { id } }',
  },
  deleteDeliveryZone: {
    gate: 'people-only',
    role: Role.Employee,
    document: 'mutation { deleteDeliveryZone(id: 2147483647) }',
  },
  setProductTypeRule: {
    gate: 'people-only',
    role: Role.Employee,
    document: 'mutation { setProductTypeRule(productType: SMOKED, perishable: true) { perishable } }',
  },
  myAddresses: { gate: 'profile:read', role: Role.Customer, document: '{ myAddresses { id } }' },
  addAddress: {
    gate: 'people-only',
    role: Role.Customer,
    document:
      'mutation { addAddress(input: { label: "Key", address: "1 Key St.", city: "Kawit", province: "Cavite", isDefault: false }) { id } }',
  },
  updateAddress: {
    gate: 'people-only',
    role: Role.Customer,
    document:
      'mutation { updateAddress(id: 2147483647, input: { label: "Key", address: "1 Key St.", city: "Kawit", province: "Cavite", isDefault: false }) { id } }',
  },
  deleteAddress: { gate: 'people-only', role: Role.Customer, document: 'mutation { deleteAddress(id: 2147483647) }' },
  deliveryOptions: {
    gate: 'orders:write',
    role: Role.Customer,
    document: '{ deliveryOptions(input: { method: PICKUP, items: [] }) { method } }',
  },
  // Trade: a customer's own account is read like the profile and applied for by a person; the back office needs trade:manage.
  myTradeAccount: { gate: 'profile:read', role: Role.Customer, document: '{ myTradeAccount { status } }' },
  myTradeTerms: { gate: 'catalogue:read', role: Role.Customer, document: '{ myTradeTerms { groupName } }' },
  applyForTradeAccount: {
    gate: 'people-only',
    role: Role.Customer,
    document:
      'mutation { applyForTradeAccount(input: { businessName: "Key", businessType: OTHER, addressId: 2147483647 }) { status } }',
  },
  tradeAccounts: { gate: 'trade:manage', role: Role.Employee, document: '{ tradeAccounts { customerId } }' },
  approveTradeAccount: {
    gate: 'trade:manage',
    role: Role.Employee,
    document: 'mutation { approveTradeAccount(input: { customerId: "none", priceGroupId: 2147483647 }) { status } }',
  },
  declineTradeAccount: {
    gate: 'trade:manage',
    role: Role.Employee,
    document: 'mutation { declineTradeAccount(input: { customerId: "none", reason: "No" }) { status } }',
  },
  priceGroups: { gate: 'trade:manage', role: Role.Employee, document: '{ priceGroups { id } }' },
  savePriceGroup: {
    gate: 'trade:manage',
    role: Role.Employee,
    document: 'mutation { savePriceGroup(input: { id: 2147483647, name: "Key group", minOrderAmount: 0 }) { id } }',
  },
  tradePrices: {
    gate: 'trade:manage',
    role: Role.Employee,
    document: '{ tradePrices(priceGroupId: 2147483647) { id } }',
  },
  setTradePrices: {
    gate: 'trade:manage',
    role: Role.Employee,
    document: 'mutation { setTradePrices(input: { priceGroupId: 2147483647, productId: "NO-SUCH", rows: [] }) { id } }',
  },
  tradePricesCsv: {
    gate: 'trade:manage',
    role: Role.Employee,
    document: '{ tradePricesCsv(priceGroupId: 2147483647) }',
  },
  importTradePrices: {
    gate: 'trade:manage',
    role: Role.Employee,
    document: 'mutation { importTradePrices(priceGroupId: 2147483647, csv: "") { imported } }',
  },
  setTradeQuantityRule: {
    gate: 'trade:manage',
    role: Role.Employee,
    document: 'mutation { setTradeQuantityRule(input: { productId: "NO-SUCH", minQuantity: 12 }) { productId } }',
  },
  // A trade buyer's standing orders: read and changed as orders are (unknown ids where a write would change one).
  myStandingOrders: { gate: 'orders:read', role: Role.Customer, document: '{ myStandingOrders { id } }' },
  saveStandingOrder: {
    gate: 'orders:write',
    role: Role.Customer,
    document:
      'mutation { saveStandingOrder(input: { id: 2147483647, name: "Key", weekdays: [2], deliveryMethod: PICKUP, paymentMethod: CASH, startsOn: "2026-01-06", lines: [] }) { id } }',
  },
  ...Object.fromEntries(
    ['pause', 'resume', 'end'].map((move) => [
      `${move}StandingOrder`,
      {
        gate: 'orders:write',
        role: Role.Customer,
        document: `mutation { ${move}StandingOrder(id: 2147483647) { id } }`,
      } satisfies GraphqlOperation,
    ]),
  ),
  ...Object.fromEntries(
    ['skip', 'unskip'].map((skip) => [
      `${skip}StandingOccurrence`,
      {
        gate: 'orders:write',
        role: Role.Customer,
        document: `mutation { ${skip}StandingOccurrence(id: 2147483647, day: "2026-01-06") { id } }`,
      } satisfies GraphqlOperation,
    ]),
  ),
  // Statements of trade accounts: read like orders (a customer's own, any account's for employees).
  myStatement: { gate: 'orders:read', role: Role.Customer, document: '{ myStatement(month: "2026-01") { month } }' },
  statement: {
    gate: 'orders:read',
    role: Role.Employee,
    document: '{ statement(customerId: "none", month: "2026-01") { month } }',
  },
};

/** Every HTTP route and what a key needs for it (the same rule: a new route must be added here). */
const ROUTES: Record<string, { gate: KeyGate; role: Role | 'any'; query?: string; body?: unknown }> = {
  'GET /health': { gate: 'public', role: Role.Customer },
  'GET /health/live': { gate: 'public', role: Role.Customer },
  'GET /health/ready': { gate: 'public', role: Role.Customer },
  'POST /api/Contact': { gate: 'public', role: Role.Customer },
  'POST /api/Login/register': { gate: 'public', role: Role.Customer },
  'POST /api/Login/customer-login': { gate: 'public', role: Role.Customer },
  'POST /api/Login/employee-login': { gate: 'public', role: Role.Employee },
  'POST /api/Login/forgot-password': { gate: 'public', role: Role.Customer },
  'POST /api/Login/reset-password': { gate: 'public', role: Role.Customer },
  'GET /api/openapi.json': { gate: 'public', role: Role.Customer },
  'GET /graphql/schema.graphql': { gate: 'public', role: Role.Customer },
  // A label's QR code (GS1 Digital Link): a GTIN no product has is 404 to everyone.
  'GET /01/:gtin/10/:lot': { gate: 'public', role: Role.Customer },
  'GET /api/Profile/GetUserProfile': { gate: 'profile:read', role: 'any', query: 'userId=me' },
  'POST /api/Profile/UpdateUserProfile': { gate: 'people-only', role: Role.Customer, body: {} },
  'GET /api/Product/list': { gate: 'catalogue:read', role: Role.Employee },
  'GET /api/Product/available': { gate: 'catalogue:read', role: Role.Customer },
  'GET /api/Product/searchbyProductId': { gate: 'catalogue:read', role: Role.Employee, query: 'productId=DRD-001' },
  'POST /api/Product/addProduct': { gate: 'products:write', role: Role.Employee, body: {} },
  'POST /api/Product/editproductDetails': { gate: 'products:write', role: Role.Employee, body: {} },
  'DELETE /api/Product/deleteProductbyId': { gate: 'products:write', role: Role.Employee, query: 'productId=NO-SUCH' },
  'POST /api/uploads/product-images': { gate: 'products:write', role: Role.Employee, body: {} },
  'POST /api/Product/placeOrder': { gate: 'orders:write', role: Role.Customer, body: [] },
  'POST /api/Product/clearCart': { gate: 'orders:write', role: Role.Customer, body: {} },
  'PUT /api/Product/approveOrder': { gate: 'orders:decide', role: Role.Employee, query: 'orderId=2147483647' },
  'PUT /api/Product/cancelOrder': { gate: 'orders:decide', role: Role.Employee, query: 'orderId=2147483647' },
  'GET /api/Product/extractOrder': { gate: 'orders:read', role: Role.Employee, query: 'employeeId=me' },
  'GET /api/Product/extractCustomerOrders': { gate: 'orders:read', role: Role.Customer, query: 'customerId=me' },
  'GET /api/Product/orderHistory': { gate: 'orders:read', role: Role.Customer, query: 'customerId=me' },
  'GET /api/Product/orderActivityLog': { gate: 'orders:read', role: Role.Employee, query: 'employeeId=me' },
  'GET /api/live/orders': { gate: 'orders:read', role: 'any' },
  'PUT /api/orders/:orderId/payment-proof': { gate: 'orders:write', role: Role.Customer, body: {} },
  'GET /api/orders/:orderId/payment-proof': { gate: 'orders:read', role: 'any' },
  'GET /api/exports/order-activity-log.csv': { gate: 'orders:read', role: Role.Employee },
  'GET /api/exports/recalls/:id.csv': { gate: 'lots:read', role: Role.Employee },
  'GET /api/statements/:month.pdf': { gate: 'orders:read', role: Role.Customer },
  'GET /api/statements/:month.csv': { gate: 'orders:read', role: Role.Customer },
  'GET /api/statements/:customerId/:month.pdf': { gate: 'orders:read', role: Role.Employee },
  'GET /api/statements/:customerId/:month.csv': { gate: 'orders:read', role: Role.Employee },
};

/** What a key holding `scope` gets from an operation with this gate: the role must fit too. */
function expected(gate: KeyGate, role: Role | 'any', keyRole: Role, scope: ApiScope): 'allowed' | 'FORBIDDEN' {
  return gate === scope && (role === 'any' || role === keyRole) ? 'allowed' : 'FORBIDDEN';
}

/** Every (scope a role may give) × role: one key each, holding that scope alone. */
const KEYS = (Object.entries(SCOPES_BY_ROLE) as [Role, readonly ApiScope[]][]).flatMap(([role, scopes]) =>
  scopes.map((scope) => ({ role, scope })),
);

eachDatabase('API key scopes', (driver) => {
  let t: TestApp;
  const secrets = new Map<string, string>();
  const ids: Partial<Record<Role, string>> = {};
  const keyOf = (role: Role, scope: ApiScope) => secrets.get(`${role} ${scope}`)!;

  beforeAll(async () => {
    t = await startTestApp(driver);
    const sessions = {
      [Role.Customer]: await t.login('customer', DEMO.customer.userName, DEMO.customer.password),
      [Role.Employee]: await t.login('employee', DEMO.employee.userName, DEMO.employee.password),
    };
    for (const role of [Role.Customer, Role.Employee])
      ids[role] = (await t.gql('{ me { id } }', {}, sessions[role])).data!.me.id;
    for (const { role, scope } of KEYS) {
      const made = await t.gql(
        'mutation($i: CreateApiKeyInput!) { createApiKey(input: $i) { secret } }',
        { i: { name: `${role} ${scope}`, scopes: [scope] } },
        sessions[role],
      );
      if (!made.data) throw new Error(`createApiKey failed: ${JSON.stringify(made.errors)}`);
      secrets.set(`${role} ${scope}`, made.data.createApiKey.secret);
    }
  });
  afterAll(() => t?.close());

  it('lists every Query and Mutation field of the schema, and each declares in code what the table says', async () => {
    const result = await t.gql(
      '{ __schema { queryType { fields(includeDeprecated: true) { name } } mutationType { fields(includeDeprecated: true) { name } } } }',
    );
    const schema = result.data!.__schema;
    const fields = [...schema.queryType.fields, ...schema.mutationType.fields]
      .map((f: { name: string }) => f.name)
      .sort();
    expect(fields).toEqual(Object.keys(GRAPHQL).sort());
  });

  it('lists every HTTP route, and each route declares in code what the table says', () => {
    const handlers = declaredHandlers(t.app);
    expect([...handlers.keys()].sort()).toEqual(Object.keys(ROUTES).sort());
    for (const [route, { handler, controller }] of handlers) {
      const gate = ROUTES[route].gate;
      const declared = accessRuleOf(handler, controller).kind === 'public' ? 'public' : keyRuleOf(handler, controller);
      const asGate =
        declared === 'public'
          ? 'public'
          : declared?.kind === 'scope'
            ? declared.scope
            : declared?.kind === 'people-only'
              ? 'people-only'
              : 'undeclared';
      expect(`${route}: ${asGate}`).toBe(`${route}: ${gate}`);
    }
  });

  const graphqlCases = Object.entries(GRAPHQL)
    .filter(([, op]) => op.gate !== 'public')
    .flatMap(([name, op]) =>
      KEYS.map(({ role, scope }) => [name, role, scope, expected(op.gate, op.role, role, scope), op] as const),
    );

  it.each(graphqlCases)('%s with a %s key holding %s → %s', async (name, role, scope, verdict, op) => {
    const result = await t.gql(op.document, {}, keyOf(role, scope));
    const code = result.errors?.[0]?.extensions?.code;
    if (verdict === 'allowed') {
      // Through the guard: an answer, or the operation's own refusal of the made-up ids.
      expect({
        name,
        code: ['FORBIDDEN', 'UNAUTHENTICATED', 'INTERNAL_SERVER_ERROR'].includes(code ?? '') ? code : 'through',
      }).toEqual({ name, code: 'through' });
    } else {
      expect({ name, code, data: result.data?.[name] ?? null }).toEqual({ name, code: 'FORBIDDEN', data: null });
    }
  });

  /** The status of a call, read as soon as the head arrives (the live stream never ends). */
  async function statusOf(route: string, token: string, role: Role): Promise<number> {
    const [method, path] = route.split(' ');
    const { query, body } = ROUTES[route];
    const controller = new AbortController();
    const me = query?.includes('=me') ? ids[role]! : '';
    const response = await fetch(`${t.url}${path}${query ? `?${query.replace('=me', `=${me}`)}` : ''}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    controller.abort();
    return response.status;
  }

  const restCases = Object.entries(ROUTES)
    .filter(([, route]) => route.gate !== 'public')
    .flatMap(([route, r]) =>
      KEYS.map(({ role, scope }) => [route, role, scope, expected(r.gate, r.role, role, scope)] as const),
    );

  it.each(restCases)('%s with a %s key holding %s → %s', async (route, role, scope, verdict) => {
    const status = await statusOf(route, keyOf(role, scope), role);
    if (verdict === 'allowed')
      expect({ route, through: ![401, 403].includes(status) && status < 500 }).toEqual({ route, through: true });
    else expect({ route, status }).toEqual({ route, status: 403 });
  });

  describe('what no key reaches', () => {
    it('a key with every scope of its role still cannot read or make keys, change the profile or password, or log out', async () => {
      const session = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
      const all = await t.gql(
        'mutation($i: CreateApiKeyInput!) { createApiKey(input: $i) { secret } }',
        { i: { name: 'everything', scopes: SCOPES_BY_ROLE[Role.Customer] } },
        session,
      );
      const secret = all.data!.createApiKey.secret as string;
      for (const name of ['apiKeys', 'apiScopes', 'createApiKey', 'revokeApiKey', 'updateProfile', 'logout']) {
        const result = await t.gql(GRAPHQL[name].document, {}, secret);
        expect({ name, message: result.errors?.[0]?.message }).toEqual({
          name,
          message: 'API keys cannot do this; sign in.',
        });
      }
      expect(await statusOf('POST /api/Profile/UpdateUserProfile', secret, Role.Customer)).toBe(403);
    });
  });
});
