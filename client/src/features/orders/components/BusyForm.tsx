import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

/** What a form says, the same on every render: its button's words and look, and what names the form. */
export interface BusyFormWords {
  submitText: string;
  /** What the button reads while busy ("Sending…"). */
  busyText: string;
  variant: ButtonProps['variant'];
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * A form sent by one button that says it is at work while its request runs; a second press
 * meanwhile sends nothing (the browser's own submission never happens).
 */
export function BusyForm({
  busy,
  busyText,
  submitText,
  variant,
  onSubmit,
  children,
  ...labelling
}: BusyFormWords & { busy: boolean; onSubmit: () => Promise<void>; children: ReactNode }) {
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void onSubmit();
      }}
      {...labelling}
    >
      {children}
      <Button type="submit" variant={variant} disabled={busy} aria-busy={busy || undefined}>
        {busy ? busyText : submitText}
      </Button>
    </Form>
  );
}
