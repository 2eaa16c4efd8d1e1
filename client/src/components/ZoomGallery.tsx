import { useState, type ReactNode } from 'react';
import type { GalleryItem } from '../content/types';
import { LazyImageViewer, ZoomButton } from './LazyImageViewer';
import { Picture } from './Picture';

interface ZoomGalleryProps {
  items: readonly GalleryItem[];
  /** Accessible name of the viewer, e.g. 'Dried Fish'. */
  label: string;
  /** Bootstrap row-cols classes for the grid. */
  columns?: string;
  /** How many leading images are in the first row a visitor sees (eager; the first also fetchpriority=high). */
  firstRow?: number;
  /** More about an item, under its label (a product's price and page). */
  details?: (item: GalleryItem) => ReactNode;
}

/** A grid of labelled images, each with a zoom button that opens the shared viewer on it. */
export function ZoomGallery({
  items,
  label,
  columns = 'row-cols-2 row-cols-md-3 row-cols-lg-4',
  firstRow = 0,
  details,
}: ZoomGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul className={`row ${columns} g-3 list-unstyled`}>
        {items.map((item, i) => (
          <li key={item.src} className="col">
            <figure className="card h-100 gallery-card m-0">
              <Picture
                name={item.src}
                alt={item.alt}
                sizes="(min-width: 992px) 25vw, 50vw"
                className="card-img-top img-fluid"
                priority={i < firstRow && (i === 0 ? 'lcp' : true)}
              />
              <figcaption className="card-body d-flex flex-column gap-2">
                <span className="fw-semibold">{item.label}</span>
                {details?.(item)}
                <ZoomButton
                  className="btn btn-outline-primary btn-sm mt-auto align-self-start"
                  onClick={() => setOpen(i)}
                >
                  Zoom<span className="visually-hidden"> {item.label}</span>
                </ZoomButton>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <LazyImageViewer
        images={items}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        label={`${label} viewer`}
      />
    </>
  );
}
