import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { routes } from '../app/routes';
import { Toaster } from '../components/Toaster';
import { createCache } from '../api/apollo';
import { mockLink, type SentOperation } from './mock-link';

export { settle, type SentOperation } from './mock-link';

/** What a screen shows in place of itself once it has sent the reader to another address (`only`). */
export const ANOTHER_PAGE = 'Another page';

interface ScreenOptions {
  /** The address the screen opens at. */
  path?: string;
  /** The GraphQL answers, given without a delay. */
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** Collects each operation's name and headers as it is sent (test/mock-link.ts). */
  sent?: SentOperation[];
  /** The screen only at `path`, ANOTHER_PAGE elsewhere (to see it left); otherwise at every address. */
  only?: boolean;
  /** The shell's notice stack (an empty assertive live region); off for screens that only use their own alerts. */
  toasts?: boolean;
}

function Address() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

/** One screen, or several at their addresses (each only at its own; ANOTHER_PAGE elsewhere). */
type Screens = ReactElement | Readonly<Record<string, ReactElement>>;

const anotherPage: RouteObject = { path: '*', element: <p>{ANOTHER_PAGE}</p> };

function screenRoutes(ui: Screens, path: string, only: boolean): RouteObject[] {
  if (!isValidElement(ui)) return [...Object.entries(ui).map(([at, element]) => ({ path: at, element })), anotherPage];
  if (!only) return [{ path: '*', element: ui }];
  return [{ path: path.split(/[?#]/)[0], element: ui }, anotherPage];
}

/**
 * One screen as the shell shows it: the app's own Apollo cache (createCache, so cache updates
 * behave as in the browser) over mocked answers, a memory router at `path` (a data router: tests may navigate it), the
 * toasts, and the current address on show (currentPath).
 */
export function renderScreen(
  ui: Screens,
  { path = '/', mocks = [], sent, only = false, toasts = true }: ScreenOptions = {},
) {
  const shell: RouteObject = {
    element: (
      <>
        <Outlet />
        <Address />
        {toasts && <Toaster />}
      </>
    ),
    children: screenRoutes(ui, path, only),
  };
  const router = createMemoryRouter([shell], { initialEntries: [path] });
  const view = render(
    <MockedProvider link={mockLink(mocks, sent)} cache={createCache()}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { router, ...view };
}

/** The alerts that say something (the notice stack's assertive region is always there, empty). */
export const alertsWithText = () => screen.queryAllByRole('alert').filter((alert) => alert.textContent !== '');

/** Where the router of renderScreen is now. */
export const currentPath = () => screen.getByTestId('location').textContent;

/** Waits until the screen has sent the reader to `path`. */
export const expectAddress = (path: string) => waitFor(() => expect(currentPath()).toBe(path));

/** Renders the real route table at an address, as the browser would. */
export function renderAt(path: string, table: RouteObject[] = routes) {
  const router = createMemoryRouter(table, { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

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
