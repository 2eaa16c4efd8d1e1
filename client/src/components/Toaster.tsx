import { useEffect, useState } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import { dismissToast, subscribeToasts, type Toast as ToastData } from '../lib/toast';

const STYLE: Record<ToastData['kind'], { bg: string; text: string; label: string }> = {
  success: { bg: 'bg-success', text: 'text-white', label: 'Success' },
  danger: { bg: 'bg-danger', text: 'text-white', label: 'Error' },
  info: { bg: 'bg-light', text: '', label: 'Notice' },
};

/**
 * Where toasts appear. Bootstrap's markup, written here so that failures are announced
 * as alerts and everything else politely (react-bootstrap's Toast makes every toast an alert).
 */
export function Toaster() {
  const [items, setItems] = useState<readonly ToastData[]>([]);
  useEffect(() => subscribeToasts(setItems), []);
  return (
    <div className="toast-container position-fixed bottom-0 end-0 p-3" style={{ zIndex: 2000 }}>
      {items.map((item) => {
        const style = STYLE[item.kind];
        const urgent = item.kind === 'danger';
        return (
          <div key={item.id} className={`toast show ${style.bg}`} role={urgent ? 'alert' : 'status'} aria-live={urgent ? 'assertive' : 'polite'} aria-atomic="true">
            <div className="toast-header">
              <strong className="me-auto">{style.label}</strong>
              <CloseButton aria-label="Close notice" onClick={() => dismissToast(item.id)} />
            </div>
            <div className={`toast-body ${style.text}`}>{item.text}</div>
          </div>
        );
      })}
    </div>
  );
}
