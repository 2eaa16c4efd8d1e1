import { orderDetailsPath } from '../../../lib/paths';
import { StatementView } from '../../trade/components/statement/StatementView';

const TITLE_ID = 'monthly-statement-title';

/** An approved trade account's monthly statement on Edit Profile: its order numbers lead to the buyer's own orders. */
export function MonthlyStatement({ approvedAt }: { approvedAt: string | null | undefined }) {
  return (
    <section aria-labelledby={TITLE_ID} className="mt-4">
      <h3 id={TITLE_ID} className="h5">
        Monthly statement
      </h3>
      <StatementView approvedAt={approvedAt} orderPath={orderDetailsPath} headingLevel="h4" />
    </section>
  );
}
