import { Role } from '../../platform/identity/role.js';
import { OrderStatus } from '../../modules/orders/order-status.js';
import { DEMO_ZONES } from '../../seed/delivery-zones.js';
import { pesosToCentavos } from '../../platform/money/pesos.js';
import { hash32, pick, type BulkSql } from './bulk-sql.js';

/**
 * The statements that write the history. Every pseudo-random choice is a hash of a row's number
 * (hash32), so the same sizes give the same history; only its dates move with the time it is made.
 */

/** What the history looks like. */
export interface HistoryShape {
  orders: number;
  customers: number;
  /** The most recent orders, still waiting for a decision. */
  pending: number;
  /** Unix ms: no order is placed and nothing is decided later than this. */
  nowMs: number;
  /** Order k is placed at a pseudo-random moment of its own slot of this many ms; the slots run back to back up to nowMs. */
  slotMs: number;
  /** Available products, numbered 0… in seed_products. */
  products: number;
  /** order_lines has product_type (added by a later migration): fill it too. */
  lineProductType: boolean;
  /** orders has delivery, payment and fulfilment columns (a later migration): fill them too. */
  delivery: boolean;
}

export const EMPLOYEES = 5;
/** Of the decided orders, by percentiles of one draw: below 93 approved, below 98 cancelled by an employee, the rest by the customer. */
const APPROVED_BELOW = 93;
const CANCELLED_BY_EMPLOYEE_BELOW = 98;
const DECISION_AFTER_MS = { min: 10 * 60 * 1000, max: 48 * 60 * 60 * 1000 };
const LINE_QUANTITY_MAX = 5;

const FIRST_NAMES = [
  'Juan',
  'Maria',
  'Jose',
  'Ana',
  'Pedro',
  'Rosa',
  'Carlo',
  'Liza',
  'Ramon',
  'Teresa',
  'Miguel',
  'Carmela',
  'Paolo',
  'Joy',
  'Andres',
  'Luz',
];
const LAST_NAMES = [
  'Santos',
  'Reyes',
  'Cruz',
  'Bautista',
  'Garcia',
  'Mendoza',
  'Torres',
  'Villanueva',
  'Ramos',
  'Aquino',
  'Navarro',
  'Castillo',
  'Flores',
  'Domingo',
  'Salazar',
  'Pascual',
];
const STREETS = [
  'Mabini St.',
  'Rizal Ave.',
  'Bonifacio St.',
  'Aguinaldo Hwy.',
  'Luna St.',
  'Burgos St.',
  'Del Pilar St.',
  'Tirona Hwy.',
];
const TOWNS = [
  'Kawit',
  'Rosario',
  'Bacoor',
  'Imus',
  'Dasmariñas',
  'General Trias',
  'Tanza',
  'Noveleta',
  'Cavite City',
  'Silang',
  'Trece Martires',
  'Naic',
];
const EMPLOYEE_NAMES = ['Maricel Aguilar', 'Ronaldo Pineda', 'Grace Lim', 'Edwin Soriano', 'Josefina Ocampo'];
// Remarks go into the audit events' JSON as they are: no quotes or backslashes in them.
const EMPLOYEE_REMARKS = [
  'Out of stock',
  'Customer could not be reached',
  'Delivery address is outside our area',
  'Duplicate order',
];
const CUSTOMER_REASONS = ['Ordered by mistake', 'Changed my mind', 'Wrong quantity', 'Will order again next week'];

const ACCOUNT_COLUMNS =
  'id, role, user_name, user_name_key, full_name, address, mobile_number, email_address, password_hash, token_version, created_at, updated_at';

/** Deterministic UUID-shaped ids: customers 00000000-0000-4000-8000-000000000001…, employees …-9000-…. */
export const customerId = (sql: BulkSql, n: string) => sql.concat("'00000000-0000-4000-8000-'", sql.padded(n, 12));
const employeeId = (sql: BulkSql, n: string) => sql.concat("'00000000-0000-4000-9000-'", sql.padded(n, 12));

