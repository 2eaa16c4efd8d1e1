import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../test/kit';
import { ContactMessagesDocument } from '../api/contact-messages.generated';
import { ContactMessages } from '../components/ContactMessages';

const message = (id: number, subject: string) => ({
  __typename: 'ContactMessage' as const,
  id,
  name: 'Maria Santos',
  email: 'maria@example.ph',
  subject,
  details: 'Line one\nLine two',
  receivedAt: '2026-11-22T02:30:00.000Z',
});

const page = (
  after: string | undefined,
  nodes: ReturnType<typeof message>[],
  next: string | null,
  totalCount: number,
) => ({
  request: { query: ContactMessagesDocument, variables: after ? { after } : {} },
  result: {
    data: {
      contactMessagesConnection: {
        __typename: 'ContactMessageConnection' as const,
        totalCount,
        pageInfo: { __typename: 'PageInfo' as const, endCursor: next, hasNextPage: next !== null },
        nodes,
      },
    },
  },
});

describe('messages from the Contact page', () => {
  it('lists each message with its sender, time and a reply link, and loads the next page on demand', async () => {
    const user = userEvent.setup();
    renderScreen(<ContactMessages />, {
      mocks: [
        page(undefined, [message(2, 'Wholesale order')], 'c1', 2),
        page('c1', [message(1, 'Visit the facility')], null, 2),
      ],
      toasts: false,
    });
    const first = await screen.findByRole('article', { name: 'Wholesale order' });
    expect(within(first).getByText(/From Maria Santos <maria@example.ph>/)).toBeInTheDocument();
    expect(within(first).getByText(/Nov 22, 2026/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Reply to Maria Santos' })).toHaveAttribute(
      'href',
      'mailto:maria@example.ph?subject=Re%3A%20Wholesale%20order',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 2 messages');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Visit the facility' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when there is no message, and when the messages cannot be loaded', async () => {
    const { unmount } = renderScreen(<ContactMessages />, { mocks: [page(undefined, [], null, 0)], toasts: false });
    expect(await screen.findByText('No message has been received yet.')).toBeInTheDocument();
    unmount();
    renderScreen(<ContactMessages />, {
      mocks: [{ request: { query: ContactMessagesDocument, variables: {} }, error: new Error('offline') }],
      toasts: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The messages could not be loaded.');
  });
});
