import type { ContactChannel, FooterSlide } from './types';
import { COMPANY } from './site';
import { SMOKED_FISH_FAQ } from '@waters/domain';

export const FOOTER_SLIDES: readonly FooterSlide[] = [
  {
    kind: 'FAQ',
    title: 'How should I store smoked fish?',
    // The same figures as every smoked product's storage guidance (@waters/domain).
    text: SMOKED_FISH_FAQ,
  },
  {
    kind: 'FAQ',
    title: 'How do I thaw frozen goods safely?',
    text: 'Thaw frozen fish in the refrigerator overnight. If you are in a hurry, keep it in its sealed pack or a sealed plastic bag and submerge it in cold water, changing the water every 30 minutes. Never thaw fish at room temperature on the counter. Cook it promptly once thawed, and do not refreeze fish that has already been thawed.',
  },
  {
    kind: 'Trivia',
    title: 'Did you know?',
    text: 'Rosario, Cavite was once known as Salinas for its salt beds, and it is still famous as a home of tinapa. Many Cavite families have smoked fish for generations, and a breakfast of tinapa or tuyo with garlic rice, tomatoes and spiced vinegar remains one of the most beloved meals on the Filipino table.',
  },
];

export const CONTACT_CHANNELS: readonly ContactChannel[] = [
  { key: 'phone', label: 'Phone', text: COMPANY.phones.join(' / ') },
  { key: 'email', label: 'Email', text: COMPANY.email },
  { key: 'address', label: 'Address', text: COMPANY.address },
];

/** The copyright line of a year (the original site's was fixed at 2024; this one follows the calendar). */
export const copyright = (year: number) => `© ${year} ${COMPANY.name}. All rights reserved.`;