/** Customers first…last (user names scale000001…), skipping those already there. Parameters: password hash, created-at time. */
export function customersSql(sql: BulkSql, first: number, last: number, nameDigits: number): string {
  const { with: prefix, from } = sql.sequence(first, last);
  const userName = sql.concat("'scale'", sql.padded('s.seq', nameDigits));
  const digits = sql.text('170000000 + s.seq');
  const fullName = sql.concat(
    pick(FIRST_NAMES, `${hash32('s.seq', 11)} % ${FIRST_NAMES.length}`),
    "' '",
    pick(LAST_NAMES, `${hash32('s.seq', 12)} % ${LAST_NAMES.length}`),
  );
  const address = sql.concat(
    sql.text(`1 + ${hash32('s.seq', 13)} % 250`),
    "' '",
    pick(STREETS, `${hash32('s.seq', 14)} % ${STREETS.length}`),
    "', '",
    pick(TOWNS, `${hash32('s.seq', 15)} % ${TOWNS.length}`),
    "', Cavite'",
  );
  const mobile = sql.concat(
    "'+63 9'",
    `SUBSTR(${digits}, 1, 2)`,
    "' '",
    `SUBSTR(${digits}, 3, 3)`,
    "' '",
    `SUBSTR(${digits}, 6, 4)`,
  );
  return `${prefix}INSERT INTO users (${ACCOUNT_COLUMNS})
    SELECT ${customerId(sql, 's.seq')}, '${Role.Customer}', ${userName}, ${userName}, ${fullName}, ${address}, ${mobile}, ${sql.concat(userName, "'@example.com'")}, ?, 0, ?, ?
    FROM ${from}
    WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = ${customerId(sql, 's.seq')})`;
}

/** The employees who decided the orders (scale-employee-1…), skipping those already there. Parameters: password hash, created-at time. */
export function employeesSql(sql: BulkSql): string {
  const { with: prefix, from } = sql.sequence(1, EMPLOYEES);
  const userName = sql.concat("'scale-employee-'", 's.seq');
  return `${prefix}INSERT INTO users (${ACCOUNT_COLUMNS})
    SELECT ${employeeId(sql, 's.seq')}, '${Role.Employee}', ${userName}, ${userName}, ${pick(EMPLOYEE_NAMES, 's.seq - 1')}, 'WATERS Plant, Rosario, Cavite',
      ${sql.concat("'+63 918 000 000'", 's.seq')}, ${sql.concat(userName, "'@example.com'")}, ?, 0, ?, ?
    FROM ${from}
    WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = ${employeeId(sql, 's.seq')})`;
}

/** The available products numbered 0… by id, so that a draw modulo their count picks one by a join. */
export const PRODUCT_NUMBERS_SQL = [
  'CREATE TEMPORARY TABLE seed_products (n INTEGER PRIMARY KEY, product_id VARCHAR(32) NOT NULL, name VARCHAR(120) NOT NULL, price_centavos INTEGER NOT NULL, type VARCHAR(16) NOT NULL)',
  `INSERT INTO seed_products (n, product_id, name, price_centavos, type)
    SELECT ROW_NUMBER() OVER (ORDER BY product_id) - 1, product_id, name, price_centavos, type FROM products WHERE archived = 0 AND status = 'Available'`,
];

/** One chunk's orders with six pseudo-random draws each, computed once and read by the statements below. */
export const CREATE_PLAN_SQL = `CREATE TEMPORARY TABLE seed_plan (k INTEGER PRIMARY KEY, ${[1, 2, 3, 4, 5, 6].map((i) => `r${i} BIGINT NOT NULL`).join(', ')})`;

export function planSql(sql: BulkSql, first: number, last: number): string {
  const { with: prefix, from } = sql.sequence(first, last);
  return `${prefix}INSERT INTO seed_plan (k, r1, r2, r3, r4, r5, r6) SELECT s.seq, ${[1, 2, 3, 4, 5, 6].map((salt) => hash32('s.seq', salt)).join(', ')} FROM ${from}`;
}

