import { WORD_TONE, type CustomerWord, type WordTone } from '@waters/domain';

/** Colour and text together (never colour alone): the customer's turn amber, the shop's blue, moving dark blue, done green, ended grey. */
const LOOK: Record<WordTone, string> = {
  action: 'text-bg-warning',
  waiting: 'text-bg-info',
  progress: 'text-bg-primary',
  done: 'text-bg-success',
  ended: 'text-bg-secondary',
};

/** Where an order stands, in the one word its customer reads (the order-life table's). */
export function CustomerStatusBadge({ word, className = '' }: { word: string; className?: string }) {
  const tone = WORD_TONE[word as CustomerWord] ?? 'ended';
  return <span className={`badge ${LOOK[tone]} ${className}`}>{word}</span>;
}
