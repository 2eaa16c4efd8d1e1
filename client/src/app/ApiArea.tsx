import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router-dom';
import { apiClient, onSessionEndedNavigate } from '../api/api-client';

/**
 * The signed-in areas (accounts, shop, portal, admin) and only they load Apollo Client:
 * the marketing pages never download it.
 */
export default function ApiArea() {
  const navigate = useNavigate();
  // The page being opened, while its code and first data load: a session found ended then comes back to it.
  const goingTo = useRef<string | undefined>(undefined);
  goingTo.current = useNavigation().location?.pathname;
  // A session the server ends sends the visitor on from the page they are on (or were opening).
  useEffect(
    () =>
      onSessionEndedNavigate(
        (to, state) => void navigate(to, { replace: true, state }),
        () => goingTo.current,
      ),
    [navigate],
  );
  return (
    <ApolloProvider client={apiClient()}>
      <Outlet />
    </ApolloProvider>
  );
}
