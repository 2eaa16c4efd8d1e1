import fc from 'fast-check';
import { STRONG_PASSWORD } from './config.js';
import { Deep, Obj, PROTO_KEYS, Raw, Sym, clone, pick, prng, type J } from './json-model.js';

/** What a field means, so that well-formed values reach the rules behind validation. */
export type Kind =
  | 'newUserName'
  | 'loginUserName'
  | 'ownUserName'
  | 'fullName'
  | 'address'
  | 'mobile'
  | 'email'
  | 'password'
  | 'loginPassword'
  | 'newPassword'
  | 'currentPassword'
  | 'newProductId'
  | 'productRef'
  | 'orderProductId'
  | 'productName'
  | 'price'
  | 'productType'
  | 'productStatus'
  | 'image'
  | 'quantity'
  | 'orderId'
  | 'remarks'
  | 'dateTime'
  | 'callerId'
  | 'role'
  | 'timestamp'
  | 'cartId'
  | 'text'
  | 'int'
  | 'float'
  | 'bool'
  | 'id';

/** Where a field is used: the same name (userName, productId) means different things per operation. */
export type Context =
  'register' | 'login' | 'profile' | 'product-new' | 'product-ref' | 'order' | 'decide' | 'dashboard' | 'generic';

/** Product ids of the seeded catalogue, split so that the fuzzer never edits the ones orders use. */
export interface Catalogue {
  readonly orderable: readonly string[];
  readonly sacrificial: readonly string[];
}

export const FUZZ_PRODUCT_IDS = Array.from({ length: 40 }, (_, i) => `FZ-${i}`);

// ── hostile values ────────────────────────────────────────────────────────────

/** Numbers as raw JSON/GraphQL text: exponents, denormals, overflow, unsafe integers. */
export const RAW_NUMBERS = [
  '1e-7',
  '5e-324',
  '4.9e-324',
  '1e308',
  '-1e308',
  '1.7976931348623157e308',
  '1E400',
  '-1e400',
  '1e-400',
  '2.5e2',
  '1e21',
  '1e-5',
  '0e0',
  '-0',
  '-0.0',
  '0.1',
  '0.29',
  '1.005',
  '285.999',
  '0.001',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740993',
  '-9007199254740993',
  '123456789012345678901234567890',
  '1000000',
  '1000000.01',
  '999999.999',
];

export const NASTY_STRINGS = [
  '',
  ' ',
  '   ',
  '\t',
  '\n',
  '\r\n',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u007f',
  '\u0085',
  '\u2028\u2029',
  '\ufeff',
  '\u200b',
  '\u202eevil',
  '\ud800',
  '\udfff',
  'x\ud800',
  '\udc00\ud800',
  '\ud83d',
  'ok\udbffend',
  '🐟',
  '🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟🐟',
  '👨‍👩‍👧‍👦',
  'e\u0301',
  'Ⅻ',
  'ǅ',
  'İ',
  'ß',
  'ﬃ',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT SLEEP(5)',
  "\\'",
  '\\',
  '%',
  '_',
  '%00',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  'javascript:alert(1)',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e-7',
  '5e-324',
  '0x1F',
  '1_000',
  '٣',
  '１２３',
  ' 12 ',
  '12abc',
  '-0',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '[object Object]',
  'DRD-001',
  'drd-001',
  'DRD-001 ',
  ' DRD-001',
  'APPROVED',
  'PENDING',
  'Employee',
  'employee',
  'customer',
  'admin',
  'a@b',
  '@',
  'a@b.c\u0000',
  'x@y.z\ud800',
];

const LONG_UNITS = ['a', 'é', '🐟', '\u0000', ' ', 'x\ud800', '\u202e'];

const longString = fc
  .tuple(fc.constantFrom(129, 256, 1001, 5000, 70_000), fc.constantFrom(...LONG_UNITS))
  .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)));

/** UTF-16 code units at random: lone surrogates and control characters included. */
const codeUnitSoup = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 12 })
  .map((units) => String.fromCharCode(...units));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 2, arbitrary: codeUnitSoup },
  { weight: 2, arbitrary: longString },
);

export const hostileNumber: fc.Arbitrary<J> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((text) => new Raw(text)) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1, -0.5, 0.005, 0.015, 0.1 + 0.2) },
);

const SMALL_VALUES: J[] = [
  null,
  true,
  false,
  0,
  1,
  -1,
  '',
  'x',
  [],
  new Obj([]),
  [null],
  Obj.of({ x: 1 }),
  new Obj([['constructor', 1]]),
];
const small = fc.constantFrom(...SMALL_VALUES);

