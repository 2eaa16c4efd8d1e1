import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../state/toast';
import { axeViolations as violations } from '../../../test/a11y';
import { renderScreen, signIn } from '../../../test/kit';
import { MyOrderDocument, type OrderDetailsFragment } from '../api/my-order.generated';
import { SetPaymentReferenceDocument } from '../api/set-payment-reference.generated';
import { OrderDetails } from '../OrderDetails';
import { orderDetails } from './order-details-fixtures';
import { formatMediumDate } from '../../../lib/format';

/** A GCash delivery of ₱479.00, not paid yet (the customer's word follows its states, as the server's does). */
const details = (extra: Partial<OrderDetailsFragment> = {}): OrderDetailsFragment =>
  orderDetails({ address: '12 Mabini St., Bacoor, Cavite', orderNote: 'Blue gate', ...extra });

const answer = (orderAnswer: OrderDetailsFragment | null) => ({
  request: { query: MyOrderDocument, variables: { orderId: 41 } },
  result: { data: { myOrder: orderAnswer } },
});

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  fetchMock.mockReset();
  // The live stream is refused: these tests move the order themselves.
  fetchMock.mockImplementation(() => json(401, {}));
  global.fetch = fetchMock as unknown as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:proof');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => resetToasts());

/** From now on the server takes a proof (PUT) and serves its picture; the live stream stays refused. */
function serveProofs() {
  fetchMock.mockImplementation((url, init) => {
    if (String(url).includes('payment-proof') && init?.method === 'PUT')
      return json(200, { paymentStatus: 'PROOF_SENT' });
    if (String(url).includes('payment-proof')) return Promise.resolve(new Response(new Blob(['png']), { status: 200 }));
    return json(401, {});
  });
}
/** The requests that went to the payment-proof address. */
const proofRequests = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('payment-proof'));

