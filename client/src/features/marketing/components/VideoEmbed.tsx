import { useEffect, useRef, useState } from 'react';
import { Picture } from '../../../components/Picture';
import { VIDEO_POSTER } from '../../../content/media-extra';
import { CONFIG } from '../../../lib/config';

type Stage = 'poster' | 'loading' | 'playing';

/** The embed address with autoplay on: the visitor already pressed play once, on the poster. */
export function autoplayUrl(url: string): string {
  try {
    const address = new URL(url);
    address.searchParams.set('autoplay', '1');
    return address.toString();
  } catch {
    return url;
  }
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}

/**
 * The promotional video: a poster with a play button; the host's player is loaded only when
 * play is pressed (no third-party frame, cookies or megabytes of player for visitors who do not
 * watch), with a spinner until it has loaded. Without a configured video the poster says so, with no play symbol.
 */
export function VideoEmbed({ title, caption }: { title: string; caption: string }) {
  const url = CONFIG.promoVideoUrl;
  const [stage, setStage] = useState<Stage>('poster');
  const frame = useRef<HTMLIFrameElement>(null);

  // The play button goes away when pressed: focus moves to the player rather than to the page.
  useEffect(() => {
    if (stage === 'loading') frame.current?.focus();
  }, [stage]);

  return (
    <figure className="m-0">
      <div className="ratio ratio-16x9 video-frame">
        {stage !== 'poster' && (
          <iframe
            ref={frame}
            src={autoplayUrl(url)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => setStage('playing')}
          />
        )}
        {stage !== 'playing' && (
          <Picture
            name={VIDEO_POSTER.src}
            alt={VIDEO_POSTER.alt}
            priority="lcp"
            sizes="(min-width: 992px) 50vw, 100vw"
            className="video-poster"
          />
        )}
        {stage === 'poster' && (
          <div className="video-overlay">
            {url ? (
              <button type="button" className="video-play" onClick={() => setStage('loading')}>
                <PlayIcon />
                <span className="visually-hidden">Play video: {title}</span>
              </button>
            ) : (
              // No play symbol: there is nothing to play yet, and a play symbol invites a tap.
              <span className="video-soon">Video coming soon</span>
            )}
          </div>
        )}
        {stage === 'loading' && (
          <div className="video-overlay video-loading" role="status">
            <div className="spinner-border text-light" aria-hidden="true" />
            <span className="visually-hidden">Loading video…</span>
          </div>
        )}
      </div>
      <figcaption className="small text-body-secondary mt-2">{caption}</figcaption>
    </figure>
  );
}
