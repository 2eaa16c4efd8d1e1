import type { StandingOrderRunFacts } from '../../../platform/events/domain-events.js';
import { escapeHtml, htmlPage, longDay, orderPage, type MailContent, type MailContext } from './mail-parts.js';

/**
 * To a trade buyer about one day of a standing order: placed without some lines (the order's own
 * confirmation lists what was placed), or not placed, and why.
 */
export function standingOrderRun(run: StandingOrderRunFacts, context: MailContext): MailContent {
  const day = longDay(run.occurrence);
  const placed = run.outcome === 'PLACED' && run.orderId !== null;
  const subject = placed
    ? `Standing order “${run.name}” for ${day}: some lines left out`
    : `Standing order “${run.name}” for ${day} was not placed`;
  const paragraphs = placed
    ? [
        `We placed your standing order “${run.name}” for ${day} as order ${run.orderId}, without some of its lines.`,
        run.note ?? '',
        'The order confirmation lists what was placed. Add what was left out with another order if you still need it.',
      ]
    : [
        `We could not place your standing order “${run.name}” for ${day}.`,
        run.note ?? '',
        'Your next days are placed as usual; you can change the standing order from your account.',
      ];
  const link = placed ? orderPage(context, run.orderId!) : context.publicUrl;
  const greeting = `Hello ${run.customerName},`;
  const text = [greeting, '', ...paragraphs, '', `${placed ? 'Your order' : 'Shop'}: ${link}`].join('\n');
  const html = htmlPage(
    subject,
    [greeting, ...paragraphs].map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      `<p><a href="${link}">${placed ? 'Your order' : 'Shop'}</a></p>`,
  );
  return { to: [run.emailAddress], subject, text, html };
}
