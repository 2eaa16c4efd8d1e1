import { ApolloProvider } from '@apollo/client/react';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { apiClient, onSessionEndedNavigate } from '../api/api-client';

/**
 * The signed-in areas (accounts, shop, portal, admin) and only they load Apollo Client:
 * the marketing pages never download it.
 */
export default function ApiArea() {
  const navigate = useNavigate();
  // A session the server ends sends the visitor on from the page they are on (or were opening).
  useEffect(() => onSessionEndedNavigate((to, state) => void navigate(to, { replace: true, state })), [navigate]);
  return (
    <ApolloProvider client={apiClient()}>
      <Outlet />
    </ApolloProvider>
  );
}
