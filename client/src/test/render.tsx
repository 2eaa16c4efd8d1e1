import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { routes } from '../app/routes';

/** Renders the real route table at an address, as the browser would. */
export function renderAt(path: string, table: RouteObject[] = routes) {
  const router = createMemoryRouter(table, { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

/** Signs a user in the way the login screens do (session storage). */
export function signIn(role: string, userId = 'user-123') {
  sessionStorage.setItem('token', 'header.payload.signature');
  sessionStorage.setItem('userId', userId);
  sessionStorage.setItem('role', role);
}
