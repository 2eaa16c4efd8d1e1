import { mediaEntry, mediaUrl, srcSet } from '../lib/media';

/** How soon a picture loads: lazily (false), at once (true), or at once and before everything else ('lcp'). */
export type ImagePriority = boolean | 'lcp';

/** The loading attributes for a priority (one rule for every picture on the site). */
export const loadingAttributes = (priority: ImagePriority) =>
  ({
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority === 'lcp' ? 'high' : undefined,
  }) as const;

/** A picture's width on screen unless told: a third of a wide screen, all of a narrow one. */
export const DEFAULT_SIZES = '(min-width: 992px) 33vw, 100vw';

export interface PictureProps {
  /** Media name, e.g. 'products/dried/danggit'. */
  name: string;
  alt: string;
  /** Layout width hint for the browser's choice of variant. */
  sizes?: string;
  /**
   * The first row a visitor sees loads at once (`true`, loading=eager); the one picture that is the
   * page's largest paint also first ('lcp', fetchpriority=high); everything else lazily.
   */
  priority?: ImagePriority;
  className?: string;
  /** Display size when it differs from the picture's own (thumbnails); the variants still follow `sizes`. */
  width?: number;
  height?: number;
}

/** A responsive image: AVIF, then WebP, with its intrinsic width and height (no layout shift). */
export function Picture({
  name,
  alt,
  sizes = DEFAULT_SIZES,
  priority = false,
  className,
  width,
  height,
}: PictureProps) {
  const entry = mediaEntry(name);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(name, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(name, 'webp')} sizes={sizes} />
      <img
        src={mediaUrl(name)}
        alt={alt}
        width={width ?? entry.width}
        height={height ?? entry.height}
        {...loadingAttributes(priority)}
        decoding="async"
        className={className ?? 'img-fluid'}
      />
    </picture>
  );
}
