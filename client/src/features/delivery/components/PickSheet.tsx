import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { Field } from '../../../components/form/Field';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { PATHS } from '../../../lib/paths';
import { PickSheetDocument } from '../api/pick-sheet.generated';
import { manilaToday } from '../../../lib/period';

/** A column shown from 576 px up and on paper. */
const WIDE_ONLY = 'd-none d-sm-table-cell d-print-table-cell';

/**
 * The daily pick sheet: what the orders approved on a chosen Manila day add up to, product by
 * product, for the smokehouse and packing team. Printing shows only this sheet (print styles in theme.css).
 */
export function PickSheet({ now }: { now?: Date }) {
  const [day, setDay] = useState(() => manilaToday(now));
  const { data, loading, error } = useQuery(PickSheetDocument, { variables: { day }, skip: day === '' });
  const sheet = data?.pickSheet;
  return (
    <section aria-labelledby="pick-sheet-title" className="pick-sheet mt-5">
      <h2 id="pick-sheet-title" className="h3 fw-bold text-brand">
        DAILY PICK SHEET{sheet ? ` — ${sheet.day}` : ''}
      </h2>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3 d-print-none">
        <Field
          id="pick-sheet-day"
          label="Day approved (Manila time)"
          groupClassName=""
          requiredMark={false}
          type="date"
          value={day}
          required
          onChange={(event) => setDay(event.target.value)}
        />
        <Button variant="outline-primary" onClick={() => window.print()} disabled={!sheet}>
          Print pick sheet
        </Button>
      </div>
      <p className="d-print-none">
        The orders due on a day, zone by zone with their next step, are on <Link to={PATHS.deliveries}>Deliveries</Link>
        .
      </p>
      {error ? (
        <p role="alert">The pick sheet could not be loaded.</p>
      ) : !sheet ? (
        <p role="status">{loading ? 'Loading pick sheet…' : 'Choose a day.'}</p>
      ) : sheet.items.length === 0 ? (
        <p role="status">No order was approved on {sheet.day}.</p>
      ) : (
        // Below 576 px the type and ID go under the product's name, so that every column, the
        // quantity above all, is in view without scrolling; paper always has the four columns.
        <ScrollableTable label="Pick sheet">
          <table className="table table-sm">
            <caption>
              {sheet.orderCount} approved {sheet.orderCount === 1 ? 'order' : 'orders'} on {sheet.day}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={WIDE_ONLY}>
                  Type
                </th>
                <th scope="col" className={WIDE_ONLY}>
                  Product ID
                </th>
                <th scope="col">Product</th>
                <th scope="col" className="text-end">
                  Quantity
                </th>
              </tr>
            </thead>
            <tbody>
              {sheet.items.map((item) => (
                <tr key={item.productId}>
                  <td className={WIDE_ONLY}>{item.productType}</td>
                  <td className={WIDE_ONLY}>{item.productId}</td>
                  <th scope="row">
                    {item.productName}
                    <span className="d-block small fw-normal text-body-secondary d-sm-none d-print-none">
                      {item.productType} · {item.productId}
                    </span>
                    {item.storage.temperature && (
                      // How the packers keep it: the product page's guidance, printed with the sheet.
                      <span className="d-block small fw-normal text-body-secondary">
                        Keep: {item.storage.temperature}
                        {item.storage.shelfLifeUnopened && ` · ${item.storage.shelfLifeUnopened}`}
                      </span>
                    )}
                  </th>
                  <td className="text-end">{item.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollableTable>
      )}
    </section>
  );
}
