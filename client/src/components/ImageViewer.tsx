import { useCallback, useEffect } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { ImageRef } from '../content/types';
import { Picture } from './Picture';

interface ImageViewerProps {
  images: readonly ImageRef[];
  /** Index of the open image, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Accessible name of the dialog, e.g. 'Dried Fish gallery'. */
  label: string;
}

/**
 * The one full-screen viewer of every gallery. Previous/next wrap around; Esc closes;
 * arrow keys step; focus stays inside and returns to the opener on close (Bootstrap's
 * modal), and the page behind does not scroll while it is open.
 */
export function ImageViewer({ images, index, onIndexChange, onClose, label }: ImageViewerProps) {
  const open = index !== null && images.length > 0;
  const count = images.length;
  const step = useCallback(
    (delta: number) => {
      if (index !== null) onIndexChange((index + delta + count) % count);
    },
    [index, count, onIndexChange],
  );

  // Bootstrap locks scrolling with a class on <body>; the root element is locked too so touch devices cannot scroll the page.
  useEffect(() => {
    if (!open) return;
    const previous = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = previous;
    };
  }, [open]);

  // Arrow keys step from the moment the viewer opens, wherever focus is.
  useEffect(() => {
    if (!open || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, count, step]);

  if (!open) return null;
  const image = images[index];
  const several = count > 1;

  return (
    <Modal show fullscreen onHide={onClose} aria-label={label} contentClassName="image-viewer" restoreFocus>
      <Modal.Header closeButton closeLabel="Close viewer" closeVariant="white">
        <Modal.Title as="h2" className="h6 mb-0">
          {image.caption ?? image.alt}
          {several && (
            <span className="visually-hidden">
              , image {index + 1} of {count}
            </span>
          )}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="d-flex align-items-center justify-content-center">
        {several && (
          <button
            type="button"
            className="btn btn-light viewer-step viewer-prev"
            onClick={() => step(-1)}
            aria-label="Previous image"
          >
            ‹
          </button>
        )}
        <figure className="m-0 text-center">
          {several ? (
            <Picture name={image.src} alt={image.alt} sizes="100vw" priority="lcp" className="viewer-image" />
          ) : (
            // A single image closes with a click, like a lightbox.
            <button type="button" className="viewer-close-area" onClick={onClose} aria-label="Close viewer">
              <Picture name={image.src} alt={image.alt} sizes="100vw" priority="lcp" className="viewer-image" />
            </button>
          )}
          <figcaption className="text-white mt-2">
            {image.caption ?? image.alt}
            {several && (
              <span className="ms-2 text-white-50">
                ({index + 1}/{count})
              </span>
            )}
          </figcaption>
        </figure>
        {several && (
          <button
            type="button"
            className="btn btn-light viewer-step viewer-next"
            onClick={() => step(1)}
            aria-label="Next image"
          >
            ›
          </button>
        )}
      </Modal.Body>
    </Modal>
  );
}