/** Objects whose keys collide with Object.prototype members or the prototype chain itself. */
const protoObject: fc.Arbitrary<J> = fc
  .tuple(
    fc.constantFrom(
      ...PROTO_KEYS,
      'toString',
      'valueOf',
      'hasOwnProperty',
      '__defineGetter__',
      'toJSON',
      'then',
      'length',
    ),
    small,
    fc.boolean(),
  )
  .map(
    ([key, value, withField]) =>
      new Obj(
        withField
          ? [
              ['x', 'y'],
              [key, value],
            ]
          : [[key, value]],
      ),
  );

const nest = (depth: number, inner: J, asArray: boolean): J => new Deep(depth, asArray, inner);

const deepValue: fc.Arbitrary<J> = fc
  .tuple(fc.constantFrom(25, 100, 1000, 5000), fc.boolean(), small)
  .map(([depth, asArray, inner]) => nest(depth, inner, asArray));

const jsonValue: fc.Arbitrary<J> = fc.jsonValue({ maxDepth: 3 }).map(function toModel(value: unknown): J {
  if (Array.isArray(value)) return value.map(toModel);
  if (value !== null && typeof value === 'object')
    return new Obj(Object.entries(value).map(([k, v]) => [k, toModel(v)]));
  return value as J;
});

/** Anything but a well-formed value: wrong types, nasty strings and numbers, hostile shapes. */
export const hostile: fc.Arbitrary<J> = fc.oneof(
  { weight: 3, arbitrary: small },
  { weight: 4, arbitrary: hostileNumber },
  { weight: 6, arbitrary: hostileString },
  { weight: 3, arbitrary: protoObject },
  { weight: 1, arbitrary: fc.array(small, { maxLength: 3 }) },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: jsonValue },
);

// ── well-formed values ────────────────────────────────────────────────────────

const counter = fc.integer({ min: 0, max: 0xffffff }).map((n) => n.toString(36));
const isoDate = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 11, 31) })
  .map((t) => new Date(t).toISOString());

export function wellFormed(kind: Kind, catalogue: Catalogue): fc.Arbitrary<J> {
  switch (kind) {
    case 'newUserName':
      return fc.oneof(
        { weight: 4, arbitrary: counter.map((c) => `fz${c}`) },
        { weight: 1, arbitrary: fc.constantFrom('customer', 'employee', 'CUSTOMER', 'Customer ') },
      );
    case 'loginUserName':
      return fc.constantFrom('customer', 'employee', 'CUSTOMER', 'nobody', 'fz0');
    case 'ownUserName':
      return fc.oneof(
        { weight: 8, arbitrary: fc.constant(new Sym('callerUserName')) },
        { weight: 1, arbitrary: fc.constantFrom('customer', 'employee') },
        { weight: 1, arbitrary: counter.map((c) => `fzp${c}`) },
      );
    case 'fullName':
      return fc.constantFrom('Juan dela Cruz', 'María Clara de los Santos', "O'Brien-Nuñez", 'Nguyễn Văn A');
    case 'address':
      return fc.constantFrom('1 Rizal Ave., Bacoor, Cavite', 'Blk 5 Lot 12, Rosario, Cavite 4106');
    case 'mobile':
      return fc.constantFrom('+63 917 555 0101', '(0917) 555-0101', '09175550101', '+1 (555) 010-9999');
    case 'email':
      return fc.oneof(
        counter.map((c) => `fz${c}@example.ph`),
        fc.constant('a@b.co'),
      );
    case 'password':
    case 'newPassword':
      return fc.constantFrom(STRONG_PASSWORD, 'Kape-at-Pandesal-77', 'Bangus-Belly-Crisp-9');
    case 'loginPassword':
      return fc.constantFrom('waters-customer', 'waters-employee', 'wrong-password', STRONG_PASSWORD);
    case 'currentPassword':
      return fc.constant(new Sym('callerPassword'));
    case 'newProductId':
      return fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...FUZZ_PRODUCT_IDS) },
        { weight: 1, arbitrary: fc.constantFrom(...catalogue.orderable) },
      );
    case 'productRef':
      return fc.constantFrom(...FUZZ_PRODUCT_IDS, ...catalogue.sacrificial, 'NOPE-404');
    case 'orderProductId':
      return fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...catalogue.orderable) },
        { weight: 1, arbitrary: fc.constantFrom(...FUZZ_PRODUCT_IDS, ...catalogue.sacrificial, 'NOPE-404') },
      );
    case 'productName':
      return counter.map((c) => `Fuzz Tuyo ${c}`);
    case 'price':
      return fc.oneof(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 500_000 }).map((c) => c / 100),
        fc.constantFrom(new Raw('2.5e2'), new Raw('1e3')),
      );
    case 'productType':
      return fc.constantFrom('DRIED', 'MARINATED', 'SMOKED');
    case 'productStatus':
      return fc.constantFrom('Available', 'Unavailable');
    case 'image':
      return fc.constantFrom('/images/products/dried/danggit.webp', 'https://cdn.waters.ph/p/tuyo.webp');
    case 'quantity':
      return fc.integer({ min: 1, max: 5 });
    case 'orderId':
      return fc.integer({ min: 1, max: 400 });
    case 'remarks':
      return fc.constantFrom('', 'Handa na', 'Out of stock — sorry 🐟', null);
    case 'dateTime':
      return isoDate;
    case 'callerId':
      return fc.oneof(
        { weight: 9, arbitrary: fc.constant(new Sym('callerId')) },
        { weight: 1, arbitrary: fc.constant(new Sym('otherUserId')) },
      );
    case 'role':
      return fc.constantFrom('Customer', 'Employee');
    case 'timestamp':
      return isoDate;
    case 'cartId':
      return fc.constantFrom(null, 1, 'c-1');
    case 'int':
      return fc.integer({ min: -5, max: 500 });
    case 'float':
      return fc.double({ min: -5, max: 5000, noNaN: true });
    case 'bool':
      return fc.boolean();
    case 'id':
    case 'text':
      return fc.string({ maxLength: 24 });
  }
}

