import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../test/a11y';
import { refusal } from '../../../test/graphql-errors';
import { renderScreen, signIn } from '../../../test/kit';
import { LabelsDocument, type LabelFieldsFragment } from '../api/labels.generated';
import LabelsPage, { LabelsScreen } from '../pages/LabelsPage';

const svg = (text: string) =>
  `<svg viewBox="0 0 10 10" xmlns="http://www.w3.org/2000/svg"><desc>${text}</desc><rect width="10" height="10"/></svg>`;

const label = (extra: Partial<LabelFieldsFragment> = {}): LabelFieldsFragment => ({
  __typename: 'Label',
  productId: 'DRD-001',
  productName: 'Dried Danggit (Rabbitfish) 250 g',
  packSize: '250 g pack',
  lotCode: 'DRD-20261101-A',
  bestBefore: '2027-05-01',
  bestBeforeLabel: '01May2027',
  storage: 'Cool, dry place away from sunlight (below 25 °C)',
  link: 'https://shop.example/products/DRD-001?lot=DRD-20261101-A',
  qrSvg: svg('first'),
  orderId: 12,
  quantity: 5,
  ...extra,
});
const ORDER_LABELS = [
  label(),
  label({
    lotCode: 'DRD-20261115-A',
    bestBefore: '2027-05-15',
    bestBeforeLabel: '15May2027',
    link: 'https://shop.example/products/DRD-001?lot=DRD-20261115-A',
    qrSvg: svg('second'),
    quantity: 1,
  }),
];

const ofOrder = (orderId: number, answer: object) => ({
  request: { query: LabelsDocument, variables: { orderId, lotId: 0, byOrder: true } },
  ...answer,
});
const ofLot = (lotId: number, answer: object) => ({
  request: { query: LabelsDocument, variables: { orderId: 0, lotId, byOrder: false } },
  ...answer,
});

describe('the labels page', () => {
  it("prints a packed order's labels, one per line and lot, on an A6 sheet or an 80 mm receipt", async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderScreen(<LabelsScreen />, {
      path: '/labels?order=12',
      mocks: [ofOrder(12, { result: { data: { orderLabels: ORDER_LABELS } } })],
      toasts: false,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Labels' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Labels/);
    const labels = await screen.findAllByRole('article');
    expect(labels.map((article) => article.getAttribute('aria-label'))).toEqual([
      'Label for Dried Danggit (Rabbitfish) 250 g, lot DRD-20261101-A',
      'Label for Dried Danggit (Rabbitfish) 250 g, lot DRD-20261115-A',
    ]);
    expect(labels[0]).toHaveTextContent('Best before01May2027');
    expect(labels[0]).toHaveTextContent('Order12');
    expect(labels[1]).toHaveTextContent('Units1');
    expect(within(labels[1]).getByRole('img', { name: `QR code: ${ORDER_LABELS[1].link}` })).toBeInTheDocument();
    expect(
      screen.getByText(/The food labels of order 12: one for each line and lot it was packed from/),
    ).toBeInTheDocument();

    // A6 first; the receipt roll on request.
    const sheet = labels[0].parentElement!;
    expect(screen.getByRole('radio', { name: 'A6 label (105 × 148 mm)' })).toBeChecked();
    expect(sheet).toHaveClass('label-sheet-a6');
    await user.click(screen.getByRole('radio', { name: '80 mm receipt' }));
    expect(screen.getAllByRole('article')[0].parentElement).toHaveClass('label-sheet-receipt');
    expect(screen.getAllByRole('article')[0]).toHaveClass('food-label-receipt');

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    expect(await axeViolations()).toEqual([]);
  });

  it("a lot's shelf label", async () => {
    renderScreen(<LabelsScreen />, {
      path: '/labels?lot=3',
      mocks: [ofLot(3, { result: { data: { lotLabels: [label({ orderId: null, quantity: null })] } } })],
      toasts: false,
    });
    const shelf = await screen.findByRole('article', {
      name: 'Label for Dried Danggit (Rabbitfish) 250 g, lot DRD-20261101-A',
    });
    expect(shelf).not.toHaveTextContent('Order');
    expect(screen.getByText(/The shelf label of lot 3\./)).toBeInTheDocument();
  });

  it('an order not packed yet has no labels, and the Print button waits', async () => {
    renderScreen(<LabelsScreen />, {
      path: '/labels?order=13',
      mocks: [ofOrder(13, { result: { data: { orderLabels: [] } } })],
      toasts: false,
    });
    expect(
      await screen.findByText(
        'Order 13 has no labels: they are made once it is packed, one for each line and lot it was packed from.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  it('says so when the order is not found, or when the address names nothing', async () => {
    renderScreen(<LabelsScreen />, {
      path: '/labels?order=99',
      mocks: [ofOrder(99, { result: refusal('Order 99 was not found.', 'NOT_FOUND') })],
      toasts: false,
    });
    expect(await screen.findByText('Order 99 was not found.')).toBeInTheDocument();
  });

  it('without an order or a lot, says where labels are printed from', () => {
    renderScreen(<LabelsScreen />, { path: '/labels', toasts: false });
    expect(screen.getByRole('link', { name: 'Deliveries' })).toHaveAttribute('href', '/deliveries');
    expect(screen.getByRole('link', { name: 'Lots' })).toHaveAttribute('href', '/lots');
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('is for employees only', () => {
    signIn('Customer');
    renderScreen(<LabelsPage />, { path: '/labels?order=12', toasts: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Labels' })).toBeInTheDocument();
    expect(screen.getByText('This page is not available for your account.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
