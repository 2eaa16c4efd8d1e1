import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderActivityLogDocument } from '../api/order-activity-log.generated';
import { resetToasts } from '../../../state/toast';
import { orderPage } from '../../../test/connection-pages';
import { ActivityLog } from '../ActivityLog';
import { filterFromParams, paramsOf, serverFilter } from '../activity-log/activity-log-filter';
import { renderScreen } from '../../../test/kit';
import { order } from '../../../test/fixtures';

// React reads a submitted form as new FormData(form, submitter) when the submit starts a transition
// (the router's navigation does); the test environment's FormData cannot read a form element, which
// browsers can. The screen never reads that data (the filter comes from its own state).
const JsdomFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = class extends JsdomFormData {
    constructor() {
      super();
    }
  };
});
afterAll(() => {
  globalThis.FormData = JsdomFormData;
});
afterEach(() => resetToasts());

describe('activity log filters', () => {
  it('reads the URL, dropping what is not a filter, and asks for Manila days with the end day included', () => {
    const filter = filterFromParams(
      new URLSearchParams('from=2026-03-01&to=2026-03-31&status=PENDING&name=%20ana%20cruz%20&customer=%20c-1%20&x=1'),
    );
    expect(filter).toEqual({ from: '2026-03-01', to: '2026-03-31', status: '', name: 'ana cruz', customer: 'c-1' });
    expect(serverFilter(filter)).toEqual({
      from: '2026-02-28T16:00:00.000Z',
      to: '2026-03-31T16:00:00.000Z',
      customerName: 'ana cruz',
      customerId: 'c-1',
    });
    expect(paramsOf({ ...filter, status: 'APPROVED' }).toString()).toBe(
      'from=2026-03-01&to=2026-03-31&status=APPROVED&name=ana+cruz&customer=c-1',
    );
    expect(filterFromParams(new URLSearchParams('from=yesterday')).from).toBe('');
  });

  it('asks the server for the filtered log when filters are applied', async () => {
    const user = userEvent.setup();
    const all = {
      request: { query: OrderActivityLogDocument },
      result: { data: { orderActivityLogConnection: orderPage([order({ orderId: 7, orderStatus: 'APPROVED' })]) } },
    };
    const filtered = {
      request: { query: OrderActivityLogDocument, variables: { status: 'CANCELLED' } },
      result: { data: { orderActivityLogConnection: orderPage([]) } },
    };
    renderScreen(<ActivityLog />, { mocks: [all, filtered], path: '/complete-orders' });
    const form = await screen.findByRole('form', { name: 'Filter the activity log' });
    await user.selectOptions(within(form).getByLabelText('Status'), 'CANCELLED');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No order matches these filters.')).toBeInTheDocument();
  });

  it("asks for the orders of a customer's name, trimmed", async () => {
    const user = userEvent.setup();
    const all = {
      request: { query: OrderActivityLogDocument },
      result: { data: { orderActivityLogConnection: orderPage([order({ orderId: 7, orderStatus: 'APPROVED' })]) } },
    };
    const named = {
      request: { query: OrderActivityLogDocument, variables: { customerName: 'ana' } },
      result: { data: { orderActivityLogConnection: orderPage([order({ orderId: 9, orderStatus: 'CANCELLED' })]) } },
    };
    renderScreen(<ActivityLog />, { mocks: [all, named], path: '/complete-orders' });
    const form = await screen.findByRole('form', { name: 'Filter the activity log' });
    await user.type(within(form).getByLabelText('Customer Name'), '  ana ');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByRole('cell', { name: '9' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: '7' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('form', { name: 'Filter the activity log' })).getByLabelText('Customer Name'),
    ).toHaveValue('ana');
  });
});
