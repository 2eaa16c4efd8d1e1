import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMediumDate } from '../../../lib/format';
import { resetToasts } from '../../../state/toast';
import { axeViolations } from '../../../test/a11y';
import { answerDialog, expectNoDialog, openDialog } from '../../../test/dialogs';
import { refusal } from '../../../test/graphql-errors';
import { alertsWithText as alerts, renderScreen, settle, signIn, type SentOperation } from '../../../test/kit';
import { copyThenDone, expectSecretPanel, mockClipboard } from '../../../test/secret-once';
import { atPhoneWidth } from '../../../test/phone-width';
import { CreateWebhookEndpointDocument } from '../api/create-webhook-endpoint.generated';
import { DeleteWebhookEndpointDocument } from '../api/delete-webhook-endpoint.generated';
import { ResendWebhookDeliveryDocument } from '../api/resend-webhook-delivery.generated';
import { RotateWebhookSecretDocument } from '../api/rotate-webhook-secret.generated';
import { UpdateWebhookEndpointDocument } from '../api/update-webhook-endpoint.generated';
import { WebhookDeliveriesDocument } from '../api/webhook-deliveries.generated';
import type { WebhookDeliveryFieldsFragment, WebhookEndpointFieldsFragment } from '../api/webhook-fields.generated';
import { WebhooksDocument } from '../api/webhooks.generated';
import WebhooksPage from '../WebhooksPage';
import { WEBHOOK_MESSAGES, webhookFormErrors } from '../utils/webhook-form';

type Endpoint = WebhookEndpointFieldsFragment;
type Delivery = WebhookDeliveryFieldsFragment;

const EVENTS = [
  { __typename: 'WebhookEventOption', event: 'order.placed', description: 'A customer placed an order.' },
  { __typename: 'WebhookEventOption', event: 'order.approved', description: 'An employee approved an order.' },
  {
    __typename: 'WebhookEventOption',
    event: 'order.cancelled',
    description: 'An order was cancelled, by an employee or by its customer.',
  },
  {
    __typename: 'WebhookEventOption',
    event: 'product.changed',
    description: 'A product was added, edited, deleted or had its stock set.',
  },
  {
    __typename: 'WebhookEventOption',
    event: 'product.low_stock',
    description: 'An approval took a product to its low-stock level or below.',
  },
] as const;

const endpoint = (extra: Partial<Endpoint> = {}): Endpoint => ({
  __typename: 'WebhookEndpoint',
  id: 'ep-1',
  url: 'https://erp.example.ph/hooks/waters',
  events: ['order.placed', 'order.cancelled'],
  enabled: true,
  disabledReason: null,
  createdAt: '2026-11-21T05:31:15.000Z',
  ...extra,
});
const TURNED_OFF = endpoint({
  id: 'ep-2',
  url: 'https://stock.example.ph/in',
  events: ['product.low_stock'],
  enabled: false,
  disabledReason: 'Turned off after 3 deliveries in a row failed for 24 hours.',
});

const delivery = (extra: Partial<Delivery> = {}): Delivery => ({
  __typename: 'WebhookDelivery',
  id: '41',
  messageId: 'msg_2fK9aQ2xR7mB1pL0',
  eventType: 'order.placed',
  status: 'delivered',
  attempts: 1,
  responseCode: 200,
  lastError: null,
  createdAt: '2026-11-22T01:00:00.000Z',
  lastAttemptAt: '2026-11-22T01:00:01.000Z',
  nextAttemptAt: null,
  ...extra,
});
const RETRYING = delivery({
  id: '42',
  messageId: 'msg_Zy81bbQa',
  eventType: 'order.cancelled',
  status: 'failed',
  attempts: 7,
  responseCode: 503,
  lastError: 'HTTP 503 Service Unavailable',
  lastAttemptAt: '2026-11-23T01:00:00.000Z',
});

const listed = (endpoints: Endpoint[] = [endpoint()]) => ({
  request: { query: WebhooksDocument },
  result: { data: { webhookEndpoints: endpoints, webhookEvents: EVENTS } },
});
const deliveries = (list: Delivery[], endpointId = 'ep-1') => ({
  request: { query: WebhookDeliveriesDocument, variables: { endpointId } },
  result: { data: { webhookDeliveries: list } },
});

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const NEW_ENDPOINT = endpoint({
  id: 'ep-9',
  url: 'https://crm.example.ph/webhooks',
  events: ['order.placed'],
  createdAt: '2026-11-23T02:00:00.000Z',
});
const createRequest = (input: object) => ({ query: CreateWebhookEndpointDocument, variables: { input } });
const created = {
  request: createRequest({ url: 'https://crm.example.ph/webhooks', events: ['order.placed'] }),
  result: {
    data: {
      createWebhookEndpoint: { __typename: 'WebhookEndpointWithSecret', secret: SECRET, endpoint: NEW_ENDPOINT },
    },
  },
};

