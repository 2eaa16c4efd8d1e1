import { Picture, type PictureProps } from './Picture';
import { hasMedia } from '../lib/media';

const SITE_IMAGE = /^\/images\/(.+)\.webp$/;
/** A picture uploaded through the employee portal: its files at 480 and 960 px sit beside it (server/src/modules/products/uploads). */
const UPLOADED_IMAGE = /^(\/uploads\/products\/[0-9a-f]{24})\.webp$/;
const UPLOADED_WIDTHS = [480, 960] as const;
/** An upload's full size is at most this wide (upload-rules.ts FULL_WIDTH). */
const UPLOADED_FULL_WIDTH = 1600;

/** A Picture's props, but the image named by its URL; the display size is 800 × 600 by default for other URLs. */
interface ProductImageProps extends Omit<PictureProps, 'name'> {
  /** The product's image URL: a site path such as /images/products/dried/danggit.webp, an upload, or an http(s) URL. */
  src: string;
}

/** An upload's candidates in one format, smallest first: the browser takes the one its slot needs. */
const uploadedSrcSet = (base: string, format: 'avif' | 'webp') =>
  [...UPLOADED_WIDTHS.map((w) => `${base}-${w}.${format} ${w}w`), `${base}.${format} ${UPLOADED_FULL_WIDTH}w`].join(
    ', ',
  );

/**
 * A catalogue image. Site images get their responsive AVIF/WebP variants and intrinsic size, and
 * so do uploaded ones (the server writes every width; a narrow picture's are its full size); any
 * other URL is shown as it is. Uploads and other URLs take a fixed 4:3 size so the grid does not
 * shift while they load.
 */
export function ProductImage({ src, ...picture }: ProductImageProps) {
  const name = SITE_IMAGE.exec(src)?.[1];
  if (name && hasMedia(name)) return <Picture name={name} {...picture} />;
  const {
    alt,
    priority = false,
    className = 'img-fluid',
    width = 800,
    height = 600,
    sizes = '(min-width: 992px) 33vw, 100vw',
  } = picture;
  const image = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
  const uploaded = UPLOADED_IMAGE.exec(src)?.[1];
  if (!uploaded) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={uploadedSrcSet(uploaded, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={uploadedSrcSet(uploaded, 'webp')} sizes={sizes} />
      {image}
    </picture>
  );
}
