import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { useSearchParams } from 'react-router-dom';
import { Field } from '../../../components/form/Field';
import { COMPACT_TABLE_CLASS, type RecordField } from '../../../components/record-fields';
import { RecordList } from '../../../components/RecordList';
import { formatPeso } from '../../../lib/format';
import { asLine, fromPacks, tradeRuleText } from '../../../lib/trade-pricing';
import type { PriceGroupFieldsFragment } from '../api/price-group-fields.generated';
import { PriceGroupsDocument } from '../api/price-groups.generated';
import type { TradePriceRowFieldsFragment } from '../api/trade-price-row-fields.generated';
import { TradePricesDocument } from '../api/trade-prices.generated';
import { useAllProducts, type NamedProduct as TradeProduct } from '../../../hooks/use-all-products';
import { PriceListFiles } from './PriceListFiles';
import { RowDialogButtons } from './RowDialogButtons';
import { TradePricesDialog } from './TradePricesDialog';
import { TradeRuleDialog } from './TradeRuleDialog';

/** A product of the list with its rows in the chosen group. */
export interface PricedProduct {
  product: TradeProduct;
  rows: readonly TradePriceRowFieldsFragment[];
}

/** "from 10 packs ₱260.00, valid 2026-12-01 to 2026-12-31" as the price list shows a row. */
function rowText(row: Pick<TradePriceRowFieldsFragment, 'minQuantity' | 'unitPrice' | 'validFrom' | 'validTo'>) {
  const price = `${fromPacks(row.minQuantity)} ${formatPeso(row.unitPrice)}`;
  if (row.validFrom && row.validTo) return `${price}, valid ${row.validFrom} to ${row.validTo}`;
  if (row.validFrom) return `${price}, valid from ${row.validFrom}`;
  return row.validTo ? `${price}, valid until ${row.validTo}` : price;
}

/** "Sold to trade in 12s", or null when any quantity goes. */
function ruleOf(product: TradeProduct): string | null {
  const rule = tradeRuleText({
    minQuantity: product.tradeMinQuantity ?? null,
    multiple: product.tradeMultiple ?? null,
  });
  return rule && asLine(rule);
}

const priceListFields = (
  onPrices: (entry: PricedProduct) => void,
  onRule: (product: TradeProduct) => void,
): readonly RecordField<PricedProduct>[] => [
  {
    label: 'Product',
    value: ({ product }) => (
      <>
        {product.productName}
        <span className="d-block small text-body-secondary">
          {product.productId}
          {product.productStatus === 'Unavailable' && ' · not on sale'}
        </span>
      </>
    ),
    rowHeader: true,
    card: 'title',
    cardLabelHidden: true,
  },
  { label: 'Retail', value: ({ product }) => formatPeso(product.productPrice), card: 'main' },
  {
    label: 'Trade prices',
    value: ({ rows }) =>
      rows.length === 0 ? (
        <span className="text-body-secondary">Retail price</span>
      ) : (
        <ul className="list-unstyled mb-0">
          {rows.map((row) => (
            <li key={row.id}>{rowText(row)}</li>
          ))}
        </ul>
      ),
    card: 'main',
    cardWide: true,
  },
  {
    label: 'Sold to trade',
    value: ({ product }) => ruleOf(product) ?? <span className="text-body-secondary">Any quantity</span>,
    card: 'main',
  },
  {
    label: 'Actions',
    value: (entry) => (
      <RowDialogButtons
        record={`of ${entry.product.productName}`}
        buttons={[
          { label: 'Edit prices', variant: 'outline-primary', onClick: () => onPrices(entry) },
          { label: 'Edit trade rule', variant: 'outline-secondary', onClick: () => onRule(entry.product) },
        ]}
      />
    ),
    card: 'actions',
  },
];

/**
 * A price group's price list: each product's retail price, its rows in the group (from how many
 * packs, at what unit price, between which days) and how it is sold to trade (the rule is the
 * product's, the same in every group); the whole list as a CSV file, and a file to replace it.
 */
export function PriceList() {
  const groups = useQuery(PriceGroupsDocument, { fetchPolicy: 'cache-and-network' });
  const [params, setParams] = useSearchParams();
  const list = groups.data?.priceGroups ?? null;
  const group = list?.find((candidate) => String(candidate.id) === params.get('group')) ?? list?.[0] ?? null;

  if (groups.error && !list) return <Alert variant="danger">The price groups could not be loaded.</Alert>;
  if (!list) return <p role="status">Loading price groups…</p>;
  if (!group) return <p>Add a price group first (Price groups).</p>;
  return (
    <>
      <div className="row mb-3">
        <div className="col-12 col-md-8 col-lg-6">
          <Field
            as="select"
            id="price-list-group"
            label="Price group"
            groupClassName=""
            value={String(group.id)}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              next.set('group', event.target.value);
              setParams(next, { replace: true });
            }}
            options={list.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
          />
        </div>
      </div>
      <GroupPrices key={group.id} group={group} />
    </>
  );
}

function GroupPrices({ group }: { group: PriceGroupFieldsFragment }) {
  const prices = useQuery(TradePricesDocument, {
    variables: { priceGroupId: group.id },
    fetchPolicy: 'cache-and-network',
  });
  const products = useAllProducts();
  const [editing, setEditing] = useState<PricedProduct | null>(null);
  const [ruleOfProduct, setRuleOfProduct] = useState<TradeProduct | null>(null);
  const rows = prices.data?.tradePrices ?? null;
  const entries =
    products.products && rows
      ? products.products.map((product) => ({
          product,
          rows: rows.filter((row) => row.productId === product.productId),
        }))
      : null;

  return (
    <section aria-labelledby="price-list-title">
      <h2 id="price-list-title" className="h4" tabIndex={-1}>
        {group.name} price list
      </h2>
      <PriceListFiles group={group} onImported={() => void prices.refetch().catch(() => undefined)} />
      {(prices.error && !rows) || products.failed ? (
        <Alert variant="danger">The price list could not be loaded.</Alert>
      ) : !entries ? (
        <p role="status">Loading the price list…</p>
      ) : (
        <RecordList
          label={`Products at ${group.name} prices`}
          records={entries}
          fields={priceListFields(setEditing, setRuleOfProduct)}
          keyOf={(entry) => entry.product.productId}
          tableClass={COMPACT_TABLE_CLASS}
        />
      )}
      <TradePricesDialog group={group} product={editing} onClose={() => setEditing(null)} />
      <TradeRuleDialog
        product={ruleOfProduct}
        onClose={() => setRuleOfProduct(null)}
        onSaved={() => {
          setRuleOfProduct(null);
          products.reload();
        }}
      />
    </section>
  );
}
