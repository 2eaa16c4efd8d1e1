import { pictureSources } from '@waters/domain';
import type { ReactElement } from 'react';

/** An image inside a <picture> with its AVIF and WebP widths, named from its URL (pictureSources); alone for other URLs. */
export function PictureOf({ src, sizes, image }: { src: string; sizes: string; image: ReactElement }) {
  const sources = pictureSources(src);
  if (!sources) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {image}
    </picture>
  );
}
