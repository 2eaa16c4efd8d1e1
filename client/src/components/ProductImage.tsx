import { DEFAULT_SIZES, loadingAttributes, Picture, type PictureProps } from './Picture';
import { hasMedia } from '../lib/media';
import { PictureOf } from './PictureOf';

const SITE_IMAGE = /^\/images\/(.+)\.webp$/;

/** A Picture's props, but the image named by its URL; the display size is 800 × 600 by default for other URLs. */
interface ProductImageProps extends Omit<PictureProps, 'name'> {
  /** The product's image URL: a site path such as /images/products/dried/danggit.webp, an upload, or an http(s) URL. */
  src: string;
}

/**
 * A catalogue image. Site images get their responsive AVIF/WebP variants and intrinsic size, and
 * so do uploaded ones (the server writes every width; a narrow picture's are its full size); any
 * other URL is shown as it is. Uploads and other URLs take a fixed 4:3 size so the grid does not
 * shift while they load.
 */
export function ProductImage({ src, ...picture }: ProductImageProps) {
  const name = SITE_IMAGE.exec(src)?.[1];
  if (name && hasMedia(name)) return <Picture name={name} {...picture} />;
  // An upload gets its widths by the naming rule; a site path the build does not know, only itself.
  const { alt, priority = false, className = 'img-fluid', width = 800, height = 600, sizes = DEFAULT_SIZES } = picture;
  const image = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      {...loadingAttributes(priority)}
      decoding="async"
      className={className}
    />
  );
  return name ? image : <PictureOf src={src} sizes={sizes} image={image} />;
}
