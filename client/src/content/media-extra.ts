import type { ImageRef } from './types';

/** Images used by page components outside the content blocks. */
export const VIDEO_POSTER: ImageRef = {
  src: 'home/video-poster',
  alt: 'WATERS workers laying out split fish on drying racks under the morning sun in Rosario, Cavite',
};
