import { useMutation } from '@apollo/client/react';
import { PRODUCT_TYPE_LABELS } from '@waters/domain';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { toast } from '../../../state/toast';
import type { DeliveryZonesQuery } from '../api/delivery-zones.generated';
import { DeliveryZonesDocument } from '../api/delivery-zones.generated';
import { SetProductTypeRuleDocument } from '../api/set-product-type-rule.generated';

type Rule = DeliveryZonesQuery['productTypeRules'][number];

/** Which product types are perishable: an order with one of them is never in transit over a Sunday. */
export function ProductTypeRules({ rules }: { rules: readonly Rule[] }) {
  const [setRule] = useMutation(SetProductTypeRuleDocument, {
    refetchQueries: [{ query: DeliveryZonesDocument }],
    awaitRefetchQueries: true,
  });
  const [saving, setSaving] = useState<string | null>(null);

  const toggle = async (rule: Rule, perishable: boolean) => {
    const label = PRODUCT_TYPE_LABELS[rule.productType];
    setSaving(rule.productType);
    try {
      await setRule({ variables: { productType: rule.productType, perishable } });
      toast.success(
        perishable ? `${label} is perishable: never in transit over a Sunday.` : `${label} is no longer perishable.`,
      );
    } catch {
      toast.failure(`${label} could not be changed.`);
    } finally {
      setSaving(null);
    }
  };

  return (
    <section aria-labelledby="product-type-rules-title" className="mt-4">
      <h2 id="product-type-rules-title" className="h4">
        Product types
      </h2>
      <p>
        Delivery dates that would keep perishable fish on the road over a Sunday are not offered. Pickups are never
        affected.
      </p>
      <ul className="list-unstyled">
        {rules.map((rule) => (
          <li key={rule.productType} className="mb-2">
            <span className="fw-semibold d-block">{PRODUCT_TYPE_LABELS[rule.productType]}</span>
            <Form.Check
              type="switch"
              role="switch"
              id={`perishable-${rule.productType.toLowerCase()}`}
              label={
                <>
                  Perishable — never in transit over a Sunday
                  <span className="visually-hidden"> ({PRODUCT_TYPE_LABELS[rule.productType]})</span>
                </>
              }
              checked={rule.perishable}
              disabled={saving === rule.productType}
              onChange={(event) => void toggle(rule, event.target.checked)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
