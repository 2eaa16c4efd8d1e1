import { labelDate } from '@waters/domain';
import type { EventOf } from '../../../platform/events/domain-events.js';
import { escapeHtml, htmlPage, type MailContent, type MailContext } from './mail-parts.js';

type Watch = Pick<EventOf<'LotsExpiring'>, 'day' | 'withinDays' | 'expiring' | 'expired'>;

const lineOf = (lot: Watch['expiring'][number]) =>
  `${lot.lotCode} · ${lot.productName} (${lot.productId}) · best before ${labelDate(lot.bestBefore)} · ${lot.quantityLeft} left${lot.status === 'RELEASED' ? '' : ` · ${lot.status.replace('_', ' ').toLowerCase()}`}`;

/** To the staff, each morning: lots reaching best-before soon (sell or pack them first), and expired ones to write off. */
export function staffLotsExpiring(watch: Watch, context: MailContext): MailContent {
  const lotsPage = `${context.publicUrl}/lots`;
  const subject = `Lots: ${watch.expiring.length} reaching best-before within ${watch.withinDays} days, ${watch.expired.length} expired with stock left`;
  const sections: [string, readonly string[], string][] = [
    [`Reaching best-before within ${watch.withinDays} days`, watch.expiring.map(lineOf), 'Packing takes them first.'],
    [
      'Expired with stock left',
      watch.expired.map(lineOf),
      'They are no longer sold or packed: write off what is left, with a reason, in Lots.',
    ],
  ];
  const shown = sections.filter(([, lines]) => lines.length > 0);
  const text = [
    ...shown.flatMap(([title, lines, advice]) => [title, ...lines.map((line) => `- ${line}`), advice, '']),
    `Lots: ${lotsPage}`,
  ].join('\n');
  const html = htmlPage(
    subject,
    shown
      .map(
        ([title, lines, advice]) =>
          `<h2>${escapeHtml(title)}</h2><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul><p>${escapeHtml(advice)}</p>`,
      )
      .join('') + `<p><a href="${lotsPage}">Lots</a></p>`,
  );
  return { to: context.staffEmails, subject, text, html };
}
