import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { Order } from '../order.entity.js';
import { OrderModel } from './order.model.js';

const withProof = (paymentProof: string | null | undefined) =>
  OrderModel.of(Object.assign(new Order(), { id: 7, totalCentavos: 38000, deliveryFeeCentavos: 0, paymentProof }));

describe('Order.paymentProofVersion', () => {
  it('is the first 12 hex characters of the stored name’s sha256, new for each proof sent, and null without one', () => {
    const first = '7-0123456789abcdef.webp';
    expect(withProof(first).paymentProofVersion).toBe(createHash('sha256').update(first).digest('hex').slice(0, 12));
    expect(withProof(first).paymentProofVersion).toMatch(/^[0-9a-f]{12}$/);
    expect(withProof('7-fedcba9876543210.webp').paymentProofVersion).not.toBe(withProof(first).paymentProofVersion);
    expect(withProof(null).paymentProofVersion).toBeNull();
    expect(withProof(null).hasPaymentProof).toBe(false);
    // An order just placed, before it is read back: no proof column set yet.
    expect(withProof(undefined).paymentProofVersion).toBeNull();
  });
});
