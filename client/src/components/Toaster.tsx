import { useEffect, useState } from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { dismissToast, subscribeToasts, type Toast as ToastData } from '../lib/toast';

const STYLE: Record<ToastData['kind'], { bg: string; text: string; label: string }> = {
  success: { bg: 'success', text: 'text-white', label: 'Success' },
  danger: { bg: 'danger', text: 'text-white', label: 'Error' },
  info: { bg: 'light', text: '', label: 'Notice' },
};

/** Where toasts appear; announced to screen readers as they come. */
export function Toaster() {
  const [items, setItems] = useState<readonly ToastData[]>([]);
  useEffect(() => subscribeToasts(setItems), []);
  return (
    <ToastContainer position="bottom-end" className="p-3 position-fixed" style={{ zIndex: 2000 }}>
      {items.map((item) => (
        <Toast key={item.id} bg={STYLE[item.kind].bg} onClose={() => dismissToast(item.id)} role={item.kind === 'danger' ? 'alert' : 'status'} aria-live={item.kind === 'danger' ? 'assertive' : 'polite'}>
          <Toast.Header closeLabel="Close notice">
            <strong className="me-auto">{STYLE[item.kind].label}</strong>
          </Toast.Header>
          <Toast.Body className={STYLE[item.kind].text}>{item.text}</Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}
