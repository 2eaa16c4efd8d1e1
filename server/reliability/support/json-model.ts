/**
 * JSON as the fuzzer builds it. Objects keep an entry list, so a key may repeat or be
 * "__proto__"; numbers may be written as raw text ("1e-7", "5e-324"); placeholders name
 * values only known when the request is sent (the caller's id, user name, password).
 */
export type J = null | boolean | number | string | Raw | Sym | Deep | J[] | Obj;

export class Obj {
  constructor(public entries: [string, J][]) {}
  static of(record: Record<string, J>): Obj {
    return new Obj(Object.entries(record));
  }
}

/** A number written exactly as given in the JSON or GraphQL text. */
export class Raw {
  constructor(readonly text: string) {}
}

/** `inner` wrapped in `depth` arrays or objects; written with string repeats, never recursed into. */
export class Deep {
  constructor(
    readonly depth: number,
    readonly asArray: boolean,
    readonly inner: J,
  ) {}
}

export type SymName = 'callerId' | 'otherUserId' | 'callerUserName' | 'callerPassword';

export class Sym {
  constructor(readonly name: SymName) {}
}

export type Resolve = (sym: Sym) => J;

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

/** JSON text; JSON.stringify escapes lone surrogates as \udXXX, so the text stays ASCII-safe. */
export function toJson(value: J, resolve: Resolve): string {
  if (value instanceof Sym) return toJson(resolve(value), resolve);
  if (value instanceof Raw) return value.text;
  if (value instanceof Deep) {
    const [open, close] = value.asArray ? ['[', ']'] : ['{"a":', '}'];
    return `${open.repeat(value.depth)}${toJson(value.inner, resolve)}${close.repeat(value.depth)}`;
  }
  if (value instanceof Obj)
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v, resolve)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map((v) => toJson(v, resolve)).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
}

/** A deep copy (generated values may share constant objects). */
export function clone(value: J): J {
  if (value instanceof Obj) return new Obj(value.entries.map(([k, v]) => [k, clone(v)]));
  if (Array.isArray(value)) return value.map(clone);
  return value;
}

/** Replaces placeholders (so that the value can be printed as a GraphQL literal or searched). */
export function resolveAll(value: J, resolve: Resolve): J {
  if (value instanceof Sym) return resolveAll(resolve(value), resolve);
  if (value instanceof Deep) return new Deep(value.depth, value.asArray, resolveAll(value.inner, resolve));
  if (value instanceof Obj) return new Obj(value.entries.map(([k, v]) => [k, resolveAll(v, resolve)]));
  if (Array.isArray(value)) return value.map((v) => resolveAll(v, resolve));
  return value;
}

/** The value a JSON parser would keep for `key` (the last duplicate wins); optionally case-insensitive like the legacy API. */
export function lookup(value: J | undefined, key: string, caseInsensitive = false): J | undefined {
  if (!(value instanceof Obj)) return undefined;
  let found: J | undefined;
  for (const [k, v] of value.entries)
    if (caseInsensitive ? k.toLowerCase() === key.toLowerCase() : k === key) found = v;
  return found;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex -- the control characters are what this finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const EMOJI = /\p{Extended_Pictographic}/u;

/**
 * The hostile ingredients a value contains, e.g. "key:constructor", "string:lone-surrogate",
 * "number:1e-7". Failing inputs are attributed to the ingredient that fails most often.
 */
export function ingredients(value: J, into = new Set<string>(), depth = 0): Set<string> {
  if (depth === 20) into.add('deep-nesting');
  if (value instanceof Deep) {
    into.add('deep-nesting');
    ingredients(value.inner, into, depth + 1);
  } else if (value instanceof Raw) {
    numberIngredients(value.text, into);
  } else if (value instanceof Obj) {
    const seen = new Set<string>();
    for (const [k, v] of value.entries) {
      if (PROTO_KEYS.includes(k)) into.add(`key:${k}`);
      if (seen.has(k)) into.add('duplicate-key');
      seen.add(k);
      ingredients(v, into, depth + 1);
    }
  } else if (Array.isArray(value)) {
    for (const v of value) ingredients(v, into, depth + 1);
  } else if (typeof value === 'number') {
    numberIngredients(JSON.stringify(value), into);
  } else if (value === null) {
    into.add('null');
  } else if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) into.add('string:lone-surrogate');
    if (CONTROL.test(value)) into.add('string:control-character');
    if (EMOJI.test(value)) into.add('string:emoji');
    if (value.length > 1000) into.add('string:long');
    if (value === '') into.add('string:empty');
    else if (value.trim() === '') into.add('string:blank');
    if (/DROP TABLE|' OR|SLEEP\(/i.test(value)) into.add('string:sql');
    if (/<script|<img/i.test(value)) into.add('string:html');
  }
  return into;
}

/** Numbers by how they are written and what they parse to (the text is what the server reads). */
function numberIngredients(text: string, into: Set<string>): void {
  const value = Number(text);
  if (/e/i.test(text)) into.add('number:exponent');
  if (!Number.isFinite(value)) into.add('number:overflow');
  else if (value !== 0 && Math.abs(value) < 1e-300) into.add('number:denormal');
  else if (Number.isInteger(value) && !Number.isSafeInteger(value)) into.add('number:unsafe-integer');
  else if (!Number.isInteger(value)) into.add('number:fraction');
  if (value < 0 || Object.is(value, -0)) into.add('number:negative');
}

/** A small deterministic PRNG (mulberry32) for tree mutations drawn from one generated seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];
