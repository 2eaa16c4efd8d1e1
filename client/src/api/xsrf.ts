/** The XSRF-TOKEN cookie the server gave this browser: a non-GET /api call must echo it (X-XSRF-TOKEN). */
export function xsrfToken(): string | undefined {
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === 'XSRF-TOKEN')?.[1];
}
