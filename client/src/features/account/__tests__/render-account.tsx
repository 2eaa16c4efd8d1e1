import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** Screens the account pages go to, rendered as plain markers so a test can see the navigation. */
const MARKERS: Record<string, string> = { '/home': 'Home page marker', '/login-page': 'Login page marker' };
export const HOME_MARKER = MARKERS['/home'];
export const LOGIN_MARKER = MARKERS['/login-page'];

/** Renders an account page at its address, with mocked GraphQL answers (answered without delay). */
export function renderAccountPage(path: string, page: ReactElement, mocks: ReadonlyArray<MockLink.MockedResponse> = []) {
  return render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          {Object.entries(MARKERS)
            .filter(([markerPath]) => markerPath !== path)
            .map(([markerPath, text]) => (
              <Route key={markerPath} path={markerPath} element={<p>{text}</p>} />
            ))}
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

export const PROFILE = {
  __typename: 'UserProfile' as const,
  id: '7f1c2a8e-0000-4000-8000-000000000001',
  role: 'Customer' as const,
  userName: 'juan.dc',
  fullName: 'Juan Dela Cruz',
  address: '12 Rizal St., Rosario, Cavite',
  mobileNumber: '+63 917 123 4567',
  emailAddress: 'juan@example.ph',
  createdAt: '2026-01-05T02:30:00.000Z',
  updatedAt: '2026-03-10T08:15:00.000Z',
};
