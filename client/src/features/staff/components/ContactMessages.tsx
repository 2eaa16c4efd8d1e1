import { ContactMessagesDocument, type ContactMessagesQuery } from '../api/contact-messages.generated';
import { CursorPagedList } from '../../../components/lists/CursorPagedList';
import { formatMediumDate } from '../../../lib/format';
import { useCursorPages, type CursorPagesOptions } from '../../../hooks/use-cursor-pages';

type ContactMessage = ContactMessagesQuery['contactMessagesConnection']['nodes'][number];

const MESSAGES_PAGES: Omit<CursorPagesOptions<ContactMessagesQuery, ContactMessage>, 'report'> = {
  pick: (data) => data.contactMessagesConnection,
  keyOf: (message) => message.id,
};

const replyLink = (message: ContactMessage) =>
  `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;

/**
 * What visitors wrote on the Contact page, newest first, a page at a time. Each message also
 * went to the staff mailbox; this is the record kept in the shop, with a reply link.
 */
export function ContactMessages() {
  const { items, ...pages } = useCursorPages(ContactMessagesDocument, {
    ...MESSAGES_PAGES,
    // The section says it itself (below); no toast for a list that is not the page's main content.
    report: { failed: () => undefined },
  });
  return (
    <section aria-labelledby="contact-messages-title" className="mt-5 d-print-none">
      <h2 id="contact-messages-title" className="h3 fw-bold text-brand">
        MESSAGES FROM THE CONTACT PAGE
      </h2>
      {items === null ? (
        <p role={pages.loading ? 'status' : 'alert'}>
          {pages.loading ? 'Loading messages…' : 'The messages could not be loaded.'}
        </p>
      ) : items.length === 0 ? (
        <p role="status">No message has been received yet.</p>
      ) : (
        <CursorPagedList pages={pages} shown={items.length} noun="messages">
          <ul className="list-unstyled">
            {items.map((message) => (
              <li key={message.id} data-record className="border rounded p-3 mb-3">
                <article aria-labelledby={`contact-message-${message.id}`}>
                  <h3 id={`contact-message-${message.id}`} className="h5 mb-1">
                    {message.subject}
                  </h3>
                  <p className="mb-2 text-body-secondary small">
                    From {message.name} &lt;{message.email}&gt; ·{' '}
                    <time dateTime={message.receivedAt}>{formatMediumDate(message.receivedAt)}</time>
                  </p>
                  {message.details && (
                    <p className="mb-2 text-break" style={{ whiteSpace: 'pre-line' }}>
                      {message.details}
                    </p>
                  )}
                  <a href={replyLink(message)}>Reply to {message.name}</a>
                </article>
              </li>
            ))}
          </ul>
        </CursorPagedList>
      )}
    </section>
  );
}
