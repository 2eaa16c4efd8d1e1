import { type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { RouteErrorBoundary } from './ErrorPage';
import { routes } from './routes';

/**
 * The route table rendered at the router's address (the browser's, or the pre-renderer's), with
 * the error page for a page that fails to render or to load its code.
 */
export function AppRoutes({ table = routes }: { readonly table?: RouteObject[] }) {
  const element = useRoutes(table);
  return <RouteErrorBoundary resetKey={useLocation().pathname}>{element}</RouteErrorBoundary>;
}
