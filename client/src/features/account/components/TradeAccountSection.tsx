import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { MyAddressesDocument } from '../../../api/my-addresses.generated';
import { onDemand } from '../../../components/on-demand';
import { formatMediumDate, formatPeso } from '../../../lib/format';
import { PATHS } from '../../../lib/paths';
import { MyTradeAccountDocument } from '../api/my-trade-account.generated';
import type { MyTradeAccountFieldsFragment } from '../api/trade-account-fields.generated';
import { TradeApplicationForm } from './TradeApplicationForm';

const TITLE_ID = 'trade-account-title';

// An approved account's statement (its figures, table and downloads) comes in a chunk of its own, when shown.
const MonthlyStatement = onDemand(() => import('./MonthlyStatement').then((module) => module.MonthlyStatement));

/**
 * Edit Profile's trade account, for restaurants, resellers and other businesses: what it is and the
 * application form; once applied, that it is being reviewed; approved, the business's price group
 * with its minimum order and days to pay, and its monthly statement; declined, why, and the form again.
 */
export function TradeAccountSection() {
  const { data, error, refetch } = useQuery(MyTradeAccountDocument, { fetchPolicy: 'cache-and-network' });
  // The page has read the address book already: its answer is in the cache.
  const book = useQuery(MyAddressesDocument, { fetchPolicy: 'cache-first' }).data?.myAddresses;
  const [applyingAgain, setApplyingAgain] = useState(false);
  const account = data?.myTradeAccount ?? null;
  const applied = () => {
    setApplyingAgain(false);
    requestAnimationFrame(() => document.getElementById(TITLE_ID)?.focus());
  };

  let body;
  if (!data || !book) {
    body =
      error && !data ? (
        <p>
          Your trade account could not be loaded.{' '}
          <Button variant="outline-secondary" size="sm" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        </p>
      ) : (
        <p role="status">Loading your trade account…</p>
      );
  } else if (!account) {
    body = (
      <>
        <p>
          For restaurants, resellers and other businesses: once approved, you buy at your group&rsquo;s trade prices,
          which fall as the quantity rises. Some products are sold to trade in fixed quantities, and each group has a
          minimum order.
        </p>
        <TradeApplicationForm before={null} addresses={book} onApplied={applied} />
      </>
    );
  } else if (account.status === 'DECLINED' && applyingAgain) {
    body = <TradeApplicationForm before={account} addresses={book} focusFirst onApplied={applied} />;
  } else {
    body = (
      <>
        <TradeAccountState account={account} onApplyAgain={() => setApplyingAgain(true)} />
        {account.status === 'APPROVED' && <MonthlyStatement approvedAt={account.decidedAt} />}
      </>
    );
  }

  return (
    <section aria-labelledby={TITLE_ID} id="trade-account">
      <h2 id={TITLE_ID} className="h4" tabIndex={-1}>
        Trade account
      </h2>
      {body}
    </section>
  );
}

/** Where the application stands (announced when it changes, as after Apply). */
function TradeAccountState({
  account,
  onApplyAgain,
}: {
  account: MyTradeAccountFieldsFragment;
  onApplyAgain: () => void;
}) {
  const group = account.priceGroup;
  return (
    <div role="status">
      {account.status === 'PENDING' && (
        <>
          <p className="mb-1 fw-semibold">Your application is being reviewed.</p>
          <p className="mb-0 text-body-secondary">
            {account.businessName}, applied on {formatMediumDate(account.appliedAt)}. We e-mail you once it is decided.
          </p>
        </>
      )}
      {account.status === 'APPROVED' && group && (
        <>
          <p className="mb-1 fw-semibold">
            Trade account: {account.businessName} — {group.name} prices
          </p>
          <p className="mb-0">
            {group.minOrderAmount > 0 ? `Orders start at ${formatPeso(group.minOrderAmount)}.` : 'No minimum order.'}
            {group.termsDays ? ` You pay within ${group.termsDays} days of delivery.` : ''} The storefront and your cart
            show your prices.
          </p>
          <p className="mb-0 mt-1">
            A cart saved as a standing order is placed for you on its weekdays:{' '}
            <Link to={PATHS.standingOrders}>your standing orders</Link>.
          </p>
        </>
      )}
      {account.status === 'DECLINED' && (
        <>
          <p className="mb-1 fw-semibold">Your application for {account.businessName} was declined.</p>
          <p>Reason: {account.declineReason}</p>
          <Button variant="outline-primary" onClick={onApplyAgain}>
            Apply again
          </Button>
        </>
      )}
    </div>
  );
}
