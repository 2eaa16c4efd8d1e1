import { Link, useSearchParams } from 'react-router-dom';
import { onDemand } from '../../../components/on-demand';
import { ScreenHeader } from '../../../components/ScreenHeader';

export const TRADE_TITLE = 'Trade accounts';

// Each view comes in a chunk of its own (with its dialogs), when it is shown.
const Applications = onDemand(() => import('./TradeAccountLists').then((module) => module.Applications));
const Accounts = onDemand(() => import('./ApprovedAccounts').then((module) => module.Accounts));
const PriceGroups = onDemand(() => import('./PriceGroups').then((module) => module.PriceGroups));
const PriceList = onDemand(() => import('./PriceList').then((module) => module.PriceList));

const VIEWS = [
  { key: 'applications', label: 'Applications', Shown: Applications },
  { key: 'accounts', label: 'Accounts', Shown: Accounts },
  { key: 'groups', label: 'Price groups', Shown: PriceGroups },
  { key: 'prices', label: 'Price list', Shown: PriceList },
] as const;

/**
 * Trade customers (employees): the applications to approve into a price group or decline, the
 * approved accounts and their groups, the price groups (minimum order, days to pay), and a group's
 * price list with each product's tiers and the quantities it is sold to trade in. The view shown is
 * kept in the address (?view=…), so each can be linked to and the browser's Back returns to it.
 */
export function TradeScreen() {
  const [params] = useSearchParams();
  const current = VIEWS.find((view) => view.key === params.get('view')) ?? VIEWS[0];
  const { Shown } = current;
  return (
    <section aria-labelledby="trade-title">
      <ScreenHeader title={TRADE_TITLE} headingId="trade-title" />
      <p>
        Restaurants, resellers and other businesses apply from Edit Profile. Approved into a price group, they pay its
        prices from the price list, in the quantities each product is sold to trade, for at least its minimum order.
      </p>
      <nav aria-label="Trade accounts views" className="mb-3">
        <ul className="nav nav-tabs">
          {VIEWS.map((view) => (
            <li key={view.key} className="nav-item">
              <Link
                className={view === current ? 'nav-link active' : 'nav-link'}
                aria-current={view === current ? 'page' : undefined}
                to={`?view=${view.key}`}
              >
                {view.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Shown />
    </section>
  );
}
