import { JwtService } from '@nestjs/jwt';
import { TEST_JWT_SECRET } from './test-app.js';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

/** Same signature, payload edited to claim the Employee role. */
export function tamperedToken(validCustomerToken: string): string {
  const [header, , signature] = validCustomerToken.split('.');
  return [header, b64({ ...claimsOf(validCustomerToken), role: 'Employee' }), signature].join('.');
}

/** An unsigned token (`alg: none`) claiming to be the given, real account. */
export function algNoneToken(validToken: string): string {
  return [b64({ alg: 'none', typ: 'JWT' }), b64(claimsOf(validToken)), ''].join('.');
}

/** Correctly signed, but expired a minute ago. */
export function expiredToken(validToken: string): string {
  const { iat: _iat, exp: _exp, ...claims } = claimsOf(validToken);
  const now = Math.floor(Date.now() / 1000);
  return new JwtService({ secret: TEST_JWT_SECRET }).sign(
    { ...claims, iat: now - 7200, exp: now - 60 },
    { algorithm: 'HS256' },
  );
}

/** Correctly signed with another secret. */
export function foreignToken(validToken: string): string {
  const { iat: _iat, exp: _exp, ...claims } = claimsOf(validToken);
  return new JwtService({ secret: 'another-secret-another-secret-another-secret!!' }).sign(claims, {
    algorithm: 'HS256',
    expiresIn: 3600,
  });
}

export { claimsOf };
