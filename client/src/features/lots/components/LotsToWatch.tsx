import { useQuery } from '@apollo/client/react';
import { labelDate } from '@waters/domain';
import { Link } from 'react-router-dom';
import { RecordList } from '../../../components/RecordList';
import { COMPACT_TABLE_CLASS, type RecordField } from '../../../components/record-fields';
import { PATHS } from '../../../lib/paths';
import { LotAttentionDocument, type WatchedLotFieldsFragment } from '../api/lot-attention.generated';

const FIELDS: readonly RecordField<WatchedLotFieldsFragment>[] = [
  { label: 'Lot', value: (lot) => lot.lotCode, card: 'title', rowHeader: true },
  { label: 'Product', value: (lot) => lot.productName, card: 'main' },
  { label: 'Best before', value: (lot) => labelDate(lot.bestBefore), card: 'main' },
  { label: 'Units left', value: (lot) => lot.quantityLeft, card: 'main' },
];

/** One list of the watch: its title, the lots, or what it says when there are none. */
function WatchList({
  title,
  empty,
  lots,
}: {
  title: string;
  empty: string;
  lots: readonly WatchedLotFieldsFragment[];
}) {
  return (
    <div className="mb-3">
      <h3 className="h6 fw-bold">
        {title} ({lots.length})
      </h3>
      {lots.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <RecordList
          label={title}
          records={lots}
          fields={FIELDS}
          keyOf={(lot) => lot.lotId}
          tableClass={COMPACT_TABLE_CLASS}
        />
      )}
    </div>
  );
}

/**
 * The dashboard's look at the lots (what the morning mail names): those reaching best-before
 * soon, which packing takes first, and those expired with units left, to write off in Lots.
 */
export function LotsToWatch() {
  const { data, loading } = useQuery(LotAttentionDocument, { fetchPolicy: 'cache-and-network' });
  const watch = data?.lotAttention;
  return (
    <section aria-labelledby="lots-to-watch" className="mb-4">
      <h2 id="lots-to-watch" className="h4">
        Lots to watch
      </h2>
      {!watch ? (
        <p role="status">{loading ? 'Loading…' : 'The lots could not be loaded.'}</p>
      ) : (
        <>
          <WatchList
            title={`Best before within ${watch.withinDays} days`}
            empty="No lot reaches its best-before soon."
            lots={watch.expiring}
          />
          <WatchList title="Expired with units left" empty="No expired lot has units left." lots={watch.expired} />
          <p>
            <Link to={PATHS.lots}>Lots</Link>: record, hold, write off and recall.
          </p>
        </>
      )}
    </section>
  );
}
