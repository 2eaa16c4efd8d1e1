import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { addDays, weekdayOf } from '@waters/domain';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { Order } from '../src/modules/orders/order.entity.js';
import { PasswordReset } from '../src/modules/password-reset/password-reset.entity.js';
import { StandingOrder } from '../src/modules/standing-orders/standing-order.entity.js';
import { StandingOrderLine } from '../src/modules/standing-orders/standing-order-line.entity.js';
import { TradeAccount } from '../src/modules/trade/trade-account.entity.js';
import { ACTORS, emptyCast, matrixCases, type Actor, type Caller, type Gate } from './support/actors.js';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

/** What an operation may use to build its call and its answer: the caller and the orders and products made for the matrix. */
interface CallContext {
  actor: Actor;
  me: string;
  profile: Record<string, string>;
  fixtures: Fixtures;
}

/** Today in Manila, YYYY-MM-DD. */
const manilaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

interface Fixtures {
  /** A pending order of each customer that no row decides. */
  pending: Partial<Record<Actor, number>>;
  /** The one decided order of each customer (its whole history). */
  decided: Partial<Record<Actor, number>>;
  /** Pending orders of the demo customer, for the approve and cancel rows. */
  toApprove: number;
  toCancel: number;
  /** A pending order of each customer that only the customer's own cancel row ends. */
  ownToCancel: Partial<Record<Actor, number>>;
  /** Delivery zones for the change and delete rows; each customer's saved addresses for theirs. */
  zones?: { toChange: number; toDelete: number };
  addresses?: Partial<Record<Actor, { toChange: number; toDelete: number }>>;
  /** A pending order of each customer paid by transfer, for the reference row. */
  transfer: Partial<Record<Actor, number>>;
  /** Orders of the demo customer: one to mark paid, one approved to pack. */
  toPay: number;
  toPack: number;
  /** Orders of the demo customer: one marked paid today (to take back), one paid and cancelled (a refund due), one packed (to undo). */
  toRevert: number;
  toRefund: number;
  toUndo: number;
  /** Lots of MX-EDIT: one to hold, one expired to write off, one to recall. */
  lots: { toHold: number; toWriteOff: number; toRecall: number; drill: number };
  /** A valid password-reset link of a throwaway account, one per caller (each row uses one). */
  resetTokens: Partial<Record<Actor, string>>;
  /** An API key of each signed-in caller, for its revoke row. */
  apiKeys: Partial<Record<Actor, string>>;
  /** A webhook endpoint (made before the orders, so it has deliveries), one to delete, and a delivery. */
  webhook: string;
  webhookToDelete: string;
  delivery: string;
  /** A price group, and two applications waiting: one to approve into the group, one to decline. */
  trade: { group: number; toApprove: string; toDecline: string };
  /** A standing order of each customer, and a Tuesday of it still to come (more than two days ahead). */
  standing: Partial<Record<Actor, number>>;
  standingDay: string;
  /** Sets a customer's trade account as the back office leaves it: approved into the matrix group, or pending. */
  tradeStatus(customerId: string, status: 'APPROVED' | 'PENDING'): Promise<void>;
}

interface Operation {
  name: string;
  gate: Gate;
  document: string;
  variables?: (c: CallContext) => Record<string, unknown>;
  /** The field's exact answer to a caller the gate lets through. */
  answer: (c: CallContext) => unknown;
  /** Readies a caller the gate lets through (what the call needs of their account), and returns how to undo it after. */
  arrange?: (c: CallContext) => Promise<() => Promise<void>>;
}

const ANY_TOKEN = { token: expect.any(String) };
const A_PAGE = { totalCount: expect.any(Number), nodes: expect.any(Array) };

/**
 * Who may call what: every operation of the API and its gate, and what a caller it lets
 * through gets. Reviewed like code; a new operation must be added here (the last test
 * checks the schema against this list).
 */