/** Characters that break naive handling, inserted into an otherwise well-formed value ("a\ud800@b.co"). */
const SNIPPETS = [
  '\ud800',
  '\udfff',
  '\ud83d',
  '\u0000',
  '\u001f',
  '\u202e',
  '\ufeff',
  '🐟',
  "'",
  '"',
  '<',
  '%',
  '%00',
  '\n',
  ' ',
  'é',
  '\\',
  '\u0301',
];

const NUMERIC_KINDS: Kind[] = ['price', 'quantity', 'orderId', 'int', 'float', 'cartId'];

/** A well-formed value with a snippet inserted somewhere (strings only). */
export function decorated(valid: fc.Arbitrary<J>): fc.Arbitrary<J> {
  return fc.tuple(valid, fc.constantFrom(...SNIPPETS), fc.nat()).map(([value, snippet, at]) => {
    if (typeof value !== 'string') return snippet;
    const i = at % (value.length + 1);
    return value.slice(0, i) + snippet + value.slice(i);
  });
}

/** What a field gets when it is the faulty one: generic hostile values, or near-misses of its own kind. */
export function hostileFor(kind: Kind, catalogue: Catalogue): fc.Arbitrary<J> {
  if (NUMERIC_KINDS.includes(kind))
    return fc.oneof({ weight: 2, arbitrary: hostile }, { weight: 3, arbitrary: hostileNumber });
  return fc.oneof({ weight: 3, arbitrary: hostile }, { weight: 2, arbitrary: decorated(wellFormed(kind, catalogue)) });
}

/** The meaning of a field by its name (case-insensitive) in an operation's context. */
export function kindOf(field: string, context: Context, scalar?: string): Kind {
  const name = field.toLowerCase();
  switch (name) {
    case 'username':
      return context === 'register' ? 'newUserName' : context === 'profile' ? 'ownUserName' : 'loginUserName';
    case 'fullname':
      return 'fullName';
    case 'address':
      return 'address';
    case 'mobilenumber':
      return 'mobile';
    case 'emailaddress':
    case 'email':
      return 'email';
    case 'password':
    case 'passwordhash':
    case 'confirmpassword':
      return context === 'login' ? 'loginPassword' : context === 'profile' ? 'newPassword' : 'password';
    case 'newpassword':
    case 'confirmnewpassword':
      return 'newPassword';
    case 'currentpassword':
    case 'oldpassword':
      return 'currentPassword';
    case 'productid':
      return context === 'product-new' ? 'newProductId' : context === 'order' ? 'orderProductId' : 'productRef';
    case 'productname':
      return 'productName';
    case 'productprice':
    case 'totalprice':
      return 'price';
    case 'producttype':
      return 'productType';
    case 'productstatus':
      return 'productStatus';
    case 'productimage':
      return 'image';
    case 'quantity':
      return 'quantity';
    case 'orderid':
      return 'orderId';
    case 'remarks':
      return 'remarks';
    case 'from':
    case 'to':
      return 'dateTime';
    case 'id':
    case 'userid':
    case 'customerid':
    case 'employeeid':
      return 'callerId';
    case 'role':
      return 'role';
    case 'createdat':
    case 'updatedat':
      return 'timestamp';
    case 'cartid':
      return 'cartId';
  }
  switch (scalar) {
    case 'Int':
      return 'int';
    case 'Float':
      return 'float';
    case 'Boolean':
      return 'bool';
    case 'DateTime':
      return 'dateTime';
    case 'ID':
      return 'id';
    default:
      return 'text';
  }
}

