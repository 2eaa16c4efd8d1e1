import { useEffect, useState } from 'react';
import { dismissToast, subscribeToasts, type Toast as ToastData } from '../state/toast';

const STYLE: Record<ToastData['kind'], { className: string; label: string; mark: string }> = {
  success: { className: 'bg-success text-white', label: 'Success', mark: '✓' },
  danger: { className: 'bg-danger text-white', label: 'Error', mark: '!' },
  info: { className: 'bg-light', label: 'Notice', mark: 'i' },
};

function ToastCard({ item }: { item: ToastData }) {
  const style = STYLE[item.kind];
  return (
    <div className={`toast show notice ${style.className}`} aria-atomic="true">
      {/* The kind is not told by colour alone: a mark for the eye, a word for screen readers. */}
      <span className="notice-mark" aria-hidden="true">
        {style.mark}
      </span>
      <p className="notice-text">
        <span className="visually-hidden">{style.label}: </span>
        <span>{item.text}</span>
      </p>
      {/* Bootstrap's close button markup, without react-bootstrap's component code on every page. */}
      <button type="button" className={`btn-close notice-close${item.kind === 'info' ? '' : ' btn-close-white'}`} aria-label="Close notice" onClick={() => dismissToast(item.id)} />
    </div>
  );
}

/**
 * Where toasts appear: a compact strip under the top bar, in the sticky top block, under every
 * menu and dialog (see .notice-region in theme.css for why there). Two live regions exist from the start
 * (screen readers announce what is added to a region, not a region that appears): failures as
 * alerts, everything else politely.
 */
/** keepRoom: the screen on view announces its load, so the strip keeps one notice's height (state/notice-room.ts). */
export function Toaster({ keepRoom = false }: { keepRoom?: boolean }) {
  const [items, setItems] = useState<readonly ToastData[]>([]);
  useEffect(() => subscribeToasts(setItems), []);
  const cards = (failures: boolean) => items.filter((item) => (item.kind === 'danger') === failures).map((item) => <ToastCard key={item.id} item={item} />);
  return (
    <div className={`notice-region${items.length > 0 ? ' has-notices' : ''}${keepRoom ? ' room-kept' : ''}`}>
      <div role="status" aria-live="polite" className="notice-stack">
        {cards(false)}
      </div>
      <div role="alert" aria-live="assertive" className="notice-stack">
        {cards(true)}
      </div>
    </div>
  );
}
