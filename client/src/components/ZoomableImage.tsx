import { useState } from 'react';
import type { ImageRef } from '../content/types';
import { LazyImageViewer, ZoomButton } from './LazyImageViewer';
import { Picture, type ImagePriority } from './Picture';

/** One picture with a zoom button; the full-screen view closes with a click (or Esc). */
export function ZoomableImage({
  image,
  sizes,
  priority,
}: {
  image: ImageRef;
  sizes?: string;
  priority?: ImagePriority;
}) {
  const [open, setOpen] = useState(false);
  return (
    <figure className="zoomable m-0">
      <Picture name={image.src} alt={image.alt} sizes={sizes} priority={priority} />
      <figcaption className="d-flex justify-content-between align-items-center gap-2 mt-2">
        <span className="small text-body-secondary">{image.caption ?? ''}</span>
        <ZoomButton className="btn btn-outline-primary btn-sm" onClick={() => setOpen(true)}>
          Zoom<span className="visually-hidden"> {image.alt}</span>
        </ZoomButton>
      </figcaption>
      <LazyImageViewer
        images={[image]}
        index={open ? 0 : null}
        onIndexChange={() => undefined}
        onClose={() => setOpen(false)}
        label={image.alt}
      />
    </figure>
  );
}
