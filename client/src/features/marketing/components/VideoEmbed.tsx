import { useState } from 'react';
import { Picture } from '../../../components/Picture';
import { VIDEO_POSTER } from '../../../content/media-extra';
import { CONFIG } from '../../../lib/config';

/** The promotional video from the configured host, with a spinner until the player has loaded. */
export function VideoEmbed({ title, caption }: { title: string; caption: string }) {
  const [loaded, setLoaded] = useState(false);
  if (!CONFIG.promoVideoUrl) {
    return (
      <figure className="m-0">
        <Picture name={VIDEO_POSTER.src} alt={VIDEO_POSTER.alt} priority sizes="(min-width: 992px) 50vw, 100vw" />
        <figcaption className="small text-body-secondary mt-2">{caption}</figcaption>
      </figure>
    );
  }
  return (
    <figure className="m-0">
      <div className="ratio ratio-16x9 video-frame">
        {!loaded && (
          <div className="d-flex align-items-center justify-content-center bg-light" role="status">
            <div className="spinner-border text-primary" aria-hidden="true" />
            <span className="visually-hidden">Loading video…</span>
          </div>
        )}
        <iframe
          src={CONFIG.promoVideoUrl}
          title={title}
          loading="lazy"
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setLoaded(true)}
          // A class, not a style attribute: pre-rendered HTML may carry no inline styles (CSP).
          className={loaded ? undefined : 'invisible'}
        />
      </div>
      <figcaption className="small text-body-secondary mt-2">{caption}</figcaption>
    </figure>
  );
}
