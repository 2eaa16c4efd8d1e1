import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMediumDate } from '../../../lib/format';
import { resetToasts } from '../../../state/toast';
import { axeViolations } from '../../../test/a11y';
import { answerDialog, expectNoDialog, openDialog } from '../../../test/dialogs';
import { refusal } from '../../../test/graphql-errors';
import { alertsWithText as alerts, renderScreen, settle, signIn } from '../../../test/kit';
import { copyThenDone, expectSecretPanel, mockClipboard } from '../../../test/secret-once';
import { atPhoneWidth } from '../../../test/phone-width';
import { ApiKeysDocument, type ApiKeysQuery } from '../api/api-keys.generated';
import { CreateApiKeyDocument } from '../api/create-api-key.generated';
import { RevokeApiKeyDocument } from '../api/revoke-api-key.generated';
import ApiKeysPage from '../pages/ApiKeysPage';
import { API_KEY_MESSAGES, apiKeyFormErrors, EMPTY_API_KEY_FORM, expiryOf, manilaToday } from '../utils/api-key-form';

type Key = ApiKeysQuery['apiKeys'][number];

const CUSTOMER_SCOPES = [
  { __typename: 'ApiScopeOption', scope: 'catalogue:read', description: 'Read the products on sale.' },
  { __typename: 'ApiScopeOption', scope: 'orders:read', description: "Read a customer's own orders." },
  { __typename: 'ApiScopeOption', scope: 'orders:write', description: 'Place orders and cancel pending ones.' },
] as const;

const key = (extra: Partial<Key> = {}): Key => ({
  __typename: 'ApiKey',
  id: 'key-1',
  name: 'Weekly re-order script',
  scopes: ['catalogue:read', 'orders:read'],
  prefix: 'wtr_3fK9aQ2x',
  createdAt: '2026-11-21T05:31:15.000Z',
  lastUsedAt: null,
  expiresAt: null,
  ...extra,
});
const USED = key({
  id: 'key-2',
  name: 'Stock sync',
  scopes: ['orders:read'],
  prefix: 'wtr_Zy81bbQa',
  lastUsedAt: '2026-11-22T01:00:00.000Z',
  expiresAt: '2026-12-31T15:59:59.999Z',
});

const listed = (keys: Key[] = [key()]) => ({
  request: { query: ApiKeysDocument },
  result: { data: { apiKeys: keys, apiScopes: CUSTOMER_SCOPES } },
});

const SECRET = 'wtr_3fK9aQ2xR7mB1pL0sT4vW8yZ2cD6fH9jK3nM5qS7uX';
const NEW_KEY = key({
  id: 'key-9',
  name: 'Nightly export',
  scopes: ['orders:read'],
  prefix: 'wtr_9Q2xR7mB',
  createdAt: '2026-11-23T02:00:00.000Z',
});
const createRequest = (input: object) => ({ query: CreateApiKeyDocument, variables: { input } });
const created = {
  request: createRequest({ name: 'Nightly export', scopes: ['orders:read'], expiresAt: null }),
  result: { data: { createApiKey: { __typename: 'CreatedApiKey', secret: SECRET, key: NEW_KEY } } },
};

