import { formatPeso } from '../../../lib/format';
import type { TradeTerms } from '../../../lib/trade-pricing';

/**
 * A trade buyer's group under the cart and in the review (its minimum order, its days to pay), and
 * what keeps the order from being placed: a polite live region, so each change is read out as the
 * quantities change. `id` names the list, which describes the disabled order button.
 */
export function TradeTermsNote({
  id,
  terms,
  problems,
}: {
  id: string;
  terms: TradeTerms;
  problems: readonly string[];
}) {
  return (
    <div className="mb-3">
      <p className="mb-1">
        You buy at {terms.groupName} prices.
        {terms.minOrderAmount > 0 && ` Orders start at ${formatPeso(terms.minOrderAmount)}.`}
        {terms.termsDays ? ` You pay within ${terms.termsDays} days of delivery.` : ''}
      </p>
      <div id={id} role="status">
        {problems.length > 0 && (
          <>
            <p className="mb-1 fw-semibold text-danger-emphasis">Before this order can be placed:</p>
            <ul className="mb-0 text-danger-emphasis">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