/** The context of an operation or route, from its name. */
export function contextOf(name: string): Context {
  if (/register|sign-?up/i.test(name)) return 'register';
  if (/login|sign-?in/i.test(name)) return 'login';
  if (/profile|password/i.test(name)) return 'profile';
  if (/^addProduct$/i.test(name)) return 'product-new';
  if (/product/i.test(name) && !/order/i.test(name)) return 'product-ref';
  if (/placeOrder/i.test(name)) return 'order';
  if (/approve|cancel|decide/i.test(name)) return 'decide';
  if (/dashboard/i.test(name)) return 'dashboard';
  return 'generic';
}

const DATE_TEXTS = [
  '0000-00-00',
  '2026-02-30T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00Z',
  '2026-01-01',
  '2026-01-01T25:00:00Z',
  '1e308',
  'now',
  'Invalid Date',
  '2026-01-01T00:00:00+99:00',
];

/**
 * Faults that GraphQL's own type coercion lets through, so they reach the resolvers and
 * services: nasty strings for String/ID, extreme numbers for Float, edge integers for Int.
 */
export function typedHostile(scalar: string, kind: Kind, catalogue: Catalogue): fc.Arbitrary<J> {
  switch (scalar) {
    case 'Float':
      return hostileNumber;
    case 'Int':
      return fc.constantFrom<J>(
        0,
        -1,
        -2147483648,
        2147483647,
        1000,
        999,
        1_000_000,
        new Raw('2147483648'),
        new Raw('-0'),
        new Raw('1e2'),
      );
    case 'Boolean':
      return hostile;
    case 'DateTime':
      return fc.oneof(
        fc.constantFrom<J>(...DATE_TEXTS),
        hostileString,
        fc.constantFrom<J>(0, -1, new Raw('8.64e15'), new Raw('1e308')),
      );
    default:
      return fc.oneof(
        { weight: 3, arbitrary: hostileString as fc.Arbitrary<J> },
        { weight: 3, arbitrary: decorated(wellFormed(kind, catalogue)) },
      );
  }
}

// ── mutations of a whole body or variables object ─────────────────────────────

const EXTRA_FIELDS: [string, J][] = [
  ['isAdmin', true],
  ['role', 'Employee'],
  ['Role', 'Employee'],
  ['id', new Sym('otherUserId')],
  ['customerId', new Sym('otherUserId')],
  ['status', 'APPROVED'],
  ['priceCentavos', 1],
  ['archived', true],
  ['zzUnknown', 'x'],
  ['', ''],
  ['__typename', 'Order'],
];

type Mutation =
  | 'proto-key'
  | 'duplicate-key'
  | 'case-variant'
  | 'extra-field'
  | 'drop-field'
  | 'swap-shape'
  | 'deep-wrap'
  | 'nullify';
const MUTATIONS: Mutation[] = [
  'proto-key',
  'proto-key',
  'duplicate-key',
  'case-variant',
  'extra-field',
  'drop-field',
  'swap-shape',
  'deep-wrap',
  'nullify',
];

interface Slot {
  get(): J;
  set(value: J): void;
}

/** Every value slot in the tree (object entries and array items), the root excluded. */
function slots(root: J): Slot[] {
  const found: Slot[] = [];
  const stack: J[] = [root];
  while (stack.length > 0 && found.length < 500) {
    const node = stack.pop() as J;
    if (node instanceof Obj) {
      node.entries.forEach((entry) => {
        found.push({ get: () => entry[1], set: (v) => (entry[1] = v) });
        stack.push(entry[1]);
      });
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => {
        found.push({ get: () => node[i], set: (v) => (node[i] = v) });
        stack.push(item);
      });
    }
  }
  return found;
}

function objects(root: J): Obj[] {
  const found: Obj[] = [];
  const stack: J[] = [root];
  while (stack.length > 0 && found.length < 500) {
    const node = stack.pop() as J;
    if (node instanceof Obj) {
      found.push(node);
      for (const [, v] of node.entries) stack.push(v);
    } else if (Array.isArray(node)) stack.push(...node);
  }
  return found;
}

