import { act, renderHook } from '@testing-library/react';
import { ReadableStream, TextDecoderStream } from 'node:stream/web';
import { authorizedFetch } from '../../api/authorized-http';
import { useLiveOrders, type OrderChange } from '../live-orders';

jest.mock('../../api/authorized-http', () => ({ authorizedFetch: jest.fn(), sessionToken: () => 'a.session.token' }));

// What a browser has and jsdom lacks: Node's own web streams.
Object.assign(globalThis, { ReadableStream, TextDecoderStream });

/** An open event stream's answer: its chunks, then its end once `end` resolves. */
function eventStream(chunks: string[], end: Promise<void> = new Promise(() => undefined)) {
  const bytes = chunks.map((chunk) => new TextEncoder().encode(chunk));
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = bytes.shift();
      if (next) return controller.enqueue(next);
      await end;
      controller.close();
    },
  });
  return { ok: true, status: 200, body } as unknown as Response;
}

describe('the live stream a tab keeps open', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks to hear again what changed since its page started or its last stream ended, tells a change heard twice once, and reloads only when the server says it cannot tell', async () => {
    let endFirst = () => undefined as void;
    const firstEnds = new Promise<void>((resolve) => (endFirst = resolve));
    const fetchMock = jest.mocked(authorizedFetch);
    fetchMock
      .mockResolvedValueOnce(
        eventStream(
          ['retry: 2000\n: connected\n\n', 'id: c7\nevent: order\ndata: {"orderId":7,"status":"PENDING"}\n\n'],
          firstEnds,
        ),
      )
      .mockResolvedValueOnce(
        eventStream([
          // The replay reaches back before the last stream's end: a change heard then comes again.
          'retry: 2000\n\nid: c7\nevent: order\ndata: {"orderId":7,"status":"PENDING"}\n\n',
          'id: c8\nevent: order\ndata: {"orderId":8,"status":"PENDING"}\n\n: connected\n\n',
          'event: resync\ndata: {}\n\n',
        ]),
      );
    const heard: (OrderChange | 'resync')[] = [];
    const started = performance.now();
    const { unmount } = renderHook(() => useLiveOrders((change) => heard.push(change)));

    // The stream opens a second after the list: it asks for everything since the page started (the list read after it).
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    await act(() => jest.advanceTimersByTimeAsync(0));
    const replayOf = (call: number) =>
      Number(new URL(fetchMock.mock.calls[call][0], 'http://x').searchParams.get('replay'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toMatch(/^\/api\/live\/orders\?replay=\d+$/);
    expect(replayOf(0)).toBeGreaterThanOrEqual(Math.ceil(started + 1_000));
    expect(replayOf(0)).toBeLessThan(Math.ceil(started + 1_000 + 500));
    // Opening is no reason to reload: the order event (a change replayed or heard) is all the list hears.
    expect(heard).toEqual([{ orderId: 7, status: 'PENDING' }]);

    // Three quiet seconds on, the stream ends; a second later the next one asks from the last bytes the first
    // brought (nothing after them is known to have been heard): 4 s, and the margin.
    await act(() => jest.advanceTimersByTimeAsync(3_000));
    await act(async () => endFirst());
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(replayOf(1)).toBe(4_500);
    // Order 7, heard already, is told once; order 8 is new; and a resync (a server that cannot tell it all) reloads.
    expect(heard).toEqual([{ orderId: 7, status: 'PENDING' }, { orderId: 8, status: 'PENDING' }, 'resync']);
    unmount();
  });
});
