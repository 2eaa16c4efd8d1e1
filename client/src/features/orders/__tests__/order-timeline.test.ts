import { orderTimeline, type TimelineOrder } from '../utils/order-timeline';
import { referenceProblem } from '../utils/payment-reference';

const PLACED = '2026-11-27T01:00:00.000Z';
const base: TimelineOrder = { orderStatus: 'PENDING', orderDate: PLACED, deliveryMethod: 'DELIVERY' };

describe('order timeline', () => {
  it('a pending delivery: placed, then every step waiting', () => {
    expect(orderTimeline(base)).toEqual([
      { label: 'Placed', at: PLACED },
      { label: 'Approved', at: null },
      { label: 'Packed', at: null },
      { label: 'Out for delivery', at: null },
      { label: 'Delivered', at: null },
    ]);
  });

  it('a pickup’s steps are its own, each with its moment', () => {
    const steps = orderTimeline({
      ...base,
      deliveryMethod: 'PICKUP',
      orderStatus: 'APPROVED',
      authorizationDate: '2026-11-27T02:00:00.000Z',
      packedAt: '2026-11-28T01:00:00.000Z',
      dispatchedAt: '2026-11-28T03:00:00.000Z',
      completedAt: null,
    });
    expect(steps.map((step) => [step.label, step.at])).toEqual([
      ['Placed', PLACED],
      ['Approved', '2026-11-27T02:00:00.000Z'],
      ['Packed', '2026-11-28T01:00:00.000Z'],
      ['Ready for pickup', '2026-11-28T03:00:00.000Z'],
      ['Picked up', null],
    ]);
  });

  it('a cancelled order ends at its cancellation', () => {
    expect(orderTimeline({ ...base, orderStatus: 'CANCELLED', authorizationDate: '2026-11-27T05:00:00.000Z' })).toEqual(
      [
        { label: 'Placed', at: PLACED },
        { label: 'Cancelled', at: '2026-11-27T05:00:00.000Z' },
      ],
    );
  });
});

describe('payment reference', () => {
  it('is required and at most 64 characters', () => {
    expect(referenceProblem('  ')).toBe('Enter the reference number.');
    expect(referenceProblem('GC-0012 3456')).toBeNull();
    expect(referenceProblem('x'.repeat(64))).toBeNull();
    expect(referenceProblem('x'.repeat(65))).toBe('The reference number can be at most 64 characters.');
  });
});
