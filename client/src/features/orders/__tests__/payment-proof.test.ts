import { clearSession, startSession } from '../../../state/session';
import { fetchPaymentProof, paymentProofRoute } from '../api/payment-proof-fetch';

const realFetch = global.fetch;
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
  clearSession();
  localStorage.clear();
});

describe('fetchPaymentProof', () => {
  it('reads the proof with the session’s bearer token and answers its picture', async () => {
    startSession({ token: 'employee-token', userId: 'e-1', role: 'Employee' });
    fetchMock.mockResolvedValue(new Response(new Blob(['webp'], { type: 'image/webp' })));
    const signal = new AbortController().signal;
    const blob = await fetchPaymentProof(7, signal);
    expect(await blob?.text()).toBe('webp');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/orders/7/payment-proof');
    expect(init?.signal).toBe(signal);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer employee-token');
  });

  it('answers null when the server refuses (not the order’s customer, no proof), and sends no token when signed out', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 404 }));
    expect(await fetchPaymentProof(9)).toBeNull();
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('authorization')).toBeNull();
    expect(paymentProofRoute(9)).toBe('/api/orders/9/payment-proof');
  });
});
