/** Talking to the running app: plain requests, a customer and an employee signed in. */
import { randomBytes } from 'node:crypto';
import { run } from './processes.mjs';

/** One request; the answer's status, content type, headers and exact bytes. */
export async function request(baseUrl, path, { method = 'GET', token, body, headers = {} } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      // As autocannon sends no Accept-Encoding, ask for the same uncompressed answer it gets.
      'accept-encoding': 'identity',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    headers: [...response.headers],
    bytes,
    text: () => bytes.toString('utf8'),
  };
}

async function json(baseUrl, path, options) {
  const answer = await request(baseUrl, path, options);
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`${options?.method ?? 'GET'} ${path} answered ${answer.status}: ${answer.text().slice(0, 300)}`);
  return answer.contentType.includes('json') ? JSON.parse(answer.text()) : answer.text();
}

/**
 * A fresh customer (registered through the legacy API) and a fresh employee (production has no
 * demo accounts, so through the create-employee CLI with the server's own environment).
 */
export async function signIn(baseUrl, { createEmployeeScript, env }) {
  const suffix = randomBytes(3).toString('hex');
  const customer = { userName: `bench-customer-${suffix}`, password: 'tinapa-and-rice-42' };
  await json(baseUrl, '/api/Login/register', {
    method: 'POST',
    body: {
      userName: customer.userName,
      fullName: 'Bench Customer',
      address: 'Kawit, Cavite',
      mobileNumber: '+63 917 555 0101',
      emailAddress: `customer-${suffix}@example.com`,
      passwordHash: customer.password,
      confirmPassword: customer.password,
    },
  });
  const employee = { userName: `bench-employee-${suffix}`, password: 'smoked-bangus-at-dawn-73' };
  await run(
    process.execPath,
    [
      createEmployeeScript,
      '--username',
      employee.userName,
      '--full-name',
      'Bench Employee',
      '--email',
      `employee-${suffix}@example.com`,
      '--mobile',
      '+63 917 555 0102',
      '--address',
      'Rosario, Cavite',
      '--password',
      employee.password,
    ],
    env,
  );
  const login = (portal, { userName, password }) =>
    json(baseUrl, `/api/Login/${portal}-login`, {
      method: 'POST',
      body: { UserName: userName, PasswordHash: password },
    });
  const c = await login('customer', customer);
  const e = await login('employee', employee);
  return { customer: { id: c.userId, token: c.token }, employee: { id: e.userId, token: e.token } };
}
