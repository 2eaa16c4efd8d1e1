import { escapeHtml, htmlPage, manilaTime, type MailContent, type MailContext } from './mail-parts.js';

/** A message from the Contact page, as the mails tell of it. */
export interface ContactSnapshot {
  readonly messageId: number;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly details: string;
  readonly receivedAt: string;
}

const paragraphs = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

/** To the company (STAFF_EMAIL): the visitor's message; replying answers the visitor. */
export function contactToStaff(message: ContactSnapshot, context: MailContext): MailContent {
  const subject = `Contact form: ${message.subject}`;
  const text = [
    `${message.name} <${message.email}> wrote on ${manilaTime(message.receivedAt)}:`,
    '',
    message.details || '(no details)',
    '',
    'Reply to this e-mail to answer them.',
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt; wrote on ${manilaTime(message.receivedAt)}:</p><blockquote>${paragraphs(message.details || '(no details)')}</blockquote><p>Reply to this e-mail to answer them.</p>`,
  );
  return { to: context.staffEmails, subject, text, html, replyTo: message.email };
}

/** To the visitor: their message arrived, and what it said. */
export function contactAcknowledgement(message: ContactSnapshot): MailContent {
  const subject = 'We received your message — WATERS';
  const text = [
    `Hello ${message.name},`,
    '',
    'Thank you for writing to WATERS. We read every message and answer within two working days.',
    '',
    `Your message, "${message.subject}":`,
    message.details || '(no details)',
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hello ${escapeHtml(message.name)},</p><p>Thank you for writing to WATERS. We read every message and answer within two working days.</p><p>Your message, “${escapeHtml(message.subject)}”:</p><blockquote>${paragraphs(message.details || '(no details)')}</blockquote>`,
  );
  return { to: [message.email], subject, text, html };
}
