import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { Field } from '../../../components/form/Field';
import type { FieldErrors } from '../../../hooks/use-form-state';
import { formatPeso } from '../../../lib/format';
import { toast } from '../../../state/toast';
import type { PriceGroupFieldsFragment } from '../api/price-group-fields.generated';
import { SetTradePricesDocument } from '../api/set-trade-prices.generated';
import { TradePricesDocument } from '../api/trade-prices.generated';
import { NEW_ROW, rowDraftOf, rowErrors, rowInput, type RowDraft, type RowField } from '../utils/trade-forms';
import { refusalText } from '../utils/refusal';
import type { PricedProduct } from './PriceList';
import { TradeDialog } from './TradeDialog';

/** A row's fields, each in its column (two a line on a phone, one line from 768 px). */
const ROW_COLUMNS = [
  { field: 'minQuantity', label: 'From (packs)', required: true, inputMode: 'numeric', column: 'col-6 col-md-2' },
  { field: 'unitPrice', label: 'Unit price (₱)', required: true, inputMode: 'decimal', column: 'col-6 col-md-3' },
  { field: 'validFrom', label: 'First day', type: 'date', column: 'col-6 col-md-3' },
  { field: 'validTo', label: 'Last day', type: 'date', column: 'col-6 col-md-3' },
] as const;
const ROW_FIELDS: readonly RowField[] = ROW_COLUMNS.map((column) => column.field);
const fieldId = (index: number, field: RowField) => `trade-row-${index}-${field}`;

/**
 * A product's rows in a group's price list: from how many packs, the unit price, and the first and
 * last day each holds (either may be left open). Saved together, they replace the product's rows in
 * that group; with none, the group pays the retail price.
 */
export function TradePricesDialog({
  group,
  product,
  onClose,
}: {
  group: PriceGroupFieldsFragment;
  product: PricedProduct | null;
  onClose: () => void;
}) {
  const [rows, setRows] = useState<RowDraft[]>([]);
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetTradePricesDocument, {
    refetchQueries: [{ query: TradePricesDocument, variables: { priceGroupId: group.id } }],
    awaitRefetchQueries: true,
  });
  const errors = rows.map(rowErrors);
  const shown = (index: number): FieldErrors<RowField> => (tried ? errors[index] : {});
  const change = (index: number, patch: Partial<RowDraft>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const name = product?.product.productName ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!product || loading) return;
    setTried(true);
    setMessage(null);
    const index = errors.findIndex((rowMessages) => ROW_FIELDS.some((field) => rowMessages[field]));
    if (index >= 0) {
      const field = ROW_FIELDS.find((candidate) => errors[index][candidate]);
      if (field) document.getElementById(fieldId(index, field))?.focus();
      return;
    }
    try {
      await save({
        variables: {
          input: { priceGroupId: group.id, productId: product.product.productId, rows: rows.map(rowInput) },
        },
      });
      toast.success(`${group.name} prices of ${name} saved.`);
      onClose();
    } catch (error) {
      setMessage(refusalText(error, 'The prices could not be saved.'));
    }
  };

  return (
    <TradeDialog
      show={product !== null}
      onEnter={() => {
        setRows(product ? product.rows.map(rowDraftOf) : []);
        setTried(false);
        setMessage(null);
      }}
      size="lg"
      id="trade-prices"
      title={`${group.name} prices of ${name}`}
      text={`Retail ${product ? formatPeso(product.product.productPrice) : ''}. A line of at least “from” packs pays the unit price of the highest row it reaches; the days are Manila days, both included, and may be left empty.`}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Save prices"
      busy={loading}
      message={message}
    >
      {rows.length === 0 && <p>No trade price: the group pays the retail price.</p>}
      {rows.map((row, index) => (
        <fieldset key={index} className="border rounded p-2 mb-2">
          <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">Price {index + 1}</legend>
          <div className="row g-2 align-items-end">
            {ROW_COLUMNS.map(({ field, column, ...control }) => (
              <div key={field} className={column}>
                <Field
                  {...control}
                  id={fieldId(index, field)}
                  groupClassName=""
                  value={row[field]}
                  onChange={(event) => change(index, { [field]: event.target.value })}
                  error={shown(index)[field]}
                />
              </div>
            ))}
            <div className="col-12 col-md-1">
              <Button
                variant="outline-danger"
                size="sm"
                className="w-100"
                onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
              >
                Remove<span className="visually-hidden"> price {index + 1}</span>
              </Button>
            </div>
          </div>
        </fieldset>
      ))}
      <Button variant="outline-primary" size="sm" onClick={() => setRows((current) => [...current, NEW_ROW])}>
        Add a price
      </Button>
    </TradeDialog>
  );
}