const OPERATIONS: Operation[] = [
  {
    name: 'register',
    gate: 'public',
    document: 'mutation($i: RegisterInput!) { register(input: $i) { userName } }',
    variables: ({ actor }) => ({
      i: {
        userName: `mx-${actor}`,
        fullName: 'Mila Matrix',
        address: '3 Luna St., Kawit, Cavite',
        mobileNumber: '0917 555 0142',
        emailAddress: `mx-${actor}@example.ph`,
        password: 'tuyo-sa-umaga-42',
        confirmPassword: 'tuyo-sa-umaga-42',
      },
    }),
    answer: ({ actor }) => ({ userName: `mx-${actor}` }),
  },
  {
    name: 'sendContactMessage',
    gate: 'public',
    document: 'mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) }',
    variables: ({ actor }) => ({
      i: { name: 'Mila Matrix', email: `mx-${actor}@example.ph`, subject: 'Bulk order', details: '20 packs of tuyo' },
    }),
    answer: () => true,
  },
  // Same answer whether or not an account matches; a made-up link is refused as invalid, whoever asks.
  {
    name: 'requestPasswordReset',
    gate: 'public',
    document: 'mutation { requestPasswordReset(input: { account: "nobody-here" }) }',
    answer: () => expect.stringContaining('If an account matches'),
  },
  {
    name: 'resetPassword',
    gate: 'public',
    document: 'mutation($i: ResetPasswordInput!) { resetPassword(input: $i) }',
    variables: ({ actor, fixtures }) => ({
      i: { token: fixtures.resetTokens[actor], password: 'tinapa-sa-hapon-77', confirmPassword: 'tinapa-sa-hapon-77' },
    }),
    answer: () => 'Your password has been changed. Please log in with the new one.',
  },
  {
    name: 'contactMessagesConnection',
    gate: 'Employee',
    document: '{ contactMessagesConnection(first: 5) { totalCount nodes { subject } } }',
    answer: () => ({ totalCount: expect.any(Number), nodes: expect.any(Array) }),
  },
  {
    name: 'customerLogin',
    gate: 'public',
    document: `mutation { customerLogin(input: { userName: "${DEMO.customer.userName}", password: "${DEMO.customer.password}" }) { token } }`,
    answer: () => ANY_TOKEN,
  },
  {
    name: 'employeeLogin',
    gate: 'public',
    document: `mutation { employeeLogin(input: { userName: "${DEMO.employee.userName}", password: "${DEMO.employee.password}" }) { token } }`,
    answer: () => ANY_TOKEN,
  },
  { name: 'me', gate: 'signed-in', document: '{ me { id } }', answer: ({ me }) => ({ id: me }) },
  // The caller's own profile sent back unchanged.
  {
    name: 'updateProfile',
    gate: 'signed-in',
    document: 'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { profile { id userName } } }',
    variables: ({ profile }) => ({ i: profile }),
    answer: ({ me, profile }) => ({ profile: { id: me, userName: profile.userName } }),
  },
  {
    name: 'catalogue',
    gate: 'public',
    document: '{ catalogue { productId } }',
    answer: () => expect.arrayContaining([{ productId: 'DRD-001' }]),
  },
  {
    name: 'catalogueProduct',
    gate: 'public',
    document: '{ catalogueProduct(productId: "DRD-001") { productId } }',
    answer: () => ({ productId: 'DRD-001' }),
  },
  {
    name: 'availableProducts',
    gate: 'Customer',
    document: '{ availableProducts { productId } }',
    answer: () => expect.arrayContaining([{ productId: 'DRD-001' }]),
  },
  {
    name: 'products',
    gate: 'Employee',
    document: '{ products { productId } }',
    answer: () => expect.arrayContaining([{ productId: 'DRD-001' }, { productId: 'MX-EDIT' }]),
  },
  {
    name: 'product',
    gate: 'Employee',
    document: '{ product(productId: "DRD-001") { productId } }',
    answer: () => ({ productId: 'DRD-001' }),
  },
  {
    name: 'addProduct',
    gate: 'Employee',
    document: `mutation { addProduct(input: ${productInput('MX-ADD')}) { productId } }`,
    answer: () => ({ productId: 'MX-ADD' }),
  },
  {
    name: 'editProduct',
    gate: 'Employee',
    document:
      'mutation { editProduct(input: { productId: "MX-EDIT", productPrice: 12.5 }) { productId productPrice } }',
    answer: () => ({ productId: 'MX-EDIT', productPrice: 12.5 }),
  },
  {
    name: 'setProductCertifications',
    gate: 'Employee',
    document:
      'mutation { setProductCertifications(input: { productId: "MX-EDIT", certifications: [{ scheme: GMP, certificateNumber: "GMP-1", validUntil: "2030-01-31" }] }) { scheme } }',
    answer: () => [{ scheme: 'GMP' }],
  },
  {
    name: 'setProductStock',
    gate: 'Employee',
    document:
      'mutation { setProductStock(input: { productId: "MX-EDIT", stockQuantity: 40, lowStockThreshold: 5 }) { productId stockQuantity lowStockThreshold } }',
    answer: () => ({ productId: 'MX-EDIT', stockQuantity: 40, lowStockThreshold: 5 }),
  },
  {
    name: 'lots',
    gate: 'Employee',
    document: '{ lots(productId: "NO-SUCH-LOT") { id } }',
    answer: () => [],
  },
  {
    name: 'lotRule',
    gate: 'Employee',
    document: '{ lotRule(productId: "DRD-001", productionDate: "2026-01-15") { prefix shelfLifeDays } }',
    answer: () => ({ prefix: 'DRD', shelfLifeDays: 180 }),
  },
  {
    name: 'recordLot',
    gate: 'Employee',
    document:
      'mutation { recordLot(input: { productId: "MX-EDIT", quantity: 3, productionDate: "2026-01-12" }) { quantity status } }',
    answer: () => ({ quantity: 3, status: 'RELEASED' }),
  },
  {
    name: 'setLotStatus',
    gate: 'Employee',
    document:
      'mutation($id: Int!) { setLotStatus(input: { lotId: $id, status: "ON_HOLD", reason: "Seal check" }) { status } }',
    variables: ({ fixtures }) => ({ id: fixtures.lots.toHold }),
    answer: () => ({ status: 'ON_HOLD' }),
  },
  {
    name: 'writeOffLot',
    gate: 'Employee',
    document:
      'mutation($id: Int!) { writeOffLot(input: { lotId: $id, reason: "Expired" }) { quantityLeft writtenOff } }',
    variables: ({ fixtures }) => ({ id: fixtures.lots.toWriteOff }),
    answer: () => ({ quantityLeft: 0, writtenOff: 5 }),
  },
  {
    name: 'packingPlan',
    gate: 'Employee',
    document: 'query($id: Int!) { packingPlan(orderId: $id) { lineId } }',
    variables: ({ fixtures }) => ({ id: fixtures.toPack }),
    answer: () => expect.any(Array),
  },
  {
    name: 'lotLabels',
    gate: 'Employee',
    document: 'query($id: Int!) { lotLabels(lotId: $id) { lotCode } }',
    variables: ({ fixtures }) => ({ id: fixtures.lots.toRecall }),
    answer: () => [{ lotCode: expect.stringMatching(/^DRD-20260111-|^MAR-20260111-|^SMK-20260111-/) }],
  },
  {
    name: 'orderLabels',
    gate: 'Employee',
    document: 'query($id: Int!) { orderLabels(orderId: $id) { lotCode } }',
    variables: ({ fixtures }) => ({ id: fixtures.toPack }),
    answer: () => expect.any(Array),
  },
  {
    name: 'lotAttention',
    gate: 'Employee',
    document: '{ lotAttention { withinDays } }',
    answer: () => ({ withinDays: 7 }),
  },
  {
    name: 'lotShortages',
    gate: 'Employee',
    document: '{ lotShortages { orderId } }',
    answer: () => expect.any(Array),
  },
  {
    name: 'startRecall',
    gate: 'Employee',
    document:
      'mutation($id: Int!) { startRecall(input: { lotId: $id, reason: "Drill", mock: true }) { recall { mock ordersFound } } }',
    variables: ({ fixtures }) => ({ id: fixtures.lots.toRecall }),
    answer: () => ({ recall: { mock: true, ordersFound: 0 } }),
  },
  {
    name: 'recalls',
    gate: 'Employee',
    document: '{ recalls { mock } }',
    answer: () => expect.arrayContaining([{ mock: true }]),
  },
  {
    name: 'recall',
    gate: 'Employee',
    document: 'query($id: Int!) { recall(id: $id) { recall { id } } }',
    variables: ({ fixtures }) => ({ id: fixtures.lots.drill }),
    answer: ({ fixtures }) => ({ recall: { id: fixtures.lots.drill } }),
  },
  {
    name: 'recallNotices',
    gate: 'Employee',
    document: 'query($id: Int!) { recallNotices(recallId: $id) { customerId } }',
    variables: ({ fixtures }) => ({ id: fixtures.lots.drill }),
    answer: () => [],
  },
  {
    name: 'deleteProduct',
    gate: 'Employee',
    document: 'mutation { deleteProduct(productId: "MX-DELETE") { productId } }',
    answer: () => ({ productId: 'MX-DELETE' }),
  },
  {
    name: 'placeOrder',
    gate: 'Customer',
    document: 'mutation { placeOrder(input: { items: [{ productId: "DRD-001", quantity: 1 }] }) { orderId } }',
    answer: () => ({ orderId: expect.any(Number) }),
  },
  {
    name: 'myPendingOrders',
    gate: 'Customer',
    document: '{ myPendingOrders { orderId } }',
    answer: ({ actor, fixtures }) => expect.arrayContaining([{ orderId: fixtures.pending[actor] }]),
  },
  {
    name: 'myOrderHistory',
    gate: 'Customer',
    document: '{ myOrderHistory { orderId } }',
    answer: ({ actor, fixtures }) => [{ orderId: fixtures.decided[actor] }],
  },
  {
    name: 'ordersToAuthorize',
    gate: 'Employee',
    document: '{ ordersToAuthorize { orderId } }',
    answer: ({ fixtures }) =>
      expect.arrayContaining([{ orderId: fixtures.pending.customerA }, { orderId: fixtures.pending.customerB }]),
  },
  {
    name: 'approveOrder',
    gate: 'Employee',
    document: 'mutation($id: Int!) { approveOrder(input: { orderId: $id }) { orderId orderStatus } }',
    variables: ({ fixtures }) => ({ id: fixtures.toApprove }),
    answer: ({ fixtures }) => ({ orderId: fixtures.toApprove, orderStatus: 'APPROVED' }),
  },
  {
    name: 'cancelOrder',
    gate: 'Employee',
    document: 'mutation($id: Int!) { cancelOrder(input: { orderId: $id }) { orderId orderStatus } }',
    variables: ({ fixtures }) => ({ id: fixtures.toCancel }),
    answer: ({ fixtures }) => ({ orderId: fixtures.toCancel, orderStatus: 'CANCELLED' }),
  },
  {
    name: 'setPaymentReference',
    gate: 'Customer',
    document:
      'mutation($id: Int!) { setPaymentReference(orderId: $id, reference: "GC-2026-0042") { orderId paymentReference } }',
    variables: ({ actor, fixtures }) => ({ id: fixtures.transfer[actor] ?? 1 }),
    answer: ({ actor, fixtures }) => ({ orderId: fixtures.transfer[actor], paymentReference: 'GC-2026-0042' }),
  },
  {
    name: 'markOrderPaid',
    gate: 'Employee',
    document: 'mutation($id: Int!) { markOrderPaid(orderId: $id) { orderId paymentStatus } }',
    variables: ({ fixtures }) => ({ id: fixtures.toPay }),
    answer: ({ fixtures }) => ({ orderId: fixtures.toPay, paymentStatus: 'PAID' }),
  },
  {
    name: 'advanceFulfilment',
    gate: 'Employee',
    document: 'mutation($id: Int!) { advanceFulfilment(orderId: $id, to: PACKED) { orderId fulfilmentStatus } }',
    variables: ({ fixtures }) => ({ id: fixtures.toPack }),
    answer: ({ fixtures }) => ({ orderId: fixtures.toPack, fulfilmentStatus: 'PACKED' }),
  },
  {
    name: 'revertOrderPayment',
    gate: 'Employee',
    document:
      'mutation($id: Int!) { revertOrderPayment(orderId: $id, reason: "Receipt was for another order") { orderId paymentStatus } }',
    variables: ({ fixtures }) => ({ id: fixtures.toRevert }),
    answer: ({ fixtures }) => ({ orderId: fixtures.toRevert, paymentStatus: 'UNPAID' }),
  },
  {
    name: 'recordOrderRefund',
    gate: 'Employee',
    document:
      'mutation($i: RecordRefundInput!) { recordOrderRefund(input: $i) { orderId paymentStatus refundMethod } }',
    variables: ({ fixtures }) => ({
      i: { orderId: fixtures.toRefund, method: 'GCASH', reference: 'RF-1', refundedOn: manilaToday() },
    }),
    answer: ({ fixtures }) => ({ orderId: fixtures.toRefund, paymentStatus: 'REFUNDED', refundMethod: 'GCASH' }),
  },
  {
    name: 'undoFulfilmentStep',
    gate: 'Employee',
    document:
      'mutation($id: Int!) { undoFulfilmentStep(orderId: $id, reason: "Packed the wrong box") { orderId fulfilmentStatus } }',
    variables: ({ fixtures }) => ({ id: fixtures.toUndo }),
    answer: ({ fixtures }) => ({ orderId: fixtures.toUndo, fulfilmentStatus: null }),
  },
  {
    name: 'ordersByPaymentConnection',
    gate: 'Employee',
    document: '{ ordersByPaymentConnection(paymentStatus: PROOF_SENT, first: 5) { totalCount } }',
    answer: () => ({ totalCount: expect.any(Number) }),
  },
  {
    name: 'paymentAccounts',
    gate: 'signed-in',
    document: '{ paymentAccounts { method } }',
    answer: () => [{ method: 'GCASH' }, { method: 'MAYA' }, { method: 'BANK_TRANSFER' }],
  },
  {
    name: 'setPaymentAccount',
    gate: 'Employee',
    document:
      'mutation { setPaymentAccount(input: { method: MAYA, accountName: "WATERS Food Products", accountNumber: "0918 555 0100" }) { method accountNumber } }',
    answer: () => ({ method: 'MAYA', accountNumber: '0918 555 0100' }),
  },
  {
    name: 'removePaymentAccount',
    gate: 'Employee',
    document: 'mutation { removePaymentAccount(method: MAYA) }',
    answer: () => true,
  },
  {
    name: 'deliveryManifest',
    gate: 'Employee',
    document: '{ deliveryManifest(date: "2020-01-15") { date groups { method } } }',
    answer: () => ({ date: '2020-01-15', groups: [] }),
  },
  {
    name: 'deliveryDays',
    gate: 'Employee',
    document: '{ deliveryDays(from: "2020-01-15") { date openOrders } }',
    answer: () => [],
  },
  {
    name: 'placeProvinces',
    gate: 'public',
    document: '{ placeProvinces { code name } }',
    answer: () => expect.arrayContaining([{ code: '1300000000', name: 'Metro Manila' }]),
  },
  {
    name: 'placeCities',
    gate: 'public',
    document: '{ placeCities(provinceCode: "0402100000") { code name } }',
    answer: () => expect.arrayContaining([{ code: '0402117000', name: 'Rosario' }]),
  },
  {
    name: 'placeBarangays',
    gate: 'public',
    document: '{ placeBarangays(cityCode: "1381300000") { code name } }',
    answer: () => expect.arrayContaining([{ code: '1381300001', name: 'Alicia' }]),
  },
  {
    name: 'pickSheet',
    gate: 'Employee',
    document: '{ pickSheet(day: "2026-01-15") { day orderCount items { productId } } }',
    answer: () => ({ day: '2026-01-15', orderCount: 0, items: [] }),
  },
  {
    name: 'orderActivityLog',
    gate: 'Employee',
    document: '{ orderActivityLog { orderId } }',
    answer: ({ fixtures }) =>
      expect.arrayContaining([{ orderId: fixtures.decided.customerA }, { orderId: fixtures.decided.customerB }]),
  },
  {
    name: 'ordersToAuthorizeConnection',
    gate: 'Employee',
    document: '{ ordersToAuthorizeConnection(first: 5) { totalCount nodes { orderId } } }',
    answer: () => A_PAGE,
  },
  {
    name: 'orderActivityLogConnection',
    gate: 'Employee',
    document: '{ orderActivityLogConnection(first: 5) { totalCount nodes { orderId } } }',
    answer: () => A_PAGE,
  },
  {
    name: 'myOrder',
    gate: 'Customer',
    document: 'query($id: Int!) { myOrder(orderId: $id) { orderId } }',
    variables: ({ actor, fixtures }) => ({ id: fixtures.pending[actor] ?? 1 }),
    answer: ({ actor, fixtures }) => ({ orderId: fixtures.pending[actor] }),
  },
  {
    name: 'myOrderHistoryConnection',
    gate: 'Customer',
    document: '{ myOrderHistoryConnection(first: 5) { totalCount nodes { orderId } } }',
    answer: ({ actor, fixtures }) => ({ totalCount: 1, nodes: [{ orderId: fixtures.decided[actor] }] }),
  },
  // After placeOrder's row: the order it placed, then the caller's three fixtures still pending, newest first (the other customer's would make 7).
  {
    name: 'myPendingOrdersConnection',
    gate: 'Customer',
    document: '{ myPendingOrdersConnection(first: 7) { totalCount nodes { orderId } } }',
    answer: ({ actor, fixtures }) => ({
      totalCount: 4,
      nodes: [
        { orderId: expect.any(Number) },
        { orderId: fixtures.transfer[actor] },
        { orderId: fixtures.ownToCancel[actor] },
        { orderId: fixtures.pending[actor] },
      ],
    }),
  },
  {
    name: 'productsConnection',
    gate: 'Employee',
    document: '{ productsConnection(first: 5) { totalCount nodes { productId } } }',
    answer: () => A_PAGE,
  },
  {
    name: 'adminDashboard',
    gate: 'Employee',
    document: 'query($from: DateTime!, $to: DateTime!) { adminDashboard(from: $from, to: $to) { approvedCount } }',
    // A month long past: nothing was decided in it.
    variables: () => ({ from: '2020-01-01T00:00:00.000Z', to: '2020-02-01T00:00:00.000Z' }),
    answer: () => ({ approvedCount: 0 }),
  },
  // Late: the cancelled order joins the customer's history, which rows above count.
  {
    name: 'cancelMyOrder',
    gate: 'Customer',
    document:
      'mutation($id: Int!) { cancelMyOrder(input: { orderId: $id, reason: "Ordered twice" }) { orderId orderStatus } }',
    variables: ({ actor, fixtures }) => ({ id: fixtures.ownToCancel[actor] ?? 0 }),
    answer: ({ actor, fixtures }) => ({ orderId: fixtures.ownToCancel[actor], orderStatus: 'CANCELLED' }),
  },
  {
    name: 'apiScopes',
    gate: 'signed-in',
    document: '{ apiScopes { scope } }',
    answer: () => expect.arrayContaining([{ scope: 'orders:read' }]),
  },
  {
    name: 'createApiKey',
    gate: 'signed-in',
    document:
      'mutation { createApiKey(input: { name: "Matrix", scopes: ["orders:read"] }) { key { name scopes } secret } }',
    answer: () => ({
      key: { name: 'Matrix', scopes: ['orders:read'] },
      secret: expect.stringMatching(/^wtr_[0-9A-Za-z]{43}$/),
    }),
  },
  {
    name: 'apiKeys',
    gate: 'signed-in',
    document: '{ apiKeys { name } }',
    answer: () => expect.arrayContaining([{ name: 'Matrix' }]),
  },
  {
    name: 'revokeApiKey',
    gate: 'signed-in',
    document: 'mutation($id: ID!) { revokeApiKey(id: $id) { id } }',
    variables: ({ actor, fixtures }) => ({ id: fixtures.apiKeys[actor] ?? 'no-such-key' }),
    answer: ({ actor, fixtures }) => ({ id: fixtures.apiKeys[actor] }),
  },
  {
    name: 'webhookEvents',
    gate: 'Employee',
    document: '{ webhookEvents { event } }',
    answer: () => expect.arrayContaining([{ event: 'order.placed' }]),
  },
  {
    name: 'webhookEndpoints',
    gate: 'Employee',
    document: '{ webhookEndpoints { id } }',
    answer: ({ fixtures }) => expect.arrayContaining([{ id: fixtures.webhook }]),
  },
  {
    name: 'webhookDeliveries',
    gate: 'Employee',
    document: 'query($id: ID!) { webhookDeliveries(endpointId: $id, first: 1) { eventType } }',
    variables: ({ fixtures }) => ({ id: fixtures.webhook }),
    answer: () => [{ eventType: 'order.placed' }],
  },
  {
    name: 'createWebhookEndpoint',
    gate: 'Employee',
    document:
      'mutation { createWebhookEndpoint(input: { url: "http://127.0.0.1:9/made", events: ["product.changed"] }) { endpoint { url events } secret } }',
    answer: () => ({
      endpoint: { url: 'http://127.0.0.1:9/made', events: ['product.changed'] },
      secret: expect.stringMatching(/^whsec_/),
    }),
  },
  {
    name: 'updateWebhookEndpoint',
    gate: 'Employee',
    document: 'mutation($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: true }) { enabled } }',
    variables: ({ fixtures }) => ({ id: fixtures.webhook }),
    answer: () => ({ enabled: true }),
  },
  {
    name: 'rotateWebhookSecret',
    gate: 'Employee',
    document: 'mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret } }',
    variables: ({ fixtures }) => ({ id: fixtures.webhook }),
    answer: () => ({ secret: expect.stringMatching(/^whsec_/) }),
  },
  {
    name: 'resendWebhookDelivery',
    gate: 'Employee',
    document: 'mutation($id: ID!) { resendWebhookDelivery(id: $id) { eventType status } }',
    variables: ({ fixtures }) => ({ id: fixtures.delivery }),
    answer: () => ({ eventType: 'order.placed', status: 'pending' }),
  },
  {
    name: 'deleteWebhookEndpoint',
    gate: 'Employee',
    document: 'mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }',
    variables: ({ fixtures }) => ({ id: fixtures.webhookToDelete }),
    answer: () => true,
  },
  {
    name: 'deliveryZones',
    gate: 'Employee',
    document: '{ deliveryZones { name } }',
    answer: () => expect.arrayContaining([{ name: 'Cavite' }, { name: 'Matrix zone to change' }]),
  },
  {
    name: 'createDeliveryZone',
    gate: 'Employee',
    document: 'mutation($i: DeliveryZoneInput!) { createDeliveryZone(input: $i) { name deliveryFee } }',
    variables: () => ({ i: zoneInput('Matrix zone made') }),
    answer: () => ({ name: 'Matrix zone made', deliveryFee: 95.5 }),
  },
  {
    name: 'updateDeliveryZone',
    gate: 'Employee',
    document: 'mutation($id: Int!, $i: DeliveryZoneInput!) { updateDeliveryZone(id: $id, input: $i) { id leadDays } }',
    variables: ({ fixtures }) => ({
      id: fixtures.zones?.toChange ?? 0,
      i: { ...zoneInput('Matrix zone to change'), leadDays: 2 },
    }),
    answer: ({ fixtures }) => ({ id: fixtures.zones?.toChange, leadDays: 2 }),
  },
  {
    name: 'deleteDeliveryZone',
    gate: 'Employee',
    document: 'mutation($id: Int!) { deleteDeliveryZone(id: $id) }',
    variables: ({ fixtures }) => ({ id: fixtures.zones?.toDelete ?? 0 }),
    answer: () => true,
  },
  {
    name: 'productTypeRules',
    gate: 'Employee',
    document: '{ productTypeRules { productType perishable } }',
    answer: () => expect.arrayContaining([{ productType: 'DRIED', perishable: false }]),
  },
  // Sets what it already is: the rows above and below read the same rules.
  {
    name: 'setProductTypeRule',
    gate: 'Employee',
    document: 'mutation { setProductTypeRule(productType: SMOKED, perishable: true) { productType perishable } }',
    answer: () => ({ productType: 'SMOKED', perishable: true }),
  },
  {
    name: 'myAddresses',
    gate: 'Customer',
    document: '{ myAddresses { id isProfile } }',
    answer: ({ actor, fixtures }) =>
      expect.arrayContaining([
        { id: expect.any(Number), isProfile: true },
        { id: fixtures.addresses?.[actor]?.toChange, isProfile: false },
      ]),
  },
  {
    name: 'addAddress',
    gate: 'Customer',
    document: `mutation { addAddress(input: ${addressInput('Matrix added')}) { label zone { name } } }`,
    answer: () => ({ label: 'Matrix added', zone: { name: 'Cavite' } }),
  },
  {
    name: 'updateAddress',
    gate: 'Customer',
    document: `mutation($id: Int!) { updateAddress(id: $id, input: ${addressInput('Matrix changed')}) { id label } }`,
    variables: ({ actor, fixtures }) => ({ id: fixtures.addresses?.[actor]?.toChange ?? 1 }),
    answer: ({ actor, fixtures }) => ({ id: fixtures.addresses?.[actor]?.toChange, label: 'Matrix changed' }),
  },
  {
    name: 'deleteAddress',
    gate: 'Customer',
    document: 'mutation($id: Int!) { deleteAddress(id: $id) }',
    variables: ({ actor, fixtures }) => ({ id: fixtures.addresses?.[actor]?.toDelete ?? 1 }),
    answer: () => true,
  },
  {
    name: 'deliveryOptions',
    gate: 'Customer',
    document:
      '{ deliveryOptions(input: { method: PICKUP, items: [{ productId: "DRD-001", quantity: 1 }] }) { method deliveryFee perishable } }',
    answer: () => ({ method: 'PICKUP', deliveryFee: 0, perishable: false }),
  },
  // A customer's own trade account: each customer applies with one of their addresses, then reads it.
  {
    name: 'applyForTradeAccount',
    gate: 'Customer',
    document: 'mutation($i: ApplyForTradeAccountInput!) { applyForTradeAccount(input: $i) { status addressId } }',
    variables: ({ actor, fixtures }) => ({
      i: {
        businessName: 'Matrix Eatery',
        businessType: 'RESTAURANT',
        tin: '123-456-789-000',
        addressId: fixtures.addresses?.[actor]?.toChange ?? 1,
      },
    }),
    answer: ({ actor, fixtures }) => ({ status: 'PENDING', addressId: fixtures.addresses?.[actor]?.toChange }),
  },
  {
    name: 'myTradeAccount',
    gate: 'Customer',
    document: '{ myTradeAccount { customerId businessName status } }',
    answer: ({ me }) => ({ customerId: me, businessName: 'Matrix Eatery', status: 'PENDING' }),
  },
  // A household (or an application not approved yet) has no trade terms.
  { name: 'myTradeTerms', gate: 'Customer', document: '{ myTradeTerms { groupName } }', answer: () => null },
  {
    name: 'tradeAccounts',
    gate: 'Employee',
    document: '{ tradeAccounts(status: PENDING) { customerId } }',
    answer: ({ fixtures }) =>
      expect.arrayContaining([{ customerId: fixtures.trade.toApprove }, { customerId: fixtures.trade.toDecline }]),
  },
  {
    name: 'approveTradeAccount',
    gate: 'Employee',
    document:
      'mutation($i: ApproveTradeAccountInput!) { approveTradeAccount(input: $i) { status priceGroup { name } } }',
    variables: ({ fixtures }) => ({ i: { customerId: fixtures.trade.toApprove, priceGroupId: fixtures.trade.group } }),
    answer: () => ({ status: 'APPROVED', priceGroup: { name: 'Matrix group' } }),
  },
  {
    name: 'declineTradeAccount',
    gate: 'Employee',
    document: 'mutation($i: DeclineTradeAccountInput!) { declineTradeAccount(input: $i) { status declineReason } }',
    variables: ({ fixtures }) => ({ i: { customerId: fixtures.trade.toDecline, reason: 'Matrix' } }),
    answer: () => ({ status: 'DECLINED', declineReason: 'Matrix' }),
  },
  {
    name: 'priceGroups',
    gate: 'Employee',
    document: '{ priceGroups { name } }',
    answer: () => expect.arrayContaining([{ name: 'Restaurant' }, { name: 'Reseller' }, { name: 'Matrix group' }]),
  },
  {
    name: 'savePriceGroup',
    gate: 'Employee',
    document:
      'mutation { savePriceGroup(input: { name: "Matrix group made", minOrderAmount: 1500, termsDays: 30 }) { name minOrderAmount termsDays accountCount } }',
    answer: () => ({ name: 'Matrix group made', minOrderAmount: 1500, termsDays: 30, accountCount: 0 }),
  },
  {
    name: 'tradePrices',
    gate: 'Employee',
    document: 'query($id: Int!) { tradePrices(priceGroupId: $id) { productId } }',
    variables: ({ fixtures }) => ({ id: fixtures.trade.group }),
    answer: () => [],
  },
  {
    name: 'setTradePrices',
    gate: 'Employee',
    document:
      'mutation($id: Int!) { setTradePrices(input: { priceGroupId: $id, productId: "DRD-001", rows: [{ minQuantity: 10, unitPrice: 250 }] }) { productId minQuantity unitPrice validFrom } }',
    variables: ({ fixtures }) => ({ id: fixtures.trade.group }),
    answer: () => [{ productId: 'DRD-001', minQuantity: 10, unitPrice: 250, validFrom: null }],
  },
  {
    name: 'tradePricesCsv',
    gate: 'Employee',
    document: 'query($id: Int!) { tradePricesCsv(priceGroupId: $id) }',
    variables: ({ fixtures }) => ({ id: fixtures.trade.group }),
    answer: () => 'product_id,min_quantity,unit_price,valid_from,valid_to\r\nDRD-001,10,250.00,,\r\n',
  },
  {
    name: 'importTradePrices',
    gate: 'Employee',
    document:
      'mutation($id: Int!, $csv: String!) { importTradePrices(priceGroupId: $id, csv: $csv) { imported problems { line } } }',
    variables: ({ fixtures }) => ({
      id: fixtures.trade.group,
      csv: 'product_id,min_quantity,unit_price,valid_from,valid_to\nDRD-001,10,250.00,,\n',
    }),
    answer: () => ({ imported: 1, problems: [] }),
  },
  {
    name: 'setTradeQuantityRule',
    gate: 'Employee',
    document:
      'mutation { setTradeQuantityRule(input: { productId: "MX-EDIT", minQuantity: 12, multiple: 6 }) { productId tradeMinQuantity tradeMultiple } }',
    answer: () => ({ productId: 'MX-EDIT', tradeMinQuantity: 12, tradeMultiple: 6 }),
  },
  // A trade account's statement of a month (one before the matrix's orders): a customer's own, once approved; any account's for employees.
  {
    name: 'myStatement',
    gate: 'Customer',
    document: '{ myStatement(month: "2026-01") { customerId month closingBalance entries { orderId } } }',
    answer: ({ me }) => ({ customerId: me, month: '2026-01', closingBalance: 0, entries: [] }),
    arrange: async ({ me, fixtures }) => {
      await fixtures.tradeStatus(me, 'APPROVED');
      return () => fixtures.tradeStatus(me, 'PENDING');
    },
  },
  {
    name: 'statement',
    gate: 'Employee',
    document: 'query($id: ID!) { statement(customerId: $id, month: "2026-01") { customerId month closingBalance } }',
    variables: ({ fixtures }) => ({ id: fixtures.trade.toApprove }),
    answer: ({ fixtures }) => ({ customerId: fixtures.trade.toApprove, month: '2026-01', closingBalance: 0 }),
  },
  // Last: it ends the caller's session, and the tokens are shared by every row above.
  // A trade buyer's own standing orders (each customer's made for the matrix); only an approved account saves one.
  {
    name: 'myStandingOrders',
    gate: 'Customer',
    document: '{ myStandingOrders { id name status } }',
    answer: ({ actor, fixtures }) => [{ id: fixtures.standing[actor], name: 'Matrix standing', status: 'ACTIVE' }],
  },
  ...(['pause', 'resume'] as const).map((move): Operation => ({
    name: `${move}StandingOrder`,
    gate: 'Customer',
    document: `mutation($id: Int!) { ${move}StandingOrder(id: $id) { id status } }`,
    variables: ({ actor, fixtures }) => ({ id: fixtures.standing[actor] ?? 0 }),
    answer: ({ actor, fixtures }) => ({
      id: fixtures.standing[actor],
      status: move === 'pause' ? 'PAUSED' : 'ACTIVE',
    }),
  })),
  ...(['skip', 'unskip'] as const).map((skip): Operation => ({
    name: `${skip}StandingOccurrence`,
    gate: 'Customer',
    document: `mutation($id: Int!, $day: String!) { ${skip}StandingOccurrence(id: $id, day: $day) { id skipped } }`,
    variables: ({ actor, fixtures }) => ({ id: fixtures.standing[actor] ?? 0, day: fixtures.standingDay }),
    answer: ({ actor, fixtures }) => ({
      id: fixtures.standing[actor],
      skipped: skip === 'skip' ? [fixtures.standingDay] : [],
    }),
  })),
  {
    name: 'endStandingOrder',
    gate: 'Customer',
    document: 'mutation($id: Int!) { endStandingOrder(id: $id) { id status } }',
    variables: ({ actor, fixtures }) => ({ id: fixtures.standing[actor] ?? 0 }),
    answer: ({ actor, fixtures }) => ({ id: fixtures.standing[actor], status: 'ENDED' }),
  },
  {
    name: 'saveStandingOrder',
    gate: 'Customer',
    document:
      'mutation($i: StandingOrderInput!) { saveStandingOrder(input: $i) { name status weekdays lines { productId quantity } } }',
    variables: ({ fixtures }) => ({
      i: {
        name: 'Matrix saved',
        weekdays: [2],
        deliveryMethod: 'PICKUP',
        paymentMethod: 'CASH',
        startsOn: fixtures.standingDay,
        lines: [{ productId: 'DRD-001', quantity: 2 }],
      },
    }),
    answer: () => ({
      name: 'Matrix saved',
      status: 'ACTIVE',
      weekdays: [2],
      lines: [{ productId: 'DRD-001', quantity: 2 }],
    }),
    // Approved for this call only: the trade rows above read the application as pending.
    arrange: async ({ me, fixtures }) => {
      await fixtures.tradeStatus(me, 'APPROVED');
      return () => fixtures.tradeStatus(me, 'PENDING');
    },
  },
  { name: 'logout', gate: 'signed-in', document: 'mutation { logout }', answer: () => true },
];

