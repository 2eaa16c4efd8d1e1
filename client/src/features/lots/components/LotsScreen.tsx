import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { useSearchParams } from 'react-router-dom';
import { formFailure } from '../../../api/api-errors';
import { Field } from '../../../components/form/Field';
import { FormSection } from '../../../components/FormSection';
import { onDemand } from '../../../components/on-demand';
import { ScreenHeader, ScreenIntro } from '../../../components/ScreenHeader';
import { manilaToday } from '../../../lib/period';
import { whenIdle } from '../../../lib/when-idle';
import { useAllProducts } from '../../../hooks/use-all-products';
import { toast } from '../../../state/toast';
import { ProductLotsDocument } from '../api/product-lots.generated';
import { SetLotStatusDocument } from '../api/set-lot-status.generated';
import { WriteOffLotDocument } from '../api/write-off-lot.generated';
import { lotStatusText, type LotRow } from '../utils/lot-status';
import { LotList, statusButtonId } from './LotList';
import type { LotReasonKind } from './LotReasonDialog';
import type { ChosenLot } from './RecallPanel';
import { RecordLotForm } from './RecordLotForm';

export const LOTS_TITLE = 'Lots';
const LIST_TITLE_ID = 'lots-list-title';

// The reason dialog (Bootstrap's modal) loads once the page is idle, or when first opened; the
// recall form and the past recalls (under the lots) as the page first renders, in chunks of their own.
const LotReasonDialog = onDemand(() => import('./LotReasonDialog').then((module) => module.LotReasonDialog));
const RecallPanel = onDemand(() => import('./RecallPanel').then((module) => module.RecallPanel));
const PastRecalls = onDemand(() => import('./PastRecalls').then((module) => module.PastRecalls));

/** The server's words for a refused change, or a plain failure. */
const refusalOf = (error: unknown) => {
  const { code, message } = formFailure(error);
  return code === 'CONFLICT' || code === 'NOT_FOUND' || code === 'BAD_USER_INPUT' ? message : null;
};

/**
 * Production lots and recalls (employees): a product chosen (kept in the address, ?product=ID), a
 * form to record its next batch, its lots earliest best-before first with their status and what
 * may be done to each (hold, release, write off, recall, print its label), the recall form, and
 * every past recall and drill.
 */
