import { centavosToPesos, toCentavos } from '@waters/domain';
import { formatPeso } from '../../lib/format';
import { asLine, tradeOffer, type ProductTradeTerms } from '../../lib/trade-pricing';

/**
 * What a trade buyer pays for a product (a storefront card, the product dialog, the product's page):
 * their unit price ("Your price ₱270.00"), each tier above it ("from 10 packs ₱260.00") and how
 * it is sold to trade ("Sold to trade in 12s"); with `retail`, the retail price under it when it differs.
 */
export function TradeOffer({
  price,
  product,
  retail = false,
}: {
  /** The retail price (pesos), paid where no tier applies. */
  price: number;
  product: ProductTradeTerms | undefined;
  retail?: boolean;
}) {
  const offer = tradeOffer(price, product);
  const peso = (centavos: number) => formatPeso(centavosToPesos(centavos));
  return (
    <div>
      <p className="mb-0 fw-semibold">Your price {peso(offer.yourPrice)}</p>
      {retail && offer.yourPrice !== toCentavos(price) && (
        <p className="mb-0 small text-body-secondary">Retail {formatPeso(price)}</p>
      )}
      {offer.tiers.length > 0 && (
        <ul className="list-unstyled small mb-0">
          {offer.tiers.map((tier) => (
            <li key={tier.label}>
              {tier.label} {peso(tier.unitCentavos)}
            </li>
          ))}
        </ul>
      )}
      {offer.rule && <p className="mb-0 small">{asLine(offer.rule)}</p>}
    </div>
  );
}