/** Each matrix zone serves a province of its own (a place belongs to one zone), one no demo zone serves. */
const ZONE_PROVINCES: Record<string, string> = {
  'Matrix zone made': 'Aklan',
  'Matrix zone to change': 'Antique',
  'Matrix zone to delete': 'Capiz',
};

function zoneInput(name: string) {
  return {
    name,
    areas: [{ province: ZONE_PROVINCES[name] }],
    deliveryFee: 95.5,
    leadDays: 1,
    weekdays: [1, 3, 5],
    cutoff: '12:00',
    active: true,
  };
}

function addressInput(label: string): string {
  return `{ label: "${label}", address: "3 Luna St.", city: "Kawit", province: "Cavite", isDefault: false }`;
}

function productInput(productId: string): string {
  return `{ productId: "${productId}", productName: "Matrix test product", productPrice: 99.5, productType: DRIED, productStatus: Unavailable, productImage: "/images/products/dried/test.webp" }`;
}

eachDatabase('authorization matrix', (driver) => {
  let t: TestApp;
  const { enlist, a, b, employee, tokens, idOf } = emptyCast();
  const profiles: Record<string, Record<string, string>> = {};
  const fixtures: Fixtures = {
    pending: {},
    decided: {},
    toApprove: 0,
    toCancel: 0,
    ownToCancel: {},
    transfer: {},
    toPay: 0,
    toPack: 0,
    toRevert: 0,
    toRefund: 0,
    toUndo: 0,
    lots: { toHold: 0, toWriteOff: 0, toRecall: 0, drill: 0 },
    resetTokens: {},
    apiKeys: {},
    webhook: '',
    webhookToDelete: '',
    delivery: '',
    trade: { group: 0, toApprove: '', toDecline: '' },
    standing: {},
    standingDay: '',
    tradeStatus: async () => undefined,
  };

  /** Runs a call the test needs to succeed, and returns its field. */
  const must = async (field: string, document: string, token: string, variables?: Record<string, unknown>) => {
    const result = await t.gql(document, variables, token);
    if (!result.data) throw new Error(`${field} failed: ${JSON.stringify(result.errors)}`);
    return result.data[field];
  };
  const placeOrder = async (token: string): Promise<number> =>
    (await must('placeOrder', OPERATIONS.find((op) => op.name === 'placeOrder')!.document, token)).orderId;
  const decide = (decision: 'approveOrder' | 'cancelOrder', orderId: number) =>
    must(decision, `mutation { ${decision}(input: { orderId: ${orderId} }) { orderId } }`, employee.token);

  beforeAll(async () => {
    t = await startTestApp(driver);
    await enlist(t, 'matrix');
    for (const who of [a, b, employee] as Caller[]) {
      profiles[who.id] = await must('me', '{ me { userName fullName address mobileNumber emailAddress } }', who.token);
    }
    for (const actor of ACTORS) {
      const account = await t.newCustomer(`mx-reset-${actor}`);
      fixtures.resetTokens[actor] = `mx-reset-token-${actor}`;
      const tokenHash = createHash('sha256').update(fixtures.resetTokens[actor]!).digest('hex');
      await t.app
        .get(DataSource)
        .getRepository(PasswordReset)
        .insert({
          tokenHash,
          userId: account.id,
          createdAt: new Date(),
          expiresAt: new Date(Date.now() + 3_600_000),
          usedAt: null,
        });
    }
    for (const [actor, who] of Object.entries({ customerA: a, customerB: b, employee }) as [Actor, Caller][]) {
      fixtures.apiKeys[actor] = (
        await must(
          'createApiKey',
          'mutation { createApiKey(input: { name: "To revoke", scopes: ["orders:read"] }) { key { id } } }',
          who.token,
        )
      ).key.id;
    }
    const endpoint = (url: string) =>
      must(
        'createWebhookEndpoint',
        `mutation { createWebhookEndpoint(input: { url: "${url}", events: ["order.placed"] }) { endpoint { id } } }`,
        employee.token,
      );
    fixtures.webhook = (await endpoint('http://127.0.0.1:9/matrix')).endpoint.id;
    fixtures.webhookToDelete = (await endpoint('http://127.0.0.1:9/to-delete')).endpoint.id;
    for (const id of ['MX-EDIT', 'MX-DELETE'])
      await must('addProduct', `mutation { addProduct(input: ${productInput(id)}) { productId } }`, employee.token);
    const customers = { customerA: a, customerB: b } as const;
    for (const [actor, who] of Object.entries(customers)) {
      fixtures.pending[actor as Actor] = await placeOrder(who.token);
      fixtures.decided[actor as Actor] = await placeOrder(who.token);
      fixtures.ownToCancel[actor as Actor] = await placeOrder(who.token);
      fixtures.transfer[actor as Actor] = await placeOrder(who.token);
      await t.app
        .get(DataSource)
        .getRepository(Order)
        .update(fixtures.transfer[actor as Actor]!, { paymentMethod: 'GCASH' });
    }
    await decide('approveOrder', fixtures.decided.customerA!);
    await decide('cancelOrder', fixtures.decided.customerB!);
    const demoCustomer = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
    fixtures.toApprove = await placeOrder(demoCustomer);
    fixtures.toCancel = await placeOrder(demoCustomer);
    fixtures.toPay = await placeOrder(demoCustomer);
    fixtures.toPack = await placeOrder(demoCustomer);
    await decide('approveOrder', fixtures.toPack);
    const paid = async (orderId: number) =>
      must('markOrderPaid', `mutation { markOrderPaid(orderId: ${orderId}) { orderId } }`, employee.token);
    fixtures.toRevert = await placeOrder(demoCustomer);
    await paid(fixtures.toRevert);
    fixtures.toRefund = await placeOrder(demoCustomer);
    await paid(fixtures.toRefund);
    await decide('cancelOrder', fixtures.toRefund);
    fixtures.toUndo = await placeOrder(demoCustomer);
    await decide('approveOrder', fixtures.toUndo);
    await must(
      'advanceFulfilment',
      `mutation { advanceFulfilment(orderId: ${fixtures.toUndo}, to: PACKED) { orderId } }`,
      employee.token,
    );
    const lot = async (productionDate: string, bestBefore?: string) =>
      (
        await must('recordLot', 'mutation($i: RecordLotInput!) { recordLot(input: $i) { id } }', employee.token, {
          i: {
            productId: 'MX-EDIT',
            quantity: 5,
            productionDate,
            bestBefore,
            bestBeforeReason: bestBefore && 'Matrix',
          },
        })
      ).id as number;
    fixtures.lots = {
      toHold: await lot('2026-01-10'),
      toWriteOff: await lot('2020-01-10', '2020-02-10'),
      toRecall: await lot('2026-01-11'),
      drill: 0,
    };
    fixtures.lots.drill = (
      await must(
        'startRecall',
        'mutation($id: Int!) { startRecall(input: { lotId: $id, reason: "Matrix drill", mock: true }) { recall { id } } }',
        employee.token,
        { id: fixtures.lots.toRecall },
      )
    ).recall.id as number;
    const zone = async (name: string) =>
      (
        await must(
          'createDeliveryZone',
          'mutation($i: DeliveryZoneInput!) { createDeliveryZone(input: $i) { id } }',
          employee.token,
          { i: zoneInput(name) },
        )
      ).id as number;
    fixtures.zones = { toChange: await zone('Matrix zone to change'), toDelete: await zone('Matrix zone to delete') };
    fixtures.addresses = {};
    for (const [actor, who] of Object.entries(customers)) {
      const address = async () =>
        (await must('addAddress', `mutation { addAddress(input: ${addressInput('Matrix')}) { id } }`, who.token))
          .id as number;
      fixtures.addresses[actor as Actor] = { toChange: await address(), toDelete: await address() };
    }
    fixtures.trade.group = (
      await must(
        'savePriceGroup',
        'mutation { savePriceGroup(input: { name: "Matrix group", minOrderAmount: 0 }) { id } }',
        employee.token,
      )
    ).id as number;
    for (const which of ['toApprove', 'toDecline'] as const) {
      const applicant = await t.newCustomer(`mx-trade-${which.toLowerCase()}`);
      await must(
        'applyForTradeAccount',
        'mutation { applyForTradeAccount(input: { businessName: "Matrix Applicant", businessType: RESELLER, addressId: 0 }) { status } }',
        applicant.token,
      );
      fixtures.trade[which] = applicant.id;
    }
    fixtures.tradeStatus = async (customerId, status) => {
      await t.app
        .get(DataSource)
        .getRepository(TradeAccount)
        .update(
          { customerId },
          { status, priceGroupId: status === 'APPROVED' ? fixtures.trade.group : null, decidedAt: null },
        );
    };
    // A Tuesday more than two days ahead: still to come, and never placed while the matrix runs.
    fixtures.standingDay = addDays(manilaToday(), 3);
    while (weekdayOf(fixtures.standingDay) !== 2) fixtures.standingDay = addDays(fixtures.standingDay, 1);
    for (const [actor, who] of Object.entries(customers)) {
      const standing = await t.app.get(DataSource).getRepository(StandingOrder).save({
        customerId: who.id,
        name: 'Matrix standing',
        weekdays: '2',
        deliveryMethod: 'PICKUP',
        addressId: null,
        paymentMethod: 'CASH',
        startsOn: fixtures.standingDay,
        endsOn: null,
        status: 'ACTIVE',
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await t.app
        .get(DataSource)
        .getRepository(StandingOrderLine)
        .insert({ standingOrderId: standing.id, productId: 'DRD-001', quantity: 2 });
      fixtures.standing[actor as Actor] = standing.id;
    }
    fixtures.delivery = (
      await must(
        'webhookDeliveries',
        `{ webhookDeliveries(endpointId: "${fixtures.webhook}", first: 1) { id } }`,
        employee.token,
      )
    )[0].id;
  });
  afterAll(() => t?.close());

  it('tells a caller without a token to log in, and one with a bad token that the session ended', async () => {
    expect((await t.gql('{ me { id } }')).errors?.[0].message).toBe('Please log in first.');
    expect((await t.gql('{ me { id } }', {}, tokens.expired)).errors?.[0].message).toBe(
      'Your session is invalid or has expired. Please log in again.',
    );
    expect((await t.gql('{ me { id } }', {}, tokens.revoked)).errors?.[0].message).toBe(
      'Your session is invalid or has expired. Please log in again.',
    );
    expect((await t.gql('{ products { productId } }', {}, tokens.customerA)).errors?.[0].message).toBe(
      'Only Employee accounts can do this.',
    );
  });

  // Before the matrix: its last row (logout) ends the sessions.
  it("keeps a proof of payment to the order's customer and the staff: another customer is told it does not exist", async () => {
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const route = `${t.url}/api/orders/${fixtures.transfer.customerA}/payment-proof`;
    const call = (method: 'GET' | 'PUT', token?: string) =>
      fetch(route, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(method === 'PUT' ? { 'content-type': 'image/png' } : {}),
        },
        body: method === 'PUT' ? picture : undefined,
      });
    expect((await call('PUT', b.token)).status).toBe(404);
    expect((await call('PUT', a.token)).status).toBe(200);
    expect((await call('GET', b.token)).status).toBe(404);
    expect((await call('PUT', employee.token)).status).toBe(403);
    expect((await call('GET')).status).toBe(401);
    expect((await call('GET', a.token)).status).toBe(200);
    expect((await call('GET', employee.token)).status).toBe(200);
  });

  const cases = matrixCases(OPERATIONS).map(({ row, actor, verdict }) => [row.name, actor, verdict, row] as const);

  it.each(cases)('%s as %s → %s', async (_name, actor, expected, op) => {
    const context: CallContext = { actor, me: idOf[actor], profile: profiles[idOf[actor]], fixtures };
    const undo = expected === 'allowed' ? await op.arrange?.(context) : undefined;
    const result = await t.gql(op.document, op.variables?.(context), tokens[actor]);
    await undo?.();
    if (expected === 'allowed') {
      // The whole answer: a server error or any error at all fails the row as surely as a refusal.
      expect(result).toEqual({ status: 200, data: { [op.name]: op.answer(context) }, errors: undefined });
    } else {
      expect(result.errors?.[0]?.extensions?.code).toBe(expected);
      expect(result.data?.[op.name] ?? null).toBeNull();
    }
  });

  it('lists every Query and Mutation field of the schema', async () => {
    const result = await t.gql(
      '{ __schema { queryType { fields(includeDeprecated: true) { name } } mutationType { fields(includeDeprecated: true) { name } } } }',
    );
    const schema = result.data!.__schema;
    const fields = [...schema.queryType.fields, ...schema.mutationType.fields]
      .map((f: { name: string }) => f.name)
      .sort();
    expect(fields).toEqual(OPERATIONS.map((op) => op.name).sort());
  });
});
