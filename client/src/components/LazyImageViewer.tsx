import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import type { ImageViewer } from './ImageViewer';
import { onDemand } from './on-demand';

const Viewer = onDemand(() => import('./ImageViewer').then((module) => module.ImageViewer));

/**
 * Starts loading the viewer's code (Bootstrap's modal) when a Zoom button is pointed at or
 * focused, so the first zoom usually opens at once.
 */
const preloadImageViewer = (): void => void Viewer.preload();

/** A button that opens the viewer (Zoom, a picture to enlarge): pointing at it or focusing it starts loading the viewer. */
export function ZoomButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={preloadImageViewer}
      onFocus={preloadImageViewer}
      {...props}
    />
  );
}

/** The gallery viewer, whose code is not part of the pages' first download. */
export function LazyImageViewer(props: ComponentProps<typeof ImageViewer>) {
  return props.index === null ? null : <Viewer {...props} />;
}