function renderPage(mocks: object[] = [listed()], sent?: SentOperation[]) {
  signIn('Employee', 'emp-1');
  return renderScreen(<WebhooksPage />, { path: '/webhooks', mocks: mocks as never, only: true, sent });
}

const urlField = () => screen.getByLabelText(/^Endpoint URL/);
const card = (url: string) => screen.getByRole('article', { name: url });
const cardUrls = () =>
  within(screen.getByRole('list', { name: 'Webhook endpoints' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function register(user: ReturnType<typeof userEvent.setup>, url: string, events: string[]) {
  await user.type(await screen.findByLabelText(/^Endpoint URL/), url);
  for (const event of events) await user.click(screen.getByRole('checkbox', { name: event }));
  await user.click(screen.getByRole('button', { name: 'Register endpoint' }));
}

afterEach(() => resetToasts());

describe('Webhooks: the list', () => {
  it('lists each endpoint with its address, events, status (with the reason it is off) and date in Manila time', async () => {
    renderPage([listed([endpoint(), TURNED_OFF])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Webhook endpoints' })).toBeInTheDocument();
    expect(cardUrls()).toEqual(['https://erp.example.ph/hooks/waters', 'https://stock.example.ph/in']);

    const on = within(card('https://erp.example.ph/hooks/waters'));
    expect(on.getByText('Events').nextElementSibling).toHaveTextContent('order.placedorder.cancelled');
    expect(on.getByText('Status').nextElementSibling).toHaveTextContent(/^On$/);
    expect(on.getByText('Created').nextElementSibling).toHaveTextContent('Nov 21, 2026, 1:31:15 PM');
    expect(on.getByRole('button', { name: 'Turn off https://erp.example.ph/hooks/waters' })).toBeInTheDocument();

    const off = within(card('https://stock.example.ph/in'));
    expect(off.getByText('Status').nextElementSibling).toHaveTextContent(
      'Off Turned off after 3 deliveries in a row failed for 24 hours.',
    );
    expect(off.getByRole('button', { name: 'Turn on https://stock.example.ph/in' })).toBeInTheDocument();
    for (const name of ['Deliveries', 'Rotate secret', 'Delete'])
      expect(off.getByRole('button', { name: `${name} https://stock.example.ph/in` })).toBeInTheDocument();
  });

  it('without endpoints says so calmly', async () => {
    renderPage([listed([])]);
    expect(await screen.findByText('No webhook endpoints yet.')).toHaveAttribute('role', 'status');
    expect(alerts()).toEqual([]);
  });

  it('a failed load says so', async () => {
    renderPage([{ request: { query: WebhooksDocument }, error: new Error('offline') }]);
    expect(await screen.findByText('The webhook endpoints could not be loaded.')).toBeInTheDocument();
    expect(alerts()).toHaveLength(1);
  });

  it('is for employees only: customers are told so, signed-out visitors asked to log in', () => {
    signIn('Customer', 'cust-1');
    const { unmount } = renderScreen(<WebhooksPage />, { path: '/webhooks', only: true });
    expect(screen.getByText('This page is not available for your account.')).toBeInTheDocument();
    unmount();
    sessionStorage.clear();
    renderScreen(<WebhooksPage />, { path: '/webhooks', only: true });
    expect(screen.getByRole('link', { name: 'Employee Portal' })).toHaveAttribute('href', '/employee-login-page');
  });
});

describe('Webhooks: registering an endpoint', () => {
  it('offers the events as a group of boxes, each with what it reports', async () => {
    renderPage();
    const group = await screen.findByRole('group', { name: /^Events/ });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(5);
    expect(within(group).getByRole('checkbox', { name: 'order.placed' })).toHaveAccessibleDescription(
      'A customer placed an order.',
    );
    expect(urlField()).toBeRequired();
    expect(urlField()).toHaveAttribute('type', 'url');
  });

  it('shows the signing secret once, in a panel that takes the focus, copies it, and Done hides it for good', async () => {
    const user = userEvent.setup();
    const writeText = mockClipboard();
    renderPage([listed(), created]);
    await register(user, 'https://crm.example.ph/webhooks', ['order.placed']);

    const panel = await expectSecretPanel('Signing secret of the new endpoint', 'Signing secret', SECRET);
    // The form is empty again, and the new endpoint ends the list (oldest first).
    expect(urlField()).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'order.placed' })).not.toBeChecked();
    expect(cardUrls()).toEqual(['https://erp.example.ph/hooks/waters', 'https://crm.example.ph/webhooks']);

    await copyThenDone(user, panel, writeText, SECRET);
    expect(screen.queryByRole('region', { name: /Signing secret/ })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(screen.getByRole('heading', { level: 3, name: 'https://crm.example.ph/webhooks' })).toHaveFocus();
  });

  it('without an address or an event says so beside each field and sends nothing', async () => {
    const user = userEvent.setup();
    const sent: SentOperation[] = [];
    renderPage([listed()], sent);
    await user.click(await screen.findByRole('button', { name: 'Register endpoint' }));
    expect(urlField()).toHaveAccessibleDescription(expect.stringContaining(WEBHOOK_MESSAGES.urlRequired));
    expect(urlField()).toHaveAttribute('aria-invalid', 'true');
    expect(urlField()).toHaveFocus();
    expect(screen.getByRole('group', { name: /^Events/ })).toHaveAccessibleDescription(WEBHOOK_MESSAGES.eventsRequired);
    await settle();
    expect(sent.map((operation) => operation.operationName)).toEqual(['Webhooks']);
  });

  it('shows the server’s field messages (BAD_USER_INPUT extensions.fields) beside their fields, until the field changes', async () => {
    const user = userEvent.setup();
    const refused = {
      request: createRequest({ url: 'http://10.0.0.5/hooks', events: ['order.placed'] }),
      result: refusal('The address must start with https://.', 'BAD_USER_INPUT', { url: 'Must be https' }),
    };
    renderPage([listed(), refused]);
    await register(user, 'http://10.0.0.5/hooks', ['order.placed']);
    await waitFor(() => expect(urlField()).toHaveAccessibleDescription(expect.stringContaining('Must be https')));
    expect(urlField()).toHaveFocus();
    expect(urlField()).toHaveAttribute('aria-invalid', 'true');
    expect(alerts()).toEqual([]);
    expect(screen.queryByRole('region', { name: /Signing secret/ })).not.toBeInTheDocument();
    await user.type(urlField(), 's');
    expect(urlField()).not.toHaveAttribute('aria-invalid');
  });

  it('an event the server refuses is marked on the group', async () => {
    const user = userEvent.setup();
    const refused = {
      request: createRequest({ url: 'https://crm.example.ph/webhooks', events: ['order.placed'] }),
      result: refusal('Unknown event', 'BAD_USER_INPUT', { events: 'Unknown event' }),
    };
    renderPage([listed(), refused]);
    await register(user, 'https://crm.example.ph/webhooks', ['order.placed']);
    await waitFor(() =>
      expect(screen.getByRole('group', { name: /^Events/ })).toHaveAccessibleDescription('Unknown event'),
    );
    expect(screen.getByRole('checkbox', { name: 'order.placed' })).toHaveFocus();
  });

  it('a refusal that names no field is shown above the form with the server’s reason', async () => {
    const user = userEvent.setup();
    const refused = { ...created, result: refusal('At most 20 endpoints; delete one first.', 'BAD_USER_INPUT') };
    renderPage([listed(), refused]);
    await register(user, 'https://crm.example.ph/webhooks', ['order.placed']);
    await screen.findByText('The endpoint could not be registered.');
    const [alert] = alerts();
    expect(alert).toHaveTextContent('At most 20 endpoints; delete one first.');
  });
});

describe('Webhooks: turning off and on, rotating, deleting', () => {
  const update = (id: string, enabled: boolean, answer: Endpoint) => ({
    request: { query: UpdateWebhookEndpointDocument, variables: { id, input: { enabled } } },
    result: { data: { updateWebhookEndpoint: answer } },
  });

  it('Turn off and Turn on switch the endpoint, keep the focus on the button, and say so', async () => {
    const user = userEvent.setup();
    renderPage([listed(), update('ep-1', false, endpoint({ enabled: false })), update('ep-1', true, endpoint())]);
    const url = 'https://erp.example.ph/hooks/waters';
    await user.click(await screen.findByRole('button', { name: `Turn off ${url}` }));
    const turnOn = await screen.findByRole('button', { name: `Turn on ${url}` });
    expect(turnOn).toHaveFocus();
    expect(within(card(url)).getByText('Status').nextElementSibling).toHaveTextContent(/^Off$/);
    expect(await screen.findByText('Webhook endpoint turned off.')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: `Turn off ${url}` })).toHaveFocus();
    expect(await screen.findByText('Webhook endpoint turned on.')).toBeInTheDocument();
  });

  it('Delete asks first; Cancel keeps the endpoint, Delete removes it, says so and leaves the calm empty list', async () => {
    const user = userEvent.setup();
    const url = 'https://erp.example.ph/hooks/waters';
    renderPage([
      listed(),
      {
        request: { query: DeleteWebhookEndpointDocument, variables: { id: 'ep-1' } },
        result: { data: { deleteWebhookEndpoint: true } },
      },
    ]);
    const dialog = await openDialog(user, `Delete ${url}`, 'Delete webhook endpoint');
    expect(dialog).toHaveAccessibleDescription(
      `Delete ${url} and its delivery log? It is told of no more events. This cannot be undone.`,
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectNoDialog();
    expect(cardUrls()).toEqual([url]);

    await answerDialog(user, `Delete ${url}`, 'Delete webhook endpoint', 'Delete');
    expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
    expect(await screen.findByText('Webhook endpoint deleted.')).toBeInTheDocument();
    await expectNoDialog();
    expect(screen.getByRole('heading', { level: 2, name: 'Endpoints' })).toHaveFocus();
  });

  it('Rotate secret asks first, then shows the new secret once, focused', async () => {
    const user = userEvent.setup();
    const url = 'https://erp.example.ph/hooks/waters';
    const rotated = {
      request: { query: RotateWebhookSecretDocument, variables: { id: 'ep-1' } },
      result: {
        data: {
          rotateWebhookSecret: {
            __typename: 'WebhookEndpointWithSecret',
            secret: 'whsec_bmV3LXNlY3JldA==',
            endpoint: endpoint(),
          },
        },
      },
    };
    renderPage([listed(), rotated]);
    await answerDialog(user, `Rotate secret ${url}`, 'Rotate signing secret', 'Rotate secret');
    const panel = await screen.findByRole('region', { name: 'New signing secret' });
    await waitFor(() => expect(panel).toHaveFocus());
    expect(within(panel).getByLabelText('Signing secret')).toHaveValue('whsec_bmV3LXNlY3JldA==');
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('heading', { level: 3, name: url })).toHaveFocus();
  });
});

describe('Webhooks: the delivery log', () => {
  const url = 'https://erp.example.ph/hooks/waters';
  const resent = delivery({
    id: '43',
    status: 'pending',
    attempts: 0,
    responseCode: null,
    lastAttemptAt: null,
    nextAttemptAt: '2026-11-23T03:00:00.000Z',
  });

  it('opens under its endpoint: event, status, response, attempts, dates in Manila time, last error; Send again queues it and reads the log again', async () => {
    const user = userEvent.setup();
    const resend = {
      request: { query: ResendWebhookDeliveryDocument, variables: { id: '42' } },
      result: { data: { resendWebhookDelivery: { ...RETRYING, ...resent, messageId: RETRYING.messageId } } },
    };
    renderPage([
      listed(),
      deliveries([RETRYING, delivery()]),
      resend,
      deliveries([{ ...resent, messageId: RETRYING.messageId, eventType: 'order.cancelled' }, RETRYING, delivery()]),
    ]);
    const toggle = await screen.findByRole('button', { name: `Deliveries ${url}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const log = screen.getByRole('region', { name: 'Deliveries' });
    expect(toggle).toHaveAttribute('aria-controls', log.id);
    const table = await within(log).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Event', 'Status', 'Response', 'Attempts', 'Last attempt', 'Next attempt', 'Last error', 'Actions']);
    const failed = within(within(table).getByRole('row', { name: /order\.cancelled/ }));
    expect(failed.getByText('Failed')).toBeInTheDocument();
    expect(failed.getByText('503')).toBeInTheDocument();
    expect(failed.getByText('7')).toBeInTheDocument();
    expect(failed.getByText(formatMediumDate(RETRYING.lastAttemptAt))).toBeInTheDocument();
    expect(failed.getByText('HTTP 503 Service Unavailable')).toBeInTheDocument();
    expect(failed.getByText('msg_Zy81bbQa')).toBeInTheDocument();
    const ok = within(within(table).getByRole('row', { name: /order\.placed/ }));
    expect(ok.getByText('Delivered')).toBeInTheDocument();
    expect(ok.getByText('Nov 22, 2026, 9:00:01 AM')).toBeInTheDocument();

    await user.click(failed.getByRole('button', { name: /^Send again order\.cancelled/ }));
    expect(await screen.findByText('The order.cancelled delivery is queued to be sent again.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const queued = within(within(table).getAllByRole('row')[1]);
    expect(queued.getByText('Pending')).toBeInTheDocument();
    expect(queued.getByText('msg_Zy81bbQa')).toBeInTheDocument();
    expect(queued.getByText(formatMediumDate(resent.nextAttemptAt))).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('without deliveries says so calmly', async () => {
    const user = userEvent.setup();
    renderPage([listed(), deliveries([])]);
    await user.click(await screen.findByRole('button', { name: `Deliveries ${url}` }));
    expect(await screen.findByText('No deliveries yet.')).toHaveAttribute('role', 'status');
    expect(alerts()).toEqual([]);
  });

  it('a failed Send again says so', async () => {
    const user = userEvent.setup();
    const refused = {
      request: { query: ResendWebhookDeliveryDocument, variables: { id: '41' } },
      result: refusal('No such delivery.', 'NOT_FOUND'),
    };
    renderPage([listed(), deliveries([delivery()]), refused]);
    await user.click(await screen.findByRole('button', { name: `Deliveries ${url}` }));
    await user.click(await screen.findByRole('button', { name: /^Send again/ }));
    expect(await screen.findByText('The delivery could not be sent again.')).toBeInTheDocument();
  });

  describe('on a phone', () => {
    atPhoneWidth();

    it('shows a card per delivery, each value labelled, Send again on the card', async () => {
      const user = userEvent.setup();
      renderPage([listed(), deliveries([RETRYING])]);
      await user.click(await screen.findByRole('button', { name: `Deliveries ${url}` }));
      const cards = await screen.findByRole('list', { name: `Deliveries to ${url}` });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const first = within(within(cards).getAllByRole('listitem')[0]);
      expect(first.getByText('Failed')).toBeInTheDocument();
      expect(first.getByText('Last error').nextElementSibling).toHaveTextContent('HTTP 503 Service Unavailable');
      expect(first.getByText('Response').nextElementSibling).toHaveTextContent('503');
      expect(first.getByRole('button', { name: /^Send again/ })).toBeInTheDocument();
    });
  });
});

describe('Webhooks: accessibility', () => {
  it('has no axe violations: the list and its log, the field messages, and the secret panel', async () => {
    const user = userEvent.setup();
    mockClipboard();
    const { container } = renderPage([listed([endpoint(), TURNED_OFF]), deliveries([RETRYING, delivery()]), created]);
    await user.click(await screen.findByRole('button', { name: /^Deliveries https:\/\/erp/ }));
    await screen.findByRole('table');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Register endpoint' }));
    expect(await axeViolations(container)).toEqual([]);
    await register(user, 'https://crm.example.ph/webhooks', ['order.placed']);
    await screen.findByRole('region', { name: /Signing secret/ });
    expect(await axeViolations(container)).toEqual([]);
    // axe-core in jsdom takes seconds a run.
  }, 30_000);
});

describe('Webhooks: the form’s rules', () => {
  it('wants an address of at most 500 characters and an event', () => {
    expect(webhookFormErrors({ url: '', events: '' })).toEqual({
      url: WEBHOOK_MESSAGES.urlRequired,
      events: WEBHOOK_MESSAGES.eventsRequired,
    });
    expect(webhookFormErrors({ url: 'example.com/hooks', events: 'order.placed' }).url).toBe(
      WEBHOOK_MESSAGES.urlInvalid,
    );
    expect(webhookFormErrors({ url: `https://example.com/${'x'.repeat(500)}`, events: 'order.placed' }).url).toBe(
      WEBHOOK_MESSAGES.urlTooLong,
    );
    expect(webhookFormErrors({ url: ' https://example.com/hooks ', events: 'order.placed' })).toEqual({});
  });
});
