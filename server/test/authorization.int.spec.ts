import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';
import { algNoneToken, expiredToken, foreignToken, tamperedToken } from './support/tokens.js';

type Actor = 'anonymous' | 'customerA' | 'customerB' | 'employee' | 'tampered' | 'algNone' | 'expired' | 'foreignKey';
type Gate = 'public' | 'signed-in' | 'Customer' | 'Employee';

/**
 * Who may call what: every operation of the API and its gate. Reviewed like code;
 * a new operation must be added here (the last test checks the schema against this list).
 */
const OPERATIONS: { name: string; gate: Gate; document: string; variables?: Record<string, unknown> }[] = [
  { name: 'register', gate: 'public', document: 'mutation($i: RegisterInput!) { register(input: $i) { id } }', variables: { i: { userName: '', fullName: '', address: '', mobileNumber: '', emailAddress: '', password: '', confirmPassword: '' } } },
  { name: 'customerLogin', gate: 'public', document: 'mutation { customerLogin(input: { userName: "nobody", password: "wrong-password" }) { token } }' },
  { name: 'employeeLogin', gate: 'public', document: 'mutation { employeeLogin(input: { userName: "nobody", password: "wrong-password" }) { token } }' },
  { name: 'me', gate: 'signed-in', document: '{ me { id } }' },
  { name: 'updateProfile', gate: 'signed-in', document: 'mutation { updateProfile(input: { userName: "", fullName: "", address: "", mobileNumber: "", emailAddress: "" }) { token } }' },
  { name: 'availableProducts', gate: 'Customer', document: '{ availableProducts { productId } }' },
  { name: 'products', gate: 'Employee', document: '{ products { productId } }' },
  { name: 'product', gate: 'Employee', document: '{ product(productId: "DRD-001") { productId } }' },
  { name: 'addProduct', gate: 'Employee', document: 'mutation { addProduct(input: { productId: "", productName: "", productPrice: 0, productType: DRIED, productImage: "" }) { productId } }' },
  { name: 'editProduct', gate: 'Employee', document: 'mutation { editProduct(input: { productId: "NOPE" }) { productId } }' },
  { name: 'deleteProduct', gate: 'Employee', document: 'mutation { deleteProduct(productId: "NOPE") { productId } }' },
  { name: 'placeOrder', gate: 'Customer', document: 'mutation { placeOrder(input: { items: [] }) { orderId } }' },
  { name: 'myPendingOrders', gate: 'Customer', document: '{ myPendingOrders { orderId } }' },
  { name: 'myOrderHistory', gate: 'Customer', document: '{ myOrderHistory { orderId } }' },
  { name: 'ordersToAuthorize', gate: 'Employee', document: '{ ordersToAuthorize { orderId } }' },
  { name: 'approveOrder', gate: 'Employee', document: 'mutation { approveOrder(input: { orderId: 999999 }) { orderId } }' },
  { name: 'cancelOrder', gate: 'Employee', document: 'mutation { cancelOrder(input: { orderId: 999999 }) { orderId } }' },
  { name: 'orderActivityLog', gate: 'Employee', document: '{ orderActivityLog { orderId } }' },
  { name: 'ordersToAuthorizeConnection', gate: 'Employee', document: '{ ordersToAuthorizeConnection(first: 5) { totalCount nodes { orderId } } }' },
  { name: 'orderActivityLogConnection', gate: 'Employee', document: '{ orderActivityLogConnection(first: 5) { totalCount nodes { orderId } } }' },
  { name: 'myOrderHistoryConnection', gate: 'Customer', document: '{ myOrderHistoryConnection(first: 5) { totalCount nodes { orderId } } }' },
  { name: 'productsConnection', gate: 'Employee', document: '{ productsConnection(first: 5) { totalCount nodes { productId } } }' },
  { name: 'adminDashboard', gate: 'Employee', document: 'query($from: DateTime!, $to: DateTime!) { adminDashboard(from: $from, to: $to) { pendingTotal } }', variables: { from: '2026-01-01T00:00:00.000Z', to: '2026-02-01T00:00:00.000Z' } },
  // Last: it ends the caller's session, and the tokens are shared by every row above.
  { name: 'logout', gate: 'signed-in', document: 'mutation { logout }' },
];

const ACTORS: Actor[] = ['anonymous', 'customerA', 'customerB', 'employee', 'tampered', 'algNone', 'expired', 'foreignKey'];

function expectedCode(gate: Gate, actor: Actor): 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN' {
  if (gate === 'public') return 'allowed';
  if (actor === 'anonymous' || actor === 'tampered' || actor === 'algNone' || actor === 'expired' || actor === 'foreignKey') return 'UNAUTHENTICATED';
  if (gate === 'signed-in') return 'allowed';
  const role = actor === 'employee' ? 'Employee' : 'Customer';
  return role === gate ? 'allowed' : 'FORBIDDEN';
}

eachDatabase('authorization matrix', (driver) => {
  let t: TestApp;
  const tokens: Partial<Record<Actor, string>> = {};

  beforeAll(async () => {
    t = await startTestApp(driver);
    const a = await t.newCustomer('matrix-a');
    const b = await t.newCustomer('matrix-b');
    const employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    Object.assign(tokens, {
      customerA: a.token,
      customerB: b.token,
      employee,
      tampered: tamperedToken(a.token),
      algNone: algNoneToken(employee),
      expired: expiredToken(employee),
      foreignKey: foreignToken(employee),
    });
  });
  afterAll(() => t?.close());

  it('tells a caller without a token to log in, and one with a bad token that the session ended', async () => {
    expect((await t.gql('{ me { id } }')).errors?.[0].message).toBe('Please log in first.');
    expect((await t.gql('{ me { id } }', {}, tokens.expired)).errors?.[0].message).toBe('Your session is invalid or has expired. Please log in again.');
    expect((await t.gql('{ products { productId } }', {}, tokens.customerA)).errors?.[0].message).toBe('Only Employee accounts can do this.');
  });

  const cases = OPERATIONS.flatMap((op) => ACTORS.map((actor) => [op.name, actor, expectedCode(op.gate, actor), op] as const));

  it.each(cases)('%s as %s → %s', async (_name, actor, expected, op) => {
    const result = await t.gql(op.document, op.variables, tokens[actor]);
    const code = result.errors?.[0]?.extensions?.code;
    if (expected === 'allowed') {
      expect(code).not.toBe('FORBIDDEN');
      // Public logins answer UNAUTHENTICATED for wrong credentials; gated calls never do for a valid caller.
      if (op.gate !== 'public') expect(code).not.toBe('UNAUTHENTICATED');
    } else {
      expect(code).toBe(expected);
      expect(result.data?.[op.name] ?? null).toBeNull();
    }
  });

  it('lists every Query and Mutation field of the schema', async () => {
    const result = await t.gql('{ __schema { queryType { fields(includeDeprecated: true) { name } } mutationType { fields(includeDeprecated: true) { name } } } }');
    const schema = result.data!.__schema;
    const fields = [...schema.queryType.fields, ...schema.mutationType.fields].map((f: { name: string }) => f.name).sort();
    expect(fields).toEqual(OPERATIONS.map((op) => op.name).sort());
  });
});
