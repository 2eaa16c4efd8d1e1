/**
 * Runtime configuration, read in one place (tests replace this module).
 * Set at build time with VITE_* variables, e.g. VITE_PROMO_VIDEO_URL.
 */
export interface ClientConfig {
  /** Embed URL of the promotional video (e.g. a youtube-nocookie.com/embed/… address); empty shows the poster. */
  readonly promoVideoUrl: string;
  /** Embed URL of the map on the Contact page. */
  readonly mapEmbedUrl: string;
}

const env = import.meta.env;

export const CONFIG: ClientConfig = {
  promoVideoUrl: env.VITE_PROMO_VIDEO_URL ?? '',
  mapEmbedUrl: env.VITE_MAP_EMBED_URL ?? 'https://maps.google.com/maps?q=Rosario%2C%20Cavite%2C%20Philippines&z=14&output=embed',
};
