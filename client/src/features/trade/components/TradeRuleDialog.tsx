import { useMutation } from '@apollo/client/react';
import { LINE_QUANTITY_MAX } from '@waters/domain';
import { Field } from '../../../components/form/Field';
import { toast } from '../../../state/toast';
import { SetTradeQuantityRuleDocument } from '../api/set-trade-quantity-rule.generated';
import { useCheckedForm } from '../../../hooks/use-checked-form';
import { refusalText } from '../utils/refusal';
import type { NamedProduct as TradeProduct } from '../../../hooks/use-all-products';
import { RULE_FIELDS, ruleErrors, ruleInput, ruleValuesOf } from '../utils/trade-forms';
import { TradeDialog } from './TradeDialog';

/**
 * How a product is sold to trade, in every group: at least a number of packs, in multiples of
 * another (a case of 12, say); either may be left empty. Households are never held to it.
 */
export function TradeRuleDialog({
  product,
  onClose,
  onSaved,
}: {
  product: TradeProduct | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  // Keyed by product, so each opening starts from that product's rule.
  return product && <RuleForm key={product.productId} product={product} onClose={onClose} onSaved={onSaved} />;
}

function RuleForm({ product, onClose, onSaved }: { product: TradeProduct; onClose: () => void; onSaved: () => void }) {
  const [save, { loading }] = useMutation(SetTradeQuantityRuleDocument);
  const { submit, message, field } = useCheckedForm({
    initial: ruleValuesOf(product),
    rules: ruleErrors,
    fields: RULE_FIELDS,
    idPrefix: 'trade-rule',
    busy: loading,
    send: async (values) => {
      await save({ variables: { input: ruleInput(product.productId, values) } });
      toast.success(`The trade rule of ${product.productName} is saved.`);
      onSaved();
    },
    failure: (error) => refusalText(error, 'The trade rule could not be saved.'),
  });
  const hint = `A whole number from 1 to ${LINE_QUANTITY_MAX}, or empty.`;
  return (
    <TradeDialog
      id="trade-rule"
      title={`Trade rule of ${product.productName}`}
      text="Trade buyers of every group order at least the minimum, in multiples of the multiple (12: 12, 24, 36…). Households are never held to it."
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Save rule"
      busy={loading}
      message={message}
    >
      <Field {...field('minQuantity')} label="Minimum (packs)" inputMode="numeric" hint={hint} />
      <Field {...field('multiple')} label="Multiple (packs)" inputMode="numeric" groupClassName="" hint={hint} />
    </TradeDialog>
  );
}