/** What each order of the plan (alias p) is, from its draws. */
function draws(sql: BulkSql, shape: HistoryShape) {
  const startMs = shape.nowMs - shape.orders * shape.slotMs;
  const placedMs = `${startMs} + (p.k - 1) * ${shape.slotMs} + p.r2 % ${shape.slotMs}`;
  const { min, max } = DECISION_AFTER_MS;
  const firstProduct = `p.r5 % ${shape.products}`;
  return {
    // The square of a uniform draw: low customer numbers order far more often (customer 1 about 0.7 % of all orders).
    customerNo: `1 + ((((p.r1 >> 12) * (p.r1 >> 12)) * ${shape.customers}) >> 40)`,
    placedMs,
    pending: `p.k > ${shape.orders - shape.pending}`,
    outcome: 'p.r3 % 100',
    employeeNo: `1 + (p.r3 >> 8) % ${EMPLOYEES}`,
    remark: '(p.r3 >> 16) % 4',
    decidedMs: sql.least(`${placedMs} + ${min} + p.r4 % ${max - min + 1}`, String(shape.nowMs)),
    firstProduct,
    // Any other product: the first one plus 1…products-1, around.
    secondProduct: `(${firstProduct} + 1 + (p.r5 >> 8) % ${shape.products - 1}) % ${shape.products}`,
    firstQuantity: `1 + p.r6 % ${LINE_QUANTITY_MAX}`,
    secondQuantity: `1 + (p.r6 >> 8) % ${LINE_QUANTITY_MAX}`,
  };
}

/** The plan's orders, each with its customer's details as they are and a total that is the sum of its two lines. */
export function ordersSql(sql: BulkSql, shape: HistoryShape): string {
  const d = draws(sql, shape);
  const remarks = [EMPLOYEE_REMARKS, CUSTOMER_REASONS].map((choices) => pick(choices, d.remark));
  return `INSERT INTO orders (id, customer_id, full_name, address, mobile_number, email_address, total_centavos, status, order_date, authorized_by_id, authorization_date, remarks)
    SELECT p.k, c.id, c.full_name, c.address, c.mobile_number, c.email_address,
      a.price_centavos * (${d.firstQuantity}) + b.price_centavos * (${d.secondQuantity}),
      CASE WHEN ${d.pending} THEN '${OrderStatus.PENDING}' WHEN ${d.outcome} < ${APPROVED_BELOW} THEN '${OrderStatus.APPROVED}' ELSE '${OrderStatus.CANCELLED}' END,
      ${sql.time(d.placedMs)},
      CASE WHEN ${d.pending} THEN NULL WHEN ${d.outcome} < ${CANCELLED_BY_EMPLOYEE_BELOW} THEN ${employeeId(sql, d.employeeNo)} ELSE c.id END,
      CASE WHEN ${d.pending} THEN NULL ELSE ${sql.time(d.decidedMs)} END,
      CASE WHEN ${d.pending} OR ${d.outcome} < ${APPROVED_BELOW} THEN NULL WHEN ${d.outcome} < ${CANCELLED_BY_EMPLOYEE_BELOW} THEN ${remarks[0]} ELSE ${remarks[1]} END
    FROM seed_plan p
    JOIN users c ON c.id = ${customerId(sql, d.customerNo)}
    JOIN seed_products a ON a.n = ${d.firstProduct}
    JOIN seed_products b ON b.n = ${d.secondProduct}
    ORDER BY p.k`;
}

/** Two lines per order of the plan (ids 2k-1 and 2k), names and prices from the catalogue. */
export function linesSql(sql: BulkSql, shape: HistoryShape): string {
  const d = draws(sql, shape);
  const quantity = `CASE l.n WHEN 0 THEN ${d.firstQuantity} ELSE ${d.secondQuantity} END`;
  const typeColumn = shape.lineProductType ? ', product_type' : '';
  const typeValue = shape.lineProductType ? ', pr.type' : '';
  return `INSERT INTO order_lines (id, order_id, product_id, product_name, unit_price_centavos, quantity, line_total_centavos${typeColumn})
    SELECT 2 * p.k - 1 + l.n, p.k, pr.product_id, pr.name, pr.price_centavos, ${quantity}, pr.price_centavos * (${quantity})${typeValue}
    FROM seed_plan p
    CROSS JOIN (SELECT 0 AS n UNION ALL SELECT 1) l
    JOIN seed_products pr ON pr.n = CASE l.n WHEN 0 THEN ${d.firstProduct} ELSE ${d.secondProduct} END
    ORDER BY p.k, l.n`;
}