function open(mocks: object[], path = '/orders/41') {
  signIn('Customer', 'cust-1');
  return renderScreen({ '/orders/:orderId': <OrderDetails /> }, { path, mocks: mocks as never });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('a customer’s order page', () => {
  it('shows the lines and totals, the delivery, the payment and the steps, each waiting or with its Manila time', async () => {
    open([
      answer(
        details({
          orderStatus: 'APPROVED',
          authorizationDate: '2026-11-21T06:00:00Z',
          packedAt: '2026-11-22T01:00:00Z',
        }),
      ),
    ]);
    // While it loads the trail holds the list crumb's place unseen: on a phone the trail wraps, and the heading stays put.
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail.querySelector('li.invisible[aria-hidden="true"]')).toHaveTextContent('YOUR PENDING ORDERS');
    expect(await screen.findByRole('heading', { level: 1, name: 'ORDER 41' })).toBeInTheDocument();
    expect(await within(trail).findByRole('link', { name: 'YOUR ORDER HISTORY' })).toHaveAttribute(
      'href',
      '/complete-orders',
    );
    expect(trail.querySelector('li.invisible')).toBeNull();
    const items = region('Items');
    expect(within(items).getByRole('table', { name: 'Items of order 41' })).toBeInTheDocument();
    expect(items).toHaveTextContent('Goods: ₱399.00');
    expect(items).toHaveTextContent('Delivery fee: ₱80.00');
    expect(items).toHaveTextContent('Total: ₱479.00');
    const delivery = region('Delivery');
    for (const fact of ['Delivery', 'Bacoor and Imus', 'Tue 1 Dec 2026', '12 Mabini St., Bacoor, Cavite', 'Blue gate'])
      expect(delivery).toHaveTextContent(fact);
    expect(region('Payment')).toHaveTextContent('GCash');
    expect(region('Payment')).toHaveTextContent('Unpaid');
    const steps = within(screen.getByRole('list', { name: 'Order steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `✓ Placed${formatMediumDate('2026-11-21T05:31:15Z')}`,
      `✓ Approved${formatMediumDate('2026-11-21T06:00:00Z')}`,
      `✓ Packed${formatMediumDate('2026-11-22T01:00:00Z')}`,
      '○ Out for deliverywaiting',
      '○ Deliveredwaiting',
    ]);
    expect(await violations()).toEqual([]);
  });

  it('once packed, each line says the lots it came from and their best-before', async () => {
    const base = details();
    open([
      answer(
        details({
          orderStatus: 'APPROVED',
          fulfilmentStatus: 'PACKED',
          packedAt: '2026-11-22T01:00:00Z',
          cartItems: [
            {
              ...base.cartItems[0],
              lots: [
                {
                  __typename: 'LineLot',
                  lotCode: 'DRD-20261101-A',
                  bestBefore: '2027-05-01',
                  bestBeforeLabel: '01May2027',
                  quantity: 2,
                },
              ],
            },
            {
              ...base.cartItems[1],
              lots: [
                {
                  __typename: 'LineLot',
                  lotCode: 'SMK-20261118-A',
                  bestBefore: '2026-11-25',
                  bestBeforeLabel: '25Nov2026',
                  quantity: 1,
                },
              ],
            },
          ],
        }),
      ),
    ]);
    const table = await screen.findByRole('table', { name: 'Items of order 41' });
    const [danggit, tinapa] = within(table).getAllByRole('row').slice(1);
    expect(danggit).toHaveTextContent('DanggitLot DRD-20261101-A · best before 01May2027₱150.002₱300.00');
    expect(within(danggit).getByText('01May2027')).toHaveAttribute('datetime', '2027-05-01');
    expect(tinapa).toHaveTextContent('Tinapang BangusLot SMK-20261118-A · best before 25Nov2026');
    expect(await violations()).toEqual([]);
  });

  it('leads with the customer’s word and the next step: where to send how much with which reference, each to copy', async () => {
    open([answer(details())]);
    const badge = await screen.findByText('Awaiting payment');
    expect(badge).toHaveClass('badge');
    const next = region('How to pay');
    expect(next).toHaveTextContent(
      'Send ₱479.00 by GCash, with order 41 as the reference, then send us a picture of the receipt.',
    );
    expect(next).toHaveTextContent('GCash number0917 555 0100');
    expect(next).toHaveTextContent('Amount₱479.00');
    for (const what of ['gcash number', 'amount', 'reference'])
      expect(within(next).getByRole('button', { name: `Copy ${what}` })).toBeInTheDocument();
    // The proof goes with the instructions, before the order's lines.
    const upload = screen.getByLabelText('Picture of the receipt');
    expect(next.compareDocumentPosition(upload) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(upload.compareDocumentPosition(region('Items')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await violations()).toEqual([]);
  });

  it.each([
    [
      { orderStatus: 'APPROVED' as const, paymentMethod: 'CASH' as const, payTo: null },
      'Approved',
      'We will collect ₱479.00 in cash when we deliver on Tue 1 Dec 2026.',
    ],
    [
      {
        orderStatus: 'APPROVED' as const,
        paymentMethod: 'CASH' as const,
        paymentStatus: 'PAID' as const,
        fulfilmentStatus: 'DELIVERED' as const,
        payTo: null,
      },
      'Delivered',
      null,
    ],
    [
      { orderStatus: 'CANCELLED' as const, paymentStatus: 'REFUND_DUE' as const },
      'Refund due',
      'We owe you ₱479.00. We will send it back and e-mail you once it is sent.',
    ],
    [
      {
        orderStatus: 'CANCELLED' as const,
        paymentStatus: 'REFUNDED' as const,
        refundMethod: 'GCASH' as const,
        refundReference: 'RF-9',
        refundedOn: '2026-12-02',
      },
      'Refunded',
      '₱479.00 was sent back to you by GCash (reference RF-9) on Wed 2 Dec 2026.',
    ],
  ])('says where the order stands in one word, and what comes next (%#)', async (state, word, text) => {
    open([answer(details(state))]);
    await screen.findByRole('heading', { level: 1, name: 'ORDER 41' });
    // The word is the badge that leads the page (the timeline may say it too).
    expect(screen.getAllByText(word).filter((element) => element.classList.contains('badge'))).toHaveLength(1);
    expect(screen.queryByText('APPROVED')).not.toBeInTheDocument();
    if (text) expect(screen.getByTestId('next-step')).toHaveTextContent(text);
    else expect(screen.queryByTestId('next-step')).not.toBeInTheDocument();
  });

  it('a GCash order sends the receipt’s picture with the session’s token and shows "Proof sent"', async () => {
    const user = userEvent.setup();
    open([
      answer(details()),
      answer(details({ paymentStatus: 'PROOF_SENT', hasPaymentProof: true, paymentProofVersion: '3f2a9c0d1b7e' })),
    ]);
    const input = await screen.findByLabelText('Picture of the receipt');
    await user.click(screen.getByRole('button', { name: 'Send proof' }));
    expect(input).toHaveAccessibleDescription(/Choose the picture of your receipt first\./);
    expect(proofRequests()).toEqual([]);

    serveProofs();
    const receipt = new File(['png'], 'receipt.png', { type: 'image/png' });
    await user.upload(input, receipt);
    await user.click(screen.getByRole('button', { name: 'Send proof' }));
    expect(await screen.findByText('Proof of payment sent.')).toBeInTheDocument();
    await waitFor(() => expect(region('Payment')).toHaveTextContent('Proof sent'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/orders/41/payment-proof');
    expect(put?.[1]?.body).toBe(receipt);
    expect((put?.[1]?.headers as Record<string, string>).authorization).toMatch(/^Bearer /);
    expect(await screen.findByRole('img', { name: 'The proof of payment you sent' })).toHaveAttribute(
      'src',
      'blob:proof',
    );
  });

  it('shows the second proof sent, not the first: the preview follows the proof’s version while the payment stays "Proof sent"', async () => {
    const user = userEvent.setup();
    let made = 0;
    URL.createObjectURL = jest.fn(() => `blob:proof-${++made}`);
    const sent = details({ paymentStatus: 'PROOF_SENT', hasPaymentProof: true, paymentProofVersion: 'aaaaaaaaaaaa' });
    open([answer(sent), answer({ ...sent, paymentProofVersion: 'bbbbbbbbbbbb' })]);
    serveProofs();
    expect(await screen.findByRole('img', { name: 'The proof of payment you sent' })).toHaveAttribute(
      'src',
      'blob:proof-1',
    );
    await user.upload(
      screen.getByLabelText('Picture of the receipt'),
      new File(['png'], 'second.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send proof' }));
    expect(await screen.findByText('Proof of payment sent.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'The proof of payment you sent' })).toHaveAttribute('src', 'blob:proof-2'),
    );
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:proof-1');
    expect(region('Payment')).toHaveTextContent('Proof sent');
  });

  it('refuses a picture that is not JPEG, PNG or WebP before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    open([answer(details())]);
    const input = await screen.findByLabelText('Picture of the receipt');
    await user.upload(input, new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send proof' }));
    expect(input).toHaveAccessibleDescription(/Choose a JPEG, PNG or WebP picture of the receipt\./);
    expect(proofRequests()).toEqual([]);
  });

  it('saves the transfer’s reference number', async () => {
    const user = userEvent.setup();
    open([
      answer(details()),
      {
        request: { query: SetPaymentReferenceDocument, variables: { orderId: 41, reference: 'GC-778812' } },
        result: { data: { setPaymentReference: details({ paymentReference: 'GC-778812' }) } },
      },
    ]);
    const reference = await screen.findByRole('textbox', { name: 'Reference number' });
    await user.click(screen.getByRole('button', { name: 'Save reference' }));
    expect(reference).toHaveAccessibleDescription(/Enter the reference number\./);
    await user.type(reference, ' GC-778812 ');
    await user.click(screen.getByRole('button', { name: 'Save reference' }));
    expect(await screen.findByText('Reference number saved.')).toBeInTheDocument();
    await waitFor(() => expect(region('Payment')).toHaveTextContent('Reference numberGC-778812'));
  });

  it('a cash pickup takes no proof; a cancelled order ends at its cancellation', async () => {
    open([
      answer(
        details({
          deliveryMethod: 'PICKUP',
          deliveryZoneName: null,
          deliveryFee: 0,
          paymentMethod: 'CASH',
          orderStatus: 'CANCELLED',
          authorizationDate: '2026-11-21T07:00:00Z',
        }),
      ),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'ORDER 41' });
    expect(region('Delivery')).toHaveTextContent('Pickup at our Cavite facility');
    expect(region('Payment')).toHaveTextContent('Cash on pickup');
    expect(screen.queryByLabelText('Picture of the receipt')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Order steps' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('an order that is not the customer’s, or an address that is no order, says so', async () => {
    open([answer(null)]);
    expect(await screen.findByText(/This order is not among your orders\./)).toBeInTheDocument();
  });

  it('an address that is no order ID asks nothing of the server', async () => {
    open([], '/orders/abc');
    expect(await screen.findByText(/This order is not among your orders\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ORDER NOT FOUND' })).toBeInTheDocument();
  });
});
