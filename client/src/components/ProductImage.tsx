import { Picture, type PictureProps } from './Picture';
import { hasMedia } from '../lib/media';

const SITE_IMAGE = /^\/images\/(.+)\.webp$/;

/** A Picture's props, but the image named by its URL; the display size is 800 × 600 by default for other URLs. */
interface ProductImageProps extends Omit<PictureProps, 'name'> {
  /** The product's image URL: a site path such as /images/products/dried/danggit.webp, or an http(s) URL. */
  src: string;
}

/**
 * A catalogue image. Site images get their responsive AVIF/WebP variants and intrinsic size;
 * any other URL is shown as it is, at a fixed 4:3 size so the grid does not shift while it loads.
 */
export function ProductImage({ src, ...picture }: ProductImageProps) {
  const name = SITE_IMAGE.exec(src)?.[1];
  if (name && hasMedia(name)) return <Picture name={name} {...picture} />;
  const { alt, priority = false, className = 'img-fluid', width = 800, height = 600 } = picture;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
