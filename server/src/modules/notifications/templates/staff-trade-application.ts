import { BUSINESS_TYPE_LABELS } from '@waters/domain';
import type { TradeAccountFacts } from '../../../platform/events/domain-events.js';
import { escapeHtml, htmlPage, type MailContent, type MailContext } from './mail-parts.js';

/** The employees' screen of trade accounts (the client's route). */
export const TRADE_ACCOUNTS_PAGE = '/trade';

/** To the staff (STAFF_EMAIL): a customer applied for trade prices; an employee approves it into a group or declines it. */
export function staffTradeApplication(account: TradeAccountFacts, context: MailContext): MailContent {
  const page = `${context.publicUrl}${TRADE_ACCOUNTS_PAGE}`;
  const subject = `New trade account application: ${account.businessName}`;
  const facts: [string, string][] = [
    ['Business', `${account.businessName} (${BUSINESS_TYPE_LABELS[account.businessType]})`],
    ['TIN', account.tin ?? 'not given'],
    ['Address', account.addressText],
    ['Customer', `${account.customerName} <${account.emailAddress}>`],
  ];
  const advice = 'Approve it into a price group, or decline it with a reason the customer is told.';
  const text = [
    'A customer applied for a trade account:',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    advice,
    `Trade accounts: ${page}`,
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>A customer applied for a trade account:</p><ul>${facts
      .map(([label, value]) => `<li><strong>${label}:</strong> ${escapeHtml(value)}</li>`)
      .join('')}</ul><p>${advice}</p><p><a href="${page}">Trade accounts</a></p>`,
  );
  return { to: context.staffEmails, subject, text, html };
}
