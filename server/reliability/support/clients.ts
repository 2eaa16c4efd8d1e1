import { randomBytes } from 'node:crypto';
import { clientDocument } from '../../test/support/trusted-calls.js';
import { STRONG_PASSWORD } from './config.js';

/** One HTTP answer; status 0 means none came (refused, reset, timed out). */
export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The body parsed as JSON, or undefined. */
  readonly json: any;
  /** Client-side time until the whole body arrived. */
  readonly ms: number;
  /** Why there was no answer (status 0). */
  readonly error?: string;
}

export interface SendOptions {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  /** Sent byte for byte. */
  readonly body?: string | Uint8Array;
  readonly timeoutMs?: number;
}

const NO_HEADERS = new Headers();

async function openingChunk(body: ReadableStream<Uint8Array>): Promise<string> {
  const reader = body.getReader();
  const first = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(first.value);
}

/** Sends one request and never throws: transport failures are answers with status 0. */
export async function send(url: string, options: SendOptions = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
    // A live event stream stays open: its opening chunk is the answer.
    const streaming = response.headers.get('content-type')?.startsWith('text/event-stream') && response.body;
    const text = streaming ? await openingChunk(response.body) : await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json, ms: performance.now() - started };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const message =
      error instanceof Error ? `${error.name}: ${error.message}${cause ? ` (${cause})` : ''}` : String(error);
    return {
      status: 0,
      headers: NO_HEADERS,
      text: '',
      json: undefined,
      ms: performance.now() - started,
      error: message,
    };
  }
}

const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

export function gql(
  base: string,
  query: string,
  variables?: unknown,
  token?: string,
  headers: Record<string, string> = {},
  timeoutMs?: number,
): Promise<Answer> {
  return send(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token), ...headers },
    body: JSON.stringify({ query, variables }),
    timeoutMs,
  });
}

export function rest(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const hasBody = options.body !== undefined;
  return send(`${base}${path}`, {
    method,
    headers: {
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...bearer(options.token),
      ...options.headers,
    },
    body: hasBody ? JSON.stringify(options.body) : undefined,
    timeoutMs: options.timeoutMs,
  });
}

/** The first error code of a GraphQL answer. */
export const gqlCode = (answer: Answer): string | undefined => answer.json?.errors?.[0]?.extensions?.code;

export interface Account {
  readonly role: 'Customer' | 'Employee';
  id: string;
  userName: string;
  password: string;
  token: string;
}

export async function login(base: string, role: Account['role'], userName: string, password: string): Promise<Account> {
  const field = role === 'Customer' ? 'customerLogin' : 'employeeLogin';
  // The portals' own documents: a production server runs nothing else for a stranger (TRUSTED_DOCUMENTS=strict).
  const answer = await gql(base, clientDocument(role === 'Customer' ? 'CustomerLogin' : 'EmployeeLogin'), {
    input: { userName, password },
  });
  const payload = answer.json?.data?.[field];
  if (!payload) throw new Error(`${field} of ${userName} failed: ${answer.status} ${answer.text.slice(0, 300)}`);
  return { role, id: String(payload.userId), userName, password, token: payload.token };
}

/** A new customer (GraphQL register, then login, with the web client's documents). */
export async function registerCustomer(base: string, prefix = 'rel'): Promise<Account> {
  const userName = `${prefix}${randomBytes(5).toString('hex')}`.slice(0, 32);
  const input = {
    userName,
    fullName: `Reliability ${userName}`,
    address: '1 Rizal Ave., Bacoor, Cavite',
    mobileNumber: '+63 917 000 1234',
    emailAddress: `${userName}@example.ph`,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
  };
  const answer = await gql(base, clientDocument('Register'), { input });
  if (!answer.json?.data?.register)
    throw new Error(`register ${userName} failed: ${answer.status} ${answer.text.slice(0, 300)}`);
  return login(base, 'Customer', userName, STRONG_PASSWORD);
}

/** Runs `work` over the items with at most `limit` in flight; results keep the items' order. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  });
  await Promise.all(lanes);
  return results;
}

export const median = (values: readonly number[]): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
