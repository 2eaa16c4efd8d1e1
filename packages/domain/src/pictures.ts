/**
 * Product pictures, the site's own and uploaded ones alike: a full-size WebP of at most 1600 px
 * (4:3 for the site's) and the same picture at 480 and 960 px in AVIF and WebP beside it, named
 * `<name>-<width>.<format>` (client/scripts/build-media.mjs and the server's upload pipeline
 * write them). An upload's full size also comes in AVIF.
 */
export const PICTURE_WIDTHS = { full: 1600, variants: [480, 960] } as const;

const SITE_PICTURE = /^(\/images\/[a-z0-9/-]+)\.webp$/;
const UPLOADED_PICTURE = /^(\/uploads\/products\/[0-9a-f]{24})\.webp$/;

export interface PictureSources {
  readonly avif: string;
  readonly webp: string;
}

/**
 * A product picture's `srcset` in each format, smallest first (the browser takes what its slot
 * needs), named from its URL; null for a picture from elsewhere, which is shown as it is.
 * `version` is appended to every file of a site picture (its content hash, kept a year).
 */
export function pictureSources(src: string, version?: string): PictureSources | null {
  const site = SITE_PICTURE.exec(src)?.[1];
  const uploaded = UPLOADED_PICTURE.exec(src)?.[1];
  const base = site ?? uploaded;
  if (!base) return null;
  const query = site && version ? `?v=${version}` : '';
  const candidates = (format: 'avif' | 'webp') => {
    const list = PICTURE_WIDTHS.variants.map((w) => `${base}-${w}.${format}${query} ${w}w`);
    // The site's pictures have no full-size AVIF (the 960 px one is as sharp on any phone).
    if (format === 'webp' || uploaded) list.push(`${base}.${format}${query} ${PICTURE_WIDTHS.full}w`);
    return list.join(', ');
  };
  return { avif: candidates('avif'), webp: candidates('webp') };
}

/**
 * The picture on a product's own page, which the server writes into the HTML and the client
 * renders the same (so the browser fetches it once): half the page from 768 px, else its width.
 */
export const PRODUCT_PAGE_PICTURE = { width: 960, height: 720, sizes: '(min-width: 768px) 50vw, 100vw' } as const;