/** The audit event of each decided order first…last, as OrdersService writes them, in the order they were decided. */
export function auditSql(sql: BulkSql, first: number, last: number): string {
  const remarks = `CASE WHEN o.remarks IS NULL THEN 'null' ELSE ${sql.concat(`'"'`, 'o.remarks', `'"'`)} END`;
  return `INSERT INTO audit_events (actor_id, action, target_type, target_id, before_state, after_state, created_at)
    SELECT o.authorized_by_id,
      CASE WHEN o.status = '${OrderStatus.APPROVED}' THEN 'order.approved' WHEN o.authorized_by_id = o.customer_id THEN 'order.cancelled_by_customer' ELSE 'order.cancelled' END,
      'order', ${sql.text('o.id')}, '{"status":"${OrderStatus.PENDING}"}', ${sql.concat(`'{"status":"'`, 'o.status', `'","remarks":'`, remarks, "'}'")}, o.authorization_date
    FROM orders o
    WHERE o.id BETWEEN ${first} AND ${last} AND o.authorization_date IS NOT NULL
    ORDER BY o.authorization_date, o.id`;
}

/** The demo zones with their fees in centavos; every fourth order is a pickup instead. */
const HISTORY_ZONES = DEMO_ZONES.map((zone) => ({ name: zone.name, feeCentavos: pesosToCentavos(zone.fee) }));
/** Orders approved more than this long before now were delivered (or picked up) and paid; later ones are still on their way. */
const DELIVERED_AFTER_MS = 4 * 24 * 60 * 60 * 1000;

/**
 * How orders first…last were received and paid: a quarter picked up at the facility, the rest
 * delivered to one of the zones 1–3 days after they were placed, the fee added to the total; a
 * fifth paid by bank transfer, GCash or Maya each, the rest in cash; approved orders older than
 * four days delivered or picked up and paid, later ones packed.
 */
export function deliverySql(sql: BulkSql, shape: HistoryShape, first: number, last: number): string {
  const pickup = 'o.id % 4 = 0';
  const zone = (field: 'name' | 'feeCentavos') =>
    `CASE WHEN ${pickup} THEN ${field === 'name' ? 'NULL' : '0'} ELSE CASE o.id % 3 ${HISTORY_ZONES.map((z, i) => `WHEN ${i} THEN ${field === 'name' ? `'${z.name}'` : z.feeCentavos}`).join(' ')} END END`;
  const done = `o.status = '${OrderStatus.APPROVED}' AND o.authorization_date < ${sql.time(String(shape.nowMs - DELIVERED_AFTER_MS))}`;
  const approved = `o.status = '${OrderStatus.APPROVED}'`;
  return `UPDATE orders AS o SET
      delivery_method = CASE WHEN ${pickup} THEN 'PICKUP' ELSE 'DELIVERY' END,
      delivery_zone_name = ${zone('name')},
      delivery_zone_id = (SELECT z.id FROM delivery_zones z WHERE z.name = ${zone('name')}),
      delivery_fee_centavos = ${zone('feeCentavos')},
      total_centavos = o.total_centavos + ${zone('feeCentavos')},
      delivery_date = ${sql.manilaDayAfter('o.order_date', '1 + o.id % 3')},
      payment_method = CASE o.id % 5 WHEN 0 THEN 'BANK_TRANSFER' WHEN 1 THEN 'GCASH' WHEN 2 THEN 'MAYA' ELSE 'CASH' END,
      payment_status = CASE WHEN ${done} THEN 'PAID' ELSE 'UNPAID' END,
      paid_at = CASE WHEN ${done} THEN o.authorization_date ELSE NULL END,
      fulfilment_status = CASE WHEN ${done} THEN CASE WHEN ${pickup} THEN 'PICKED_UP' ELSE 'DELIVERED' END WHEN ${approved} THEN 'PACKED' ELSE NULL END,
      packed_at = CASE WHEN ${approved} THEN o.authorization_date ELSE NULL END,
      dispatched_at = CASE WHEN ${done} THEN o.authorization_date ELSE NULL END,
      completed_at = CASE WHEN ${done} THEN o.authorization_date ELSE NULL END
    WHERE o.id BETWEEN ${first} AND ${last}`;
}
