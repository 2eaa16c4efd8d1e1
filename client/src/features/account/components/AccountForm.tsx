import type { FormEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { SubmitFailure } from '../../../hooks/use-form-submit';
import { FailureAlert, SuccessAlert } from './FormAlerts';

/** The sign-up or profile form: what failed or succeeded above its fields. */
export function AccountForm({
  label,
  onSubmit,
  failure,
  success,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent) => void;
  failure: SubmitFailure | null;
  /** The success message, once it succeeded. */
  success: string | null;
  children: ReactNode;
}) {
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={label}>
      <FailureAlert message={failure?.message ?? null} detail={failure?.detail} />
      <SuccessAlert message={success} />
      {children}
    </Form>
  );
}
