import type { ChangeEvent, HTMLAttributes } from 'react';
import Form from 'react-bootstrap/Form';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
  /** A standing help text under the field. */
  hint?: string;
  /** The message to show now (undefined while the field is fine or untouched). */
  error?: string;
}

/** A labelled input whose message is tied to it (aria-invalid, aria-describedby) and visible. */
export function TextField({ id, label, hint, error, required, onBlur, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Form.Label>
      <Form.Control {...input} onBlur={onBlur} required={required} isInvalid={!!error} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint && (
        <Form.Text id={hintId} muted>
          {hint}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback id={errorId} type="invalid">
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

/** A value shown in the form that cannot be changed here (ID, dates …), still labelled and focusable. */
export function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control plaintext readOnly value={value} />
    </Form.Group>
  );
}