const caseVariant = (key: string, random: () => number): string => {
  const style = Math.floor(random() * 4);
  if (style === 0) return key.toLowerCase();
  if (style === 1) return key.toUpperCase();
  if (style === 2) return key.charAt(0).toUpperCase() + key.slice(1);
  return [...key].map((c) => (random() < 0.5 ? c.toLowerCase() : c.toUpperCase())).join('');
};

/**
 * Applies `count` structural mutations chosen from `seed`: prototype keys nested at any
 * depth, duplicate keys, case-variant names (legacy names are case-insensitive), extra and
 * missing fields, arrays for objects and back, deep wrapping, nulls.
 */
export function mutate(
  value: J,
  seed: number,
  count: number,
  allowCaseVariants: boolean,
): { value: J; applied: Mutation[] } {
  const random = prng(seed);
  let root = clone(value);
  const applied: Mutation[] = [];
  for (let i = 0; i < count; i++) {
    const mutation = pick(
      random,
      MUTATIONS.filter((m) => allowCaseVariants || m !== 'case-variant'),
    );
    const objs = objects(root);
    const target = objs.length > 0 ? pick(random, objs) : undefined;
    switch (mutation) {
      case 'proto-key': {
        if (!target) continue;
        const at = Math.floor(random() * (target.entries.length + 1));
        target.entries.splice(at, 0, [pick(random, PROTO_KEYS), clone(pick(random, SMALL_VALUES))]);
        break;
      }
      case 'duplicate-key': {
        if (!target || target.entries.length === 0) continue;
        const [key] = pick(random, target.entries);
        const copy: [string, J] = [key, clone(pick(random, SMALL_VALUES))];
        if (random() < 0.5) target.entries.unshift(copy);
        else target.entries.push(copy);
        break;
      }
      case 'case-variant':
        for (const obj of objs)
          obj.entries = obj.entries.map(([k, v]) => [random() < 0.6 ? caseVariant(k, random) : k, v]);
        break;
      case 'extra-field':
        if (!target) continue;
        target.entries.push(clone(pick(random, EXTRA_FIELDS)) as never);
        break;
      case 'drop-field':
        if (!target || target.entries.length === 0) continue;
        target.entries.splice(Math.floor(random() * target.entries.length), 1);
        break;
      case 'swap-shape': {
        const all = slots(root);
        if (all.length === 0) continue;
        const slot = pick(random, all);
        const current = slot.get();
        if (current instanceof Obj) slot.set([current]);
        else if (Array.isArray(current)) slot.set(new Obj(current.map((v, j) => [String(j), v])));
        else slot.set(random() < 0.5 ? [current] : new Obj([['value', current]]));
        break;
      }
      case 'deep-wrap': {
        const all = slots(root);
        const depth = pick(random, [30, 200, 2000]);
        if (all.length === 0) root = nest(depth, root, random() < 0.5);
        else {
          const slot = pick(random, all);
          slot.set(nest(depth, slot.get(), random() < 0.5));
        }
        break;
      }
      case 'nullify': {
        const all = slots(root);
        if (all.length === 0) continue;
        pick(random, all).set(null);
        break;
      }
    }
    applied.push(mutation);
  }
  return { value: root, applied };
}

/** How many mutations an input gets: none for most, so that inputs with one fault stay common. */
export const mutationCount = fc.oneof(
  { weight: 12, arbitrary: fc.constant(0) },
  { weight: 5, arbitrary: fc.constant(1) },
  { weight: 3, arbitrary: fc.integer({ min: 2, max: 3 }) },
);

/** Extra query-string parameters of legacy calls. */
export const HOSTILE_QUERY_EXTRAS: [string, string][] = [
  ['__proto__', 'x'],
  ['constructor', '1'],
  ['prototype', '1'],
  ['__proto__[isAdmin]', 'true'],
  ['employeeId[]', '1'],
  ['orderId', '1'],
  ['x', '%zz'],
];

/** Query-string values that no encoder produces: broken escapes, over-long and invalid UTF-8. */
export const RAW_QUERY_VALUES = [
  '%',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%00',
  '%2e%2e%2f',
  'a+b',
  '%E2%80%AE',
  '1%00',
];

/** Percent-encodes any string, lone surrogates included (as the invalid UTF-8 a buggy client would send). */
export function encodeQueryValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((c) => {
        const code = c.charCodeAt(0);
        if (c.length === 1 && code >= 0xd800 && code <= 0xdfff) {
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('');
        }
        return encodeURIComponent(c);
      })
      .join('');
  }
}
