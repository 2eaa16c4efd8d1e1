import { isDecided, LIVE_NOTICES, readEvents, type OrderChange } from '../live-orders';

describe('live order changes', () => {
  it('reads the order events of a server-sent stream, keeping an unfinished event for the next chunk', () => {
    const seen: (OrderChange | 'resync')[] = [];
    const rest = readEvents(
      'retry: 2000\n: connected\n\nevent: order\ndata: {"orderId":7,"status":"PENDING"}\n\n: heartbeat\n\nevent: order\ndata: {"orderId":8,',
      (change) => seen.push(change),
    );
    expect(seen).toEqual([{ orderId: 7, status: 'PENDING' }]);
    readEvents(`${rest}"status":"APPROVED"}\n\n`, (change) => seen.push(change));
    expect(seen).toEqual([
      { orderId: 7, status: 'PENDING' },
      { orderId: 8, status: 'APPROVED' },
    ]);
  });

  it('reads an order event’s id, which a replay repeats', () => {
    const seen: [OrderChange | 'resync', string | undefined][] = [];
    readEvents('id: 4f1c\nevent: order\ndata: {"orderId":7,"status":"PENDING"}\n\n', (change, id) =>
      seen.push([change, id]),
    );
    expect(seen).toEqual([[{ orderId: 7, status: 'PENDING' }, '4f1c']]);
  });

  it('reads a resync: the server could not tell everything missed', () => {
    const seen: (OrderChange | 'resync')[] = [];
    readEvents('retry: 2000\n: connected\n\nevent: resync\ndata: {}\n\n', (change) => seen.push(change));
    expect(seen).toEqual(['resync']);
  });

  it('tells each list what concerns its reader', () => {
    expect(LIVE_NOTICES.queue({ orderId: 7, status: 'PENDING' })).toBe('New order 7 is waiting for authorization.');
    expect(LIVE_NOTICES.queue({ orderId: 7, status: 'CANCELLED' })).toBe('Order 7 was cancelled and left the queue.');
    expect(LIVE_NOTICES.log({ orderId: 7, status: 'PENDING' })).toBeNull();
    expect(LIVE_NOTICES.customer({ orderId: 7, status: 'APPROVED' })).toBe('Your order 7 was approved.');
  });

  it('a payment or fulfilment change is no decision: it is not announced as one', () => {
    const packed: OrderChange = { orderId: 7, status: 'APPROVED', fulfilmentStatus: 'PACKED', paymentStatus: 'UNPAID' };
    const proof: OrderChange = { orderId: 8, status: 'PENDING', fulfilmentStatus: null, paymentStatus: 'PROOF_SENT' };
    expect(isDecided(packed)).toBe(false);
    expect(isDecided({ orderId: 7, status: 'APPROVED' })).toBe(true);
    for (const change of [packed, proof]) {
      expect(LIVE_NOTICES.queue(change)).toBeNull();
      expect(LIVE_NOTICES.log(change)).toBeNull();
      expect(LIVE_NOTICES.customer(change)).toBeNull();
    }
  });
});
