import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../state/toast';
import { axeViolations } from '../../../test/a11y';
import { refusal } from '../../../test/graphql-errors';
import { renderScreen, signIn } from '../../../test/kit';
import { EndStandingOrderDocument } from '../api/end-standing-order.generated';
import { MyStandingOrdersDocument } from '../api/my-standing-orders.generated';
import { PauseStandingOrderDocument } from '../api/pause-standing-order.generated';
import { ResumeStandingOrderDocument } from '../api/resume-standing-order.generated';
import { SkipStandingOccurrenceDocument } from '../api/skip-standing-occurrence.generated';
import type { StandingOrderFieldsFragment } from '../api/standing-order-fields.generated';
import { UnskipStandingOccurrenceDocument } from '../api/unskip-standing-occurrence.generated';
import StandingOrdersPage from '../StandingOrdersPage';
import { addressesAnswer, standingOrder } from './standing-fixtures';

const RESTOCK = standingOrder();
const NAME = 'Weekday restock';

const listed = (orders: StandingOrderFieldsFragment[]) => ({
  request: { query: MyStandingOrdersDocument },
  result: { data: { myStandingOrders: orders } },
});

/** A change's mock: `document` with these variables, answered by the standing order as `after`, counted by `calls`. */
function change(document: unknown, variables: object, field: string, after: Partial<StandingOrderFieldsFragment>) {
  const answer = jest.fn(() => ({ data: { [field]: standingOrder(after) } }));
  return { mock: { request: { query: document, variables }, result: answer }, answer };
}

function openPage(mocks: object[]) {
  signIn('Customer', 'cust-1');
  return renderScreen(<StandingOrdersPage />, {
    path: '/standing-orders',
    mocks: [addressesAnswer, ...mocks] as never,
  });
}

/** The card of the standing order named `name`. */
const card = async (name = NAME) => (await screen.findByRole('article', { name })).closest('li') as HTMLElement;

afterEach(() => resetToasts());