function renderPage(mocks: object[] = [listed()]) {
  signIn('Customer', 'cust-1');
  return renderScreen(<ApiKeysPage />, { path: '/api-keys', mocks: mocks as never, only: true });
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const keyNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

/** Fills in the form for a key "Nightly export" with one scope (and a last day, if given) and sends it. */
async function createKey(user: ReturnType<typeof userEvent.setup>, scope = 'orders:read', expires?: string) {
  await user.type(await screen.findByLabelText(/^Name/), 'Nightly export');
  await user.click(screen.getByRole('checkbox', { name: scope }));
  if (expires) await user.type(field('Expires'), expires);
  await user.click(screen.getByRole('button', { name: 'Create key' }));
}
const REVOKE_FIRST_KEY = 'Revoke Weekly re-order script';

afterEach(() => resetToasts());

describe('API keys: the list', () => {
  it('explains keys and lists the working ones in a table: name, scopes, prefix, dates in Manila time, "Never" for none', async () => {
    renderPage([listed([USED, key()])]);
    expect(screen.getByRole('heading', { level: 1, name: 'API keys' })).toBeInTheDocument();
    expect(screen.getByText(/shown once/)).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Scopes', 'Prefix', 'Created', 'Last used', 'Expires', 'Actions']);
    expect(keyNames()).toEqual(['Stock sync', 'Weekly re-order script']);

    const used = within(screen.getByRole('row', { name: /Stock sync/ }));
    expect(used.getByText('wtr_Zy81bbQa')).toBeInTheDocument();
    expect(used.getByText(formatMediumDate(USED.lastUsedAt))).toBeInTheDocument();
    expect(used.getByText('Dec 31, 2026, 11:59:59 PM')).toBeInTheDocument();

    const fresh = within(screen.getByRole('row', { name: /Weekly re-order script/ }));
    expect(fresh.getByText('Nov 21, 2026, 1:31:15 PM')).toBeInTheDocument();
    expect(fresh.getAllByText('Never')).toHaveLength(2);
    expect(fresh.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['catalogue:read', 'orders:read']);
    expect(fresh.getByRole('button', { name: 'Revoke Weekly re-order script' })).toBeInTheDocument();
  });

  it('without keys says so calmly', async () => {
    renderPage([listed([])]);
    expect(await screen.findByText('You have no API keys yet.')).toHaveAttribute('role', 'status');
    expect(alerts()).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a failed load says so', async () => {
    renderPage([{ request: { query: ApiKeysDocument }, error: new Error('offline') }]);
    expect(await screen.findByText('Your API keys could not be loaded.')).toBeInTheDocument();
    expect(alerts()).toHaveLength(1);
  });

  it('asks a signed-out visitor to log in, in either portal', () => {
    renderScreen(<ApiKeysPage />, { path: '/api-keys', only: true });
    expect(screen.getByRole('heading', { level: 1, name: 'API keys' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login-page');
    expect(screen.getByRole('link', { name: 'Employee Portal' })).toHaveAttribute('href', '/employee-login-page');
  });

  describe('on a phone', () => {
    atPhoneWidth();

    it('shows a card per key, each value labelled, Revoke on the card', async () => {
      renderPage([listed([USED])]);
      const cards = await screen.findByRole('list', { name: 'Your API keys' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(within(cards).getAllByRole('listitem')[0]);
      expect(card.getByRole('heading', { name: 'Name Stock sync' })).toBeInTheDocument();
      expect(card.getByText('Last used').nextElementSibling).toHaveTextContent(formatMediumDate(USED.lastUsedAt));
      expect(card.getByText('Prefix').nextElementSibling).toHaveTextContent('wtr_Zy81bbQa');
      expect(card.getByRole('button', { name: 'Revoke Stock sync' })).toBeInTheDocument();
    });
  });
});

describe('API keys: creating one', () => {
  it('offers the account’s scopes as a group of boxes, each with what it allows', async () => {
    renderPage();
    const group = await screen.findByRole('group', { name: /^Scopes/ });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('id'))).toEqual([
      'api-key-scope-catalogue-read',
      'api-key-scope-orders-read',
      'api-key-scope-orders-write',
    ]);
    expect(within(group).getByRole('checkbox', { name: 'orders:read' })).toHaveAccessibleDescription(
      "Read a customer's own orders.",
    );
    expect(field('Expires')).toHaveAttribute('type', 'date');
    expect(field('Expires')).not.toBeRequired();
    expect(field('Name')).toBeRequired();
  });

  it('shows the secret once in a read-only field that takes the focus, copies it, and Done hides it for good', async () => {
    const user = userEvent.setup();
    const writeText = mockClipboard();
    renderPage([listed(), created]);
    await createKey(user);

    const panel = await expectSecretPanel('Your new key: Nightly export', 'Secret', SECRET);
    // The form is empty again, and the new key heads the list.
    expect(field('Name')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'orders:read' })).not.toBeChecked();
    expect(keyNames()).toEqual(['Nightly export', 'Weekly re-order script']);

    await copyThenDone(user, panel, writeText, SECRET);
    expect(screen.queryByRole('region', { name: /Your new key/ })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(screen.getByRole('heading', { name: 'Your keys' })).toHaveFocus();
  });

  it('sends a chosen last day as the end of that day in Manila', async () => {
    const user = userEvent.setup();
    const day = '2099-03-01';
    const answer = {
      ...created,
      request: createRequest({
        name: 'Nightly export',
        scopes: ['orders:read'],
        expiresAt: '2099-03-01T15:59:59.999Z',
      }),
    };
    renderPage([listed(), answer]);
    await createKey(user, 'orders:read', day);
    expect(await screen.findByRole('region', { name: 'Your new key: Nightly export' })).toBeInTheDocument();
  });

  it('without a name or a scope says so beside each field and sends nothing', async () => {
    const user = userEvent.setup();
    const sent: { operationName?: string }[] = [];
    signIn('Customer', 'cust-1');
    renderScreen(<ApiKeysPage />, { path: '/api-keys', mocks: [listed()], sent: sent as never, only: true });
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    expect(field('Name')).toHaveAccessibleDescription(expect.stringContaining(API_KEY_MESSAGES.nameRequired));
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveFocus();
    expect(screen.getByRole('group', { name: /^Scopes/ })).toHaveAccessibleDescription(API_KEY_MESSAGES.scopesRequired);
    await settle();
    expect(sent.map((operation) => operation.operationName)).toEqual(['ApiKeys']);
  });

  it('shows the server’s field messages from BAD_USER_INPUT beside their fields, until the field changes', async () => {
    const user = userEvent.setup();
    const refused = {
      request: createRequest({
        name: 'Nightly export',
        scopes: ['orders:read'],
        expiresAt: '2099-03-01T15:59:59.999Z',
      }),
      result: refusal('Expiry must be in the future.', 'BAD_USER_INPUT', { expiresAt: 'Must be in the future' }),
    };
    renderPage([listed(), refused]);
    await createKey(user, 'orders:read', '2099-03-01');

    await waitFor(() =>
      expect(field('Expires')).toHaveAccessibleDescription(expect.stringContaining('Must be in the future')),
    );
    expect(field('Expires')).toHaveFocus();
    expect(field('Expires')).toHaveAttribute('aria-invalid', 'true');
    expect(alerts()).toEqual([]);
    expect(screen.queryByRole('region', { name: /Your new key/ })).not.toBeInTheDocument();
    await user.clear(field('Expires'));
    expect(field('Expires')).not.toHaveAttribute('aria-invalid');
  });

  it('a scope the server refuses is marked on the group', async () => {
    const user = userEvent.setup();
    const refused = {
      request: createRequest({ name: 'Nightly export', scopes: ['orders:write'], expiresAt: null }),
      result: refusal('Customer accounts cannot give a key orders:write.', 'BAD_USER_INPUT', {
        scopes: 'Not a scope this account may give',
      }),
    };
    renderPage([listed(), refused]);
    await createKey(user, 'orders:write');
    await waitFor(() =>
      expect(screen.getByRole('group', { name: /^Scopes/ })).toHaveAccessibleDescription(
        'Not a scope this account may give',
      ),
    );
    expect(screen.getByRole('checkbox', { name: 'catalogue:read' })).toHaveFocus();
  });

  it('a refusal that names no field is shown above the form with the server’s reason', async () => {
    const user = userEvent.setup();
    const refused = {
      ...created,
      result: refusal('An account can hold at most 20 keys; revoke one first.', 'BAD_USER_INPUT'),
    };
    renderPage([listed(), refused]);
    await createKey(user);
    await screen.findByText('The key could not be created.');
    const [alert] = alerts();
    expect(alert).toHaveTextContent('The key could not be created.');
    expect(alert).toHaveTextContent('An account can hold at most 20 keys; revoke one first.');
  });
});

describe('API keys: revoking one', () => {
  const revoked = {
    request: { query: RevokeApiKeyDocument, variables: { id: 'key-1' } },
    result: { data: { revokeApiKey: { __typename: 'ApiKey', id: 'key-1', revokedAt: '2026-11-23T03:00:00.000Z' } } },
  };

  it('asks first; Cancel keeps the key, Revoke removes it from the list and says so', async () => {
    const user = userEvent.setup();
    renderPage([listed([USED, key()]), revoked]);
    const dialog = await openDialog(user, REVOKE_FIRST_KEY, 'Revoke API key');
    expect(dialog).toHaveAccessibleDescription(
      /Revoke “Weekly re-order script” \(wtr_3fK9aQ2x…\)\? Scripts that use it stop working at once/,
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectNoDialog();
    expect(keyNames()).toEqual(['Stock sync', 'Weekly re-order script']);

    await answerDialog(user, REVOKE_FIRST_KEY, 'Revoke API key', 'Revoke');
    await waitFor(() => expect(keyNames()).toEqual(['Stock sync']));
    expect(await screen.findByText('API key “Weekly re-order script” revoked.')).toBeInTheDocument();
    await expectNoDialog();
    expect(screen.getByRole('heading', { name: 'Your keys' })).toHaveFocus();
  });

  it('the last key revoked leaves the calm empty list', async () => {
    const user = userEvent.setup();
    renderPage([listed([key()]), revoked]);
    await answerDialog(user, REVOKE_FIRST_KEY, 'Revoke API key', 'Revoke');
    expect(await screen.findByText('You have no API keys yet.')).toBeInTheDocument();
  });

  it('a failed revocation keeps the key and says so', async () => {
    const user = userEvent.setup();
    renderPage([listed([key()]), { ...revoked, result: refusal('No such API key.', 'NOT_FOUND') }]);
    await answerDialog(user, REVOKE_FIRST_KEY, 'Revoke API key', 'Revoke');
    expect(await screen.findByText('The API key “Weekly re-order script” could not be revoked.')).toBeInTheDocument();
    expect(keyNames()).toEqual(['Weekly re-order script']);
  });
});

describe('API keys: accessibility', () => {
  it('the list has no axe violations', async () => {
    const { container } = renderPage([listed([USED])]);
    await screen.findByRole('table');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the form with its field messages has no axe violations', async () => {
    const user = userEvent.setup();
    const { container } = renderPage([listed([USED])]);
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the secret panel has no axe violations', async () => {
    const user = userEvent.setup();
    const { container } = renderPage([listed([USED]), created]);
    await createKey(user);
    await screen.findByRole('region', { name: /Your new key/ });
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('API keys: the form’s rules', () => {
  const NOW = new Date('2026-11-21T17:30:00.000Z'); // 01:30 on Nov 22 in Manila

  it('takes today in Manila as the earliest last day, and ends the key with that day', () => {
    expect(manilaToday(NOW)).toBe('2026-11-22');
    expect(apiKeyFormErrors({ name: 'x', scopes: 'orders:read', expiresAt: '2026-11-21' }, NOW).expiresAt).toBe(
      API_KEY_MESSAGES.expiryPast,
    );
    expect(apiKeyFormErrors({ name: 'x', scopes: 'orders:read', expiresAt: '2026-11-22' }, NOW)).toEqual({});
    expect(apiKeyFormErrors({ name: 'x', scopes: 'orders:read', expiresAt: '2026-02-30' }, NOW).expiresAt).toBe(
      API_KEY_MESSAGES.expiryInvalid,
    );
    expect(expiryOf('2026-11-22')).toBe('2026-11-22T15:59:59.999Z');
  });

  it('wants a name of at most 80 characters and a scope', () => {
    expect(apiKeyFormErrors(EMPTY_API_KEY_FORM, NOW)).toEqual({
      name: API_KEY_MESSAGES.nameRequired,
      scopes: API_KEY_MESSAGES.scopesRequired,
    });
    expect(apiKeyFormErrors({ ...EMPTY_API_KEY_FORM, name: '   ', scopes: 'orders:read' }, NOW).name).toBe(
      API_KEY_MESSAGES.nameRequired,
    );
    expect(apiKeyFormErrors({ ...EMPTY_API_KEY_FORM, name: 'x'.repeat(81), scopes: 'orders:read' }, NOW).name).toBe(
      API_KEY_MESSAGES.nameTooLong,
    );
  });
});
