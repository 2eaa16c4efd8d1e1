import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { routes } from '../app/routes';

/** Renders the real route table at an address, as the browser would. */
export function renderAt(path: string, table: RouteObject[] = routes) {
  const router = createMemoryRouter(table, { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token the client can decode, valid for an hour (the client never checks signatures). */
export function testToken(claims: Record<string, unknown> = {}): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ exp, ...claims })}.signature`;
}

/** Signs a user in the way the login screens do (session storage). */
export function signIn(role: string, userId = 'user-123') {
  sessionStorage.setItem('token', testToken({ sub: userId, role }));
  sessionStorage.setItem('userId', userId);
  sessionStorage.setItem('role', role);
}