describe('Standing orders (a trade buyer’s page)', () => {
  it('shows each standing order: its lines, its days in words, the next day and when it is placed, its recent orders', async () => {
    openPage([listed([RESTOCK])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'YOUR STANDING ORDERS' })).toBeInTheDocument();
    const restock = within(await card());
    expect(restock.getByRole('heading', { level: 2, name: NAME })).toBeInTheDocument();
    expect(restock.getByText('Active')).toHaveClass('badge');
    expect(within(restock.getByRole('list', { name: `Items of ${NAME}` })).getByText('Danggit × 20')).toBeVisible();
    expect(await restock.findByText('Tuesdays and Fridays · Delivery to Shop · GCash')).toBeInTheDocument();
    expect(restock.getByText('From 1 Dec 2026 until 31 Jan 2027')).toBeInTheDocument();
    expect(restock.getByText('Next: Tue 1 Dec 2026 — placed Mon 30 Nov at 6:00')).toBeInTheDocument();
    expect(restock.getByRole('button', { name: `Skip Tue 1 Dec of ${NAME}` })).toBeInTheDocument();
    expect(restock.getByRole('button', { name: `Undo skip of Tue 8 Dec for ${NAME}` })).toBeInTheDocument();
    const runs = within(restock.getByRole('region', { name: 'Recent orders' }));
    expect(runs.getByRole('link', { name: 'Order 51' })).toHaveAttribute('href', '/orders/51');
    expect(runs.getByText('Left out: Tuyo (out of stock)')).toBeInTheDocument();
    expect(runs.getByText('Nothing was placed: every product is out of stock.')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('pauses and resumes with one click each, the focus kept on the button', async () => {
    const user = userEvent.setup();
    const paused = change(PauseStandingOrderDocument, { id: 7 }, 'pauseStandingOrder', {
      status: 'PAUSED',
      nextOccurrence: null,
      nextPlacingDay: null,
    });
    const resumed = change(ResumeStandingOrderDocument, { id: 7 }, 'resumeStandingOrder', {});
    openPage([listed([RESTOCK]), paused.mock, resumed.mock]);
    const restock = within(await card());
    await user.click(restock.getByRole('button', { name: `Pause ${NAME}` }));
    expect(await restock.findByText('Paused: nothing is placed until you resume it.')).toBeInTheDocument();
    expect(paused.answer).toHaveBeenCalledTimes(1);
    expect(screen.getByText(`${NAME} paused.`)).toBeInTheDocument();
    const resume = restock.getByRole('button', { name: `Resume ${NAME}` });
    expect(resume).toHaveFocus();
    await user.click(resume);
    expect(await restock.findByText('Next: Tue 1 Dec 2026 — placed Mon 30 Nov at 6:00')).toBeInTheDocument();
    expect(resumed.answer).toHaveBeenCalledTimes(1);
  });

  it('skips the next day, and undoes the skip of a skipped one (the focus then on the card’s heading)', async () => {
    const user = userEvent.setup();
    const skipped = change(SkipStandingOccurrenceDocument, { id: 7, day: '2026-12-01' }, 'skipStandingOccurrence', {
      skipped: ['2026-12-01', '2026-12-08'],
      nextOccurrence: '2026-12-04',
      nextPlacingDay: '2026-12-03',
    });
    const unskipped = change(
      UnskipStandingOccurrenceDocument,
      { id: 7, day: '2026-12-08' },
      'unskipStandingOccurrence',
      {
        skipped: ['2026-12-01'],
        nextOccurrence: '2026-12-04',
        nextPlacingDay: '2026-12-03',
      },
    );
    openPage([listed([RESTOCK]), skipped.mock, unskipped.mock]);
    const restock = within(await card());
    await user.click(restock.getByRole('button', { name: `Skip Tue 1 Dec of ${NAME}` }));
    expect(await restock.findByText('Next: Fri 4 Dec 2026 — placed Thu 3 Dec at 6:00')).toBeInTheDocument();
    expect(skipped.answer).toHaveBeenCalledTimes(1);
    expect(restock.getByRole('button', { name: `Skip Fri 4 Dec of ${NAME}` })).toHaveFocus();
    await user.click(restock.getByRole('button', { name: `Undo skip of Tue 8 Dec for ${NAME}` }));
    await waitFor(() => expect(restock.queryByText('Tue 8 Dec 2026')).not.toBeInTheDocument());
    expect(unskipped.answer).toHaveBeenCalledTimes(1);
    expect(restock.getByText('Tue 1 Dec 2026')).toBeInTheDocument();
    await waitFor(() => expect(restock.getByRole('heading', { level: 2, name: NAME })).toHaveFocus());
  });

  it('ends a standing order only once asked (ending is final), and says why a change was refused', async () => {
    const user = userEvent.setup();
    const ended = change(EndStandingOrderDocument, { id: 7 }, 'endStandingOrder', {
      status: 'ENDED',
      nextOccurrence: null,
      nextPlacingDay: null,
      skipped: [],
    });
    const late = 'Too late to change 2026-12-01: its order is placed on 2026-11-30 from 06:00.';
    openPage([
      listed([RESTOCK]),
      {
        request: { query: SkipStandingOccurrenceDocument, variables: { id: 7, day: '2026-12-01' } },
        result: refusal(late, 'BAD_USER_INPUT'),
      },
      ended.mock,
    ]);
    const restock = within(await card());
    await user.click(restock.getByRole('button', { name: `Skip Tue 1 Dec of ${NAME}` }));
    expect(await restock.findByRole('alert')).toHaveTextContent(late);
    await user.click(restock.getByRole('button', { name: `End ${NAME}` }));
    let dialog = await screen.findByRole('dialog', { name: `End ${NAME}?` });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Ending is final'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ended.answer).not.toHaveBeenCalled();
    await waitFor(() => expect(restock.getByRole('button', { name: `End ${NAME}` })).toHaveFocus());
    await user.click(restock.getByRole('button', { name: `End ${NAME}` }));
    dialog = await screen.findByRole('dialog', { name: `End ${NAME}?` });
    await user.click(within(dialog).getByRole('button', { name: 'End standing order' }));
    expect(await restock.findByText('Ended')).toHaveClass('badge');
    expect(ended.answer).toHaveBeenCalledTimes(1);
    expect(restock.queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(restock.getByRole('heading', { level: 2, name: NAME })).toHaveFocus());
  });

  it('tells a buyer without standing orders how to make one from the cart', async () => {
    openPage([listed([])]);
    expect(await screen.findByText('You have no standing orders yet.')).toBeInTheDocument();
    expect(screen.getByText('Save as standing order').closest('p')).toHaveTextContent(
      'To make one, put in your cart what you order every time, then choose Save as standing order under the cart and pick its weekdays.',
    );
    expect(screen.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/order-page');
  });

  it('says when the list could not be loaded', async () => {
    openPage([{ request: { query: MyStandingOrdersDocument }, error: new Error('offline') }]);
    const alert = (await screen.findByText(/Your standing orders could not be loaded/)).closest('[role="alert"]');
    expect(alert).toHaveClass('alert-danger');
    expect(within(alert as HTMLElement).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