export function LotsScreen({ now }: { now?: Date }) {
  const [params, setParams] = useSearchParams();
  const productId = params.get('product') ?? '';
  const [today] = useState(() => manilaToday(now));
  const { products, failed } = useAllProducts();
  const product = products?.find((candidate) => candidate.productId === productId) ?? null;
  const { data, error } = useQuery(ProductLotsDocument, {
    variables: { productId },
    skip: productId === '',
    fetchPolicy: 'cache-and-network',
  });
  const lots = data?.lots ?? null;
  const [setLotStatus] = useMutation(SetLotStatusDocument);
  const [writeOffLot] = useMutation(WriteOffLotDocument);
  const [busy, setBusy] = useState<number | null>(null);
  const [dialog, setDialog] = useState<{ kind: LotReasonKind; lot: LotRow } | null>(null);
  const [chosen, setChosen] = useState<ChosenLot | null>(null);
  // Where the focus goes once what held it has gone: a lot's status button, or the list's heading.
  const [focusTarget, setFocusTarget] = useState<{ id: string; turn: number } | null>(null);
  useEffect(() => {
    if (focusTarget) (document.getElementById(focusTarget.id) ?? document.getElementById(LIST_TITLE_ID))?.focus();
  }, [focusTarget]);
  useEffect(() => whenIdle(() => void LotReasonDialog.preload()), []);
  const focus = (id: string) => setFocusTarget((current) => ({ id, turn: (current?.turn ?? 0) + 1 }));

  const choose = (next: string) => {
    const query = new URLSearchParams(params);
    if (next) query.set('product', next);
    else query.delete('product');
    setParams(query, { replace: true });
    setChosen(null);
  };

  const release = async (lot: LotRow) => {
    setBusy(lot.id);
    try {
      await setLotStatus({ variables: { input: { lotId: lot.id, status: 'RELEASED' } } });
      toast.success(`Lot ${lot.lotCode} released: its units are sold again.`);
    } catch (failure) {
      toast.failure(`Lot ${lot.lotCode} could not be released.`, refusalOf(failure));
    } finally {
      setBusy(null);
    }
  };

  /** A hold or a write-off with its reason: null once done, else the refusal to show in the dialog. */
  const confirm = async (kind: LotReasonKind, lot: LotRow, reason: string): Promise<string | null> => {
    try {
      if (kind === 'hold') {
        await setLotStatus({ variables: { input: { lotId: lot.id, status: 'ON_HOLD', reason } } });
        toast.success(`Lot ${lot.lotCode} is on hold: its units are not sold until it is released.`);
      } else {
        await writeOffLot({ variables: { input: { lotId: lot.id, reason } } });
        toast.success(`Lot ${lot.lotCode} written off: ${lot.quantityLeft} units.`);
      }
      setDialog(null);
      focus(kind === 'hold' ? statusButtonId(lot) : LIST_TITLE_ID);
      return null;
    } catch (failure) {
      return (
        refusalOf(failure) ??
        (kind === 'hold' ? 'The lot could not be put on hold.' : 'The lot could not be written off.')
      );
    }
  };

  return (
    <section aria-labelledby="lots-title">
      <ScreenHeader title={LOTS_TITLE} headingId="lots-title" />
      <ScreenIntro>
        <p>
          Each production batch is a lot: its code and best-before day go on its labels, and its units are sold and
          packed first-expired-first-out through that Manila day. A lot on hold or recalled is not sold.
        </p>
      </ScreenIntro>
      {failed ? (
        <Alert variant="danger">The products could not be loaded.</Alert>
      ) : !products ? (
        <p role="status">Loading products…</p>
      ) : (
        <div className="row mb-4">
          <div className="col-12 col-md-8 col-lg-6">
            <Field
              as="select"
              id="lots-product"
              label="Product"
              groupClassName=""
              value={product ? productId : ''}
              onChange={(event) => choose(event.target.value)}
              hint="Its lots, a form to record the next one, and its recalls."
            >
              <option value="">Choose a product…</option>
              {products.map((option) => (
                <option key={option.productId} value={option.productId}>
                  {option.productName} ({option.productId})
                </option>
              ))}
            </Field>
          </div>
        </div>
      )}
      {product && (
        <>
          <FormSection titleId="record-lot-title" title={`Record a lot of ${product.productName}`}>
            <RecordLotForm
              key={product.productId}
              productId={product.productId}
              productName={product.productName}
              today={today}
              titleId="record-lot-title"
            />
          </FormSection>
          {/* Not a region of its own: the list under the heading is (its scrolling table, or its cards). */}
          <div className="mb-4" aria-busy={!lots && !error}>
            <h2 id={LIST_TITLE_ID} tabIndex={-1} className="h4">
              Lots of {product.productName}
            </h2>
            {error && !lots ? (
              <Alert variant="danger">The lots could not be loaded.</Alert>
            ) : !lots ? (
              <p role="status">Loading lots…</p>
            ) : lots.length === 0 ? (
              <p>No lot of {product.productName} is recorded yet.</p>
            ) : (
              <LotList
                lots={lots}
                productName={product.productName}
                actions={{
                  today,
                  busy,
                  onHold: (lot) => setDialog({ kind: 'hold', lot }),
                  onRelease: (lot) => void release(lot),
                  onWriteOff: (lot) => setDialog({ kind: 'writeOff', lot }),
                  onRecall: (lot) => setChosen((current) => ({ lotId: lot.id, turn: (current?.turn ?? 0) + 1 })),
                }}
              />
            )}
          </div>
          <RecallPanel
            key={product.productId}
            productId={product.productId}
            productName={product.productName}
            lots={(lots ?? []).map((lot) => ({
              id: lot.id,
              lotCode: lot.lotCode,
              label: `${lot.lotCode} (best before ${lot.bestBeforeLabel}, ${lotStatusText(lot)})`,
            }))}
            today={today}
            chosen={chosen}
          />
        </>
      )}
      <PastRecalls />
      {dialog && (
        <LotReasonDialog
          kind={dialog.kind}
          lot={dialog.lot}
          onConfirm={(reason) => confirm(dialog.kind, dialog.lot, reason)}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
