import { RoleGate } from '../../components/RoleGate';
import { usePageTitle } from '../../lib/use-page-title';
import { ManageProducts } from '../portal/ManageProducts';
import { CustomerStorefront } from './CustomerStorefront';

/** storefront: customer product browsing or employee product management, by role. */
export default function StorefrontPage() {
  usePageTitle('Storefront');
  return <RoleGate title="Storefront" views={{ Customer: () => <CustomerStorefront />, Employee: () => <ManageProducts /> }} />;
}
