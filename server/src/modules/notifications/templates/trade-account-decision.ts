import type { TradeAccountFacts, TradeDecision } from '../../../platform/events/domain-events.js';
import { escapeHtml, htmlPage, type MailContent, type MailContext } from './mail-parts.js';

export interface TradeDecisionSnapshot {
  readonly decision: TradeDecision;
  readonly account: TradeAccountFacts;
}

/** The subject and what the customer is told, by decision. */
function wordsOf({ decision, account }: TradeDecisionSnapshot): { subject: string; paragraphs: string[] } {
  const group = account.groupName ?? '';
  switch (decision) {
    case 'APPROVED':
      return {
        subject: 'Your trade account is approved',
        paragraphs: [
          `Your trade account for ${account.businessName} is approved: you buy at the ${group} group's prices from now on.`,
          'Sign in to the shop: each product shows your price and the quantities it is sold in before you add it to the cart.',
        ],
      };
    case 'MOVED':
      return {
        subject: `Your trade account now buys at the ${group} group's prices`,
        paragraphs: [
          `${account.businessName} now buys at the ${group} group's prices, with its minimum order and terms.`,
          'Sign in to the shop to see your prices before you add to the cart.',
        ],
      };
    case 'DECLINED':
      return {
        subject: 'Your trade account application',
        paragraphs: [
          `We could not approve the trade account for ${account.businessName}.`,
          `Why: ${account.declineReason ?? ''}`,
          'You can still buy at the shop’s prices, and you may apply again from your account once this is settled.',
        ],
      };
  }
}

/** To the customer: their application approved into a group (or moved to another), or declined with the reason. */
export function tradeAccountDecision(snapshot: TradeDecisionSnapshot, context: MailContext): MailContent {
  const { subject, paragraphs } = wordsOf(snapshot);
  const greeting = `Hello ${snapshot.account.customerName},`;
  const text = [greeting, '', ...paragraphs, '', `Shop: ${context.publicUrl}`].join('\n');
  const html = htmlPage(
    subject,
    [greeting, ...paragraphs].map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      `<p><a href="${context.publicUrl}">Shop</a></p>`,
  );
  return { to: [snapshot.account.emailAddress], subject, text, html };
}
