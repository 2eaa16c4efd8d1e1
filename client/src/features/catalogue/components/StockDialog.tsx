import { useMutation } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { Field } from '../../../components/form/Field';
import { SetProductStockDocument } from '../api/set-product-stock.generated';
import type { StaffProductFragment } from '../../../api/fragments.generated';
import { formFailure } from '../../../api/api-errors';
import { toast } from '../../../state/toast';
import { useFormState } from '../../../hooks/use-form-state';
import { FormDialog } from '../../../components/FormDialog';

const asText = (value: number | null | undefined) => (value == null ? '' : String(value));
/** An empty field means "not tracked" / "no alert"; anything else must be a whole number from 0. */
const parse = (text: string): number | null | 'invalid' =>
  text.trim() === '' ? null : /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : 'invalid';

type StockField = 'stockQuantity' | 'lowStockThreshold';

/** Both fields take a whole number from 0, or nothing; named as the server names them, so its messages land under them. */
const STOCK_FIELDS = [
  {
    name: 'stockQuantity',
    id: 'stock-quantity',
    label: 'Units on hand',
    hint: 'Empty: not tracked (never runs out). Approving an order takes its units.',
  },
  {
    name: 'lowStockThreshold',
    id: 'stock-threshold',
    label: 'Low-stock alert at',
    groupClassName: '',
    hint: 'The staff get an e-mail when an approval takes the stock to this level or below. Empty: no alert.',
  },
] as const satisfies readonly { name: StockField; id: string; label: string; hint: string; groupClassName?: string }[];

/** Sets a product's stock on hand and the level at which the staff get a low-stock e-mail. */
export function StockDialog({
  product,
  onClose,
  onSaved,
}: {
  product: StaffProductFragment;
  onClose: () => void;
  onSaved: (saved: StaffProductFragment) => void;
}) {
  const form = useFormState<Record<StockField, string>>({
    stockQuantity: asText(product.stockQuantity),
    lowStockThreshold: asText(product.lowStockThreshold),
  });
  const [save, { loading }] = useMutation(SetProductStockDocument);
  const stockQuantity = parse(form.values.stockQuantity);
  const lowStockThreshold = parse(form.values.lowStockThreshold);
  const errors = {
    stockQuantity: stockQuantity === 'invalid' ? 'Stock must be a whole number from 0, or empty.' : undefined,
    lowStockThreshold:
      lowStockThreshold === 'invalid' ? 'Alert level must be a whole number from 0, or empty.' : undefined,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.attempt();
    if (stockQuantity === 'invalid' || lowStockThreshold === 'invalid') return;
    try {
      const { data } = await save({
        variables: { input: { productId: product.productId, stockQuantity, lowStockThreshold } },
      });
      if (!data) throw new Error('No answer');
      toast.success(`Stock of ${product.productName} saved.`);
      onSaved(data.setProductStock);
    } catch (error) {
      const { fields } = formFailure(error);
      if (fields.stockQuantity || fields.lowStockThreshold) form.setServerErrors(fields);
      else toast.failure('The stock could not be saved.');
    }
  };

  return (
    <FormDialog
      titleId="stock-dialog-title"
      title={
        <>
          Stock of {product.productName} ({product.productId})
        </>
      }
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Save stock"
      busy={loading}
    >
      {STOCK_FIELDS.map(({ name, ...field }) => (
        <Field key={name} {...field} inputMode="numeric" {...form.bind(name, errors, { onLeave: false })} />
      ))}
    </FormDialog>
  );
}
