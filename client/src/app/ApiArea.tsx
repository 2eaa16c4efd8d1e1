import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo';
import { clearSession, forgetRememberedToken, getSession, signOutTarget, subscribeSession } from '../lib/session';

/**
 * The signed-in areas (accounts, shop, portal, admin) and only they load Apollo Client:
 * the marketing pages never download it.
 */
export default function ApiArea() {
  const navigate = useNavigate();
  const client = useMemo(
    () =>
      createApolloClient(() => {
        forgetRememberedToken(getSession()?.token);
        clearSession();
        navigate(signOutTarget(window.location.pathname), { replace: true });
      }),
    [navigate],
  );
  // Whoever signs in next in this tab must not see the previous user's cached orders.
  useEffect(
    () =>
      subscribeSession(() => {
        if (!getSession()) void client.clearStore();
      }),
    [client],
  );
  return (
    <ApolloProvider client={client}>
      <Outlet />
    </ApolloProvider>
  );
}
