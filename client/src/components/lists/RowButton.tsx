import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';

/**
 * A small button acting on one record of a list. Every row's button reads the same on screen, so
 * `record` names the record to screen readers after the visible text ("Delete" + " order 12").
 */
export function RowButton({ record, children, ...button }: ButtonProps & { record: ReactNode }) {
  return (
    <Button size="sm" {...button}>
      {children}
      <span className="visually-hidden"> {record}</span>
    </Button>
  );
}
