import manifest from '../generated/media-manifest.json';

/**
 * Every image of the site is built by `npm run media` (client/scripts/build-media.mjs)
 * from client/media/ into public/images/<name>.webp plus responsive AVIF/WebP variants.
 * The manifest it writes gives each image's intrinsic size, variant widths and a hash of its
 * files, which every URL carries (?v=…): the server lets browsers keep versioned images a year.
 */
export interface MediaEntry {
  readonly width: number;
  readonly height: number;
  readonly widths: readonly number[];
  readonly hash: string;
}

const MEDIA = manifest as Record<string, MediaEntry>;

export function mediaEntry(name: string): MediaEntry {
  const entry = MEDIA[name];
  if (!entry) throw new Error(`Unknown image "${name}": add it to client/src/content and run npm run media`);
  return entry;
}

/** The full-size WebP (the catalogue's image URLs point at the same file, unversioned). */
export const mediaUrl = (name: string) => `/images/${name}.webp?v=${mediaEntry(name).hash}`;

/** Candidates for srcset: the smaller variants, and for WebP also the full size. */
export function srcSet(name: string, format: 'avif' | 'webp'): string {
  const { widths, width, hash } = mediaEntry(name);
  const variants = widths.map((w) => `/images/${name}-${w}.${format}?v=${hash} ${w}w`);
  if (format === 'webp') variants.push(`${mediaUrl(name)} ${width}w`);
  return variants.join(', ');
}

/** Every image the build knows, by name. */
export const mediaNames = (): string[] => Object.keys(MEDIA);

export function hasMedia(name: string): boolean {
  return name in MEDIA;
}
