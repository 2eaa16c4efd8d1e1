import { Picture } from './Picture';
import { hasMedia } from '../lib/media';

const SITE_IMAGE = /^\/images\/(.+)\.webp$/;

interface ProductImageProps {
  /** The product's image URL: a site path such as /images/products/dried/danggit.webp, or an http(s) URL. */
  src: string;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
  /** Display size in pixels (thumbnails); by default the image's own size, or 800 × 600 for other URLs. */
  width?: number;
  height?: number;
}

/**
 * A catalogue image. Site images get their responsive AVIF/WebP variants and intrinsic size;
 * any other URL is shown as it is, at a fixed 4:3 size so the grid does not shift while it loads.
 */
export function ProductImage({ src, alt, sizes, priority = false, className = 'img-fluid', width, height }: ProductImageProps) {
  const name = SITE_IMAGE.exec(src)?.[1];
  if (name && hasMedia(name)) return <Picture name={name} alt={alt} sizes={sizes} priority={priority} className={className} width={width} height={height} />;
  return <img src={src} alt={alt} width={width ?? 800} height={height ?? 600} loading={priority ? 'eager' : 'lazy'} decoding="async" className={className} />;
}
