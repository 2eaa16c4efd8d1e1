import {
  bestBeforeChanged,
  RECORD_LOT_MESSAGES,
  recordLotErrors,
  recordLotInput,
  type RecordLotValues,
} from '../utils/record-lot-form';

const RULE = { nextCode: 'DRD-20261129-A', bestBefore: '2027-05-28', shelfLifeDays: 180 };
const TODAY = '2026-11-29';
const values = (extra: Partial<RecordLotValues> = {}): RecordLotValues => ({
  quantity: '30',
  productionDate: TODAY,
  lotCode: RULE.nextCode,
  bestBefore: RULE.bestBefore,
  bestBeforeReason: '',
  ...extra,
});
const RULES_OWN = { lotCode: false, bestBefore: false };

describe('the Record a lot form’s rules', () => {
  it('leaves the rule’s code and best-before to the server', () => {
    expect(recordLotErrors(values(), RULES_OWN, RULE, TODAY)).toEqual({});
    expect(recordLotInput('DRD-001', values(), RULES_OWN, RULE)).toEqual({
      productId: 'DRD-001',
      quantity: 30,
      productionDate: TODAY,
    });
  });

  it('asks why a best-before is not the rule’s, and sends it with its reason', () => {
    const typed = { lotCode: false, bestBefore: true };
    const changed = values({ bestBefore: '2027-06-30' });
    expect(bestBeforeChanged(changed, typed, RULE)).toBe(true);
    expect(recordLotErrors(changed, typed, RULE, TODAY).bestBeforeReason).toBe(RECORD_LOT_MESSAGES.bestBeforeReason);
    const explained = { ...changed, bestBeforeReason: ' Vacuum packed ' };
    expect(recordLotErrors(explained, typed, RULE, TODAY)).toEqual({});
    expect(recordLotInput('DRD-001', explained, typed, RULE)).toEqual({
      productId: 'DRD-001',
      quantity: 30,
      productionDate: TODAY,
      bestBefore: '2027-06-30',
      bestBeforeReason: 'Vacuum packed',
    });
    // Typed back to the rule's day: nothing to explain, nothing sent.
    expect(bestBeforeChanged(values(), typed, RULE)).toBe(false);
  });

  it('checks units and days as the server does, and that a typed-over code is not left empty', () => {
    const typed = { lotCode: true, bestBefore: true };
    expect(
      recordLotErrors(
        values({ quantity: '0', productionDate: '2026-11-30', lotCode: ' ', bestBefore: '2026-11-01' }),
        typed,
        RULE,
        TODAY,
      ),
    ).toEqual({
      quantity: RECORD_LOT_MESSAGES.quantity,
      productionDate: RECORD_LOT_MESSAGES.future,
      lotCode: RECORD_LOT_MESSAGES.lotCode,
      bestBefore: RECORD_LOT_MESSAGES.beforeProduction,
      bestBeforeReason: RECORD_LOT_MESSAGES.bestBeforeReason,
    });
    expect(
      recordLotInput('DRD-001', values({ lotCode: ' drd-own-1 ' }), { lotCode: true, bestBefore: false }, RULE),
    ).toEqual({ productId: 'DRD-001', quantity: 30, productionDate: TODAY, lotCode: 'DRD-OWN-1' });
  });
});
