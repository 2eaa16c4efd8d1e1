import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { dismissToast, noteInput, subscribeToasts, type Toast as ToastData } from '../state/toast';

const STYLE: Record<ToastData['kind'], { className: string; label: string; mark: string }> = {
  success: { className: 'bg-success text-white', label: 'Success', mark: '✓' },
  danger: { className: 'bg-danger text-white', label: 'Error', mark: '!' },
  info: { className: 'bg-light', label: 'Notice', mark: 'i' },
};

/** Where focus was before it entered the notices: closing one from the keyboard goes back there. */
let focusBefore: HTMLElement | null = null;

function ToastCard({ item }: { item: ToastData }) {
  const style = STYLE[item.kind];
  const close = (event: { currentTarget: HTMLElement }) => {
    const hadFocus = event.currentTarget.contains(document.activeElement);
    dismissToast(item.id);
    if (hadFocus) (focusBefore?.isConnected ? focusBefore : document.getElementById('main'))?.focus();
  };
  return (
    <div className={`toast show notice ${style.className}`} aria-atomic="true">
      {/* The kind is not told by colour alone: a mark for the eye, a word for screen readers. */}
      <span className="notice-mark" aria-hidden="true">
        {style.mark}
      </span>
      <p className="notice-text">
        <span className="visually-hidden">{style.label}: </span>
        <span>{item.text}</span>
        {item.detail && <span className="notice-detail">{item.detail}</span>}
      </p>
      {/* Bootstrap's close button markup, without react-bootstrap's component code on every page. */}
      <button
        type="button"
        className={`btn-close notice-close${item.kind === 'info' ? '' : ' btn-close-white'}`}
        aria-label="Close notice"
        onClick={close}
        // Escape closes it too, from its close button (where focus lands in a notice).
        onKeyDown={(event: KeyboardEvent<HTMLElement>) => event.key === 'Escape' && close(event)}
      />
    </div>
  );
}

/**
 * Where toasts appear: over the page at the bottom of the screen, never moving it (see
 * .notice-region in theme.css). Two live regions exist from the start (screen readers announce
 * what is added to a region, not a region that appears): failures as alerts, everything else
 * politely; the quiet "Fetched …" reports are in the polite one, for screen readers only.
 */
export function Toaster() {
  const [items, setItems] = useState<readonly ToastData[]>([]);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => subscribeToasts(setItems), []);
  useEffect(() => {
    document.addEventListener('pointerdown', noteInput, true);
    document.addEventListener('keydown', noteInput, true);
    return () => {
      document.removeEventListener('pointerdown', noteInput, true);
      document.removeEventListener('keydown', noteInput, true);
    };
  }, []);
  const shown = items.some((item) => !item.quiet);
  // The room the notices take at the bottom of the screen: the page may scroll that much further,
  // and what the browser scrolls into view (a focused control) stays clear of them.
  useEffect(() => {
    const root = document.documentElement.style;
    const element = region.current;
    if (!shown || !element || typeof ResizeObserver === 'undefined') {
      root.removeProperty('--notice-room');
      return;
    }
    const measure = () =>
      root.setProperty(
        '--notice-room',
        `${Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top))}px`,
      );
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--notice-room');
    };
  }, [shown]);
  const cards = (failures: boolean) =>
    items
      .filter((item) => !item.quiet && (item.kind === 'danger') === failures)
      .map((item) => <ToastCard key={item.id} item={item} />);
  return (
    <div
      ref={region}
      className={`notice-region${shown ? ' has-notices' : ''}`}
      onFocus={(event) => {
        if (event.relatedTarget instanceof HTMLElement && !event.currentTarget.contains(event.relatedTarget))
          focusBefore = event.relatedTarget;
      }}
    >
      <div role="status" aria-live="polite" className="notice-stack">
        {items
          .filter((item) => item.quiet)
          .map((item) => (
            <p key={item.id} className="visually-hidden">
              {item.text}
            </p>
          ))}
        {cards(false)}
      </div>
      <div role="alert" aria-live="assertive" className="notice-stack">
        {cards(true)}
      </div>
    </div>
  );
}
