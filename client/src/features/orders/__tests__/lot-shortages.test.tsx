import { shortagesByOrder, shortageText, type LotShortage } from '../utils/lot-shortages';

const shortage = (extra: Partial<LotShortage> = {}): LotShortage => ({
  __typename: 'LotShortage',
  orderId: 12,
  productId: 'DRD-001',
  productName: 'Dried Danggit',
  unitsShort: 3,
  unsellableLots: ['DRD-20261101-A'],
  ...extra,
});

describe('orders the lots no longer cover', () => {
  it('says what is short and which lots cannot be sold', () => {
    expect(shortageText(shortage())).toBe(
      'Short: 3 × Dried Danggit — lots on hold, recalled or expired: DRD-20261101-A',
    );
    expect(shortageText(shortage({ unsellableLots: ['DRD-20261101-A', 'DRD-20261020-B'] }))).toBe(
      'Short: 3 × Dried Danggit — lots on hold, recalled or expired: DRD-20261101-A, DRD-20261020-B',
    );
    expect(shortageText(shortage({ unsellableLots: [] }))).toBe('Short: 3 × Dried Danggit — no sellable lot left');
  });

  it('groups them by order, in the order given', () => {
    const byOrder = shortagesByOrder([
      shortage(),
      shortage({ productId: 'SMK-008', productName: 'Tinapa Flakes' }),
      shortage({ orderId: 13 }),
    ]);
    expect([...byOrder.keys()]).toEqual([12, 13]);
    expect(byOrder.get(12)?.map((each) => each.productName)).toEqual(['Dried Danggit', 'Tinapa Flakes']);
    expect(shortagesByOrder(undefined).size).toBe(0);
  });
});
