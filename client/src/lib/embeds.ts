/** The map on the Contact page when VITE_MAP_EMBED_URL is not set: Rosario, Cavite. */
export const DEFAULT_MAP_EMBED_URL =
  'https://www.google.com/maps?q=Rosario%2C%20Cavite%2C%20Philippines&z=14&output=embed';

/**
 * The https origins the pages frame (promotional video, map). The build writes them to
 * dist/frame-origins.json and the server allows exactly these in its Content-Security-Policy.
 */
export function frameOrigins(embedUrls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const address of embedUrls) {
    if (!address) continue;
    const url = new URL(address);
    if (url.protocol !== 'https:') throw new Error(`Embed addresses must use https: ${address}`);
    origins.add(url.origin);
  }
  return [...origins].sort();
}
