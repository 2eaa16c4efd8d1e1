import Button from 'react-bootstrap/Button';

/** A form's one button, at its end: what it does, or what it is doing while busy (disabled then). */
export function SubmitRow({ label, busyLabel, busy }: { label: string; busyLabel: string; busy: boolean }) {
  return (
    <div className="d-flex justify-content-end">
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
