import { DEFAULT_MAP_EMBED_URL } from './embeds';

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
  mapEmbedUrl: env.VITE_MAP_EMBED_URL || DEFAULT_MAP_EMBED_URL,
};
