import { Picture } from '../../../components/Picture';
import { hasMedia } from '../../../lib/media';

const SITE_IMAGE = /^\/images\/(.+)\.webp$/;

interface ProductImageProps {
  /** The product's image URL: a site path such as /images/products/dried/danggit.webp, or an http(s) URL. */
  src: string;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
}

/**
 * A catalogue image. Site images get their responsive AVIF/WebP variants and intrinsic size;
 * any other URL is shown as it is, at a fixed 4:3 size so the grid does not shift while it loads.
 */
export function ProductImage({ src, alt, sizes, priority = false, className = 'img-fluid' }: ProductImageProps) {
  const name = SITE_IMAGE.exec(src)?.[1];
  if (name && hasMedia(name)) return <Picture name={name} alt={alt} sizes={sizes} priority={priority} className={className} />;
  return <img src={src} alt={alt} width={800} height={600} loading={priority ? 'eager' : 'lazy'} decoding="async" className={className} />;
}
