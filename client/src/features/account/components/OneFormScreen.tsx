import type { FormEvent, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AccountScreen } from '../AccountScreen';
import { AccountCard } from './AccountCard';
import { FailureAlert, SuccessAlert } from './FormAlerts';

interface OneFormScreenProps {
  title: string;
  /** The server's answer once the request succeeded: shown instead of the form. */
  done: string | null;
  failure: string | null;
  /** Whether the form can be shown at all (until done). */
  showForm?: boolean;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  busy: boolean;
  /** The form's fields (and any text before them). */
  children: ReactNode;
  /** The line of links under the form. */
  links: ReactNode;
}

/** An account page of one request (forgot password, reset password): the form until the server's answer replaces it, then the way on. */
export function OneFormScreen({
  title,
  done,
  failure,
  showForm = true,
  onSubmit,
  submitLabel,
  busy,
  children,
  links,
}: OneFormScreenProps) {
  return (
    <AccountScreen title={title}>
      <AccountCard>
        <SuccessAlert message={done} />
        <FailureAlert message={failure} />
        {showForm && !done && (
          <Form noValidate onSubmit={onSubmit}>
            {children}
            <Button type="submit" className="w-100" disabled={busy}>
              {submitLabel}
            </Button>
          </Form>
        )}
        <p className="mt-3 mb-0 text-center">{links}</p>
      </AccountCard>
    </AccountScreen>
  );
}
