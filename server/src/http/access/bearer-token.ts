/** The token of an `Authorization: Bearer <token>` header (what passport-jwt reads too). */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer (\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}
