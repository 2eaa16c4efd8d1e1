import type { ClientConfig } from '../lib/config';

/** What components see as configuration under jest (mutable so a test can switch the video on). */
export const CONFIG: { -readonly [K in keyof ClientConfig]: ClientConfig[K] } = {
  promoVideoUrl: '',
  mapEmbedUrl: 'https://maps.example.test/embed?q=Rosario%2C%20Cavite',
};
