import { useEffect, useState } from 'react';
import { dismissToast, subscribeToasts, type Toast as ToastData } from '../lib/toast';

const STYLE: Record<ToastData['kind'], { bg: string; text: string; label: string }> = {
  success: { bg: 'bg-success', text: 'text-white', label: 'Success' },
  danger: { bg: 'bg-danger', text: 'text-white', label: 'Error' },
  info: { bg: 'bg-light', text: '', label: 'Notice' },
};

function ToastCard({ item }: { item: ToastData }) {
  const style = STYLE[item.kind];
  return (
    <div className={`toast show ${style.bg}`} aria-atomic="true">
      <div className="toast-header">
        <strong className="me-auto">{style.label}</strong>
        {/* Bootstrap's close button markup, without react-bootstrap's component code on every page. */}
        <button type="button" className="btn-close" aria-label="Close notice" onClick={() => dismissToast(item.id)} />
      </div>
      <div className={`toast-body ${style.text}`}>{item.text}</div>
    </div>
  );
}

/**
 * Where toasts appear. Two live regions exist from the start (screen readers announce
 * what is added to a region, not a region that appears): failures as alerts,
 * everything else politely.
 */
export function Toaster() {
  const [items, setItems] = useState<readonly ToastData[]>([]);
  useEffect(() => subscribeToasts(setItems), []);
  return (
    <div className="toast-container toast-region position-fixed bottom-0 end-0 p-3">
      <div role="status" aria-live="polite" className="d-flex flex-column gap-2">
        {items.filter((item) => item.kind !== 'danger').map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className="d-flex flex-column gap-2">
        {items.filter((item) => item.kind === 'danger').map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </div>
    </div>
  );
}
