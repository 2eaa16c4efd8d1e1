import { Alert } from '../Alert';
import type { SubmitFailure } from '../../hooks/use-form-submit';

/** A form's refusal above its fields (useFormSubmit's `failure`): what failed, then the server's reason if any. */
export function FailureAlert({ failure }: { failure: SubmitFailure | null }) {
  if (!failure) return null;
  return (
    <Alert variant="danger">
      <p className="mb-0">{failure.message}</p>
      {failure.detail && <p className="mb-0 mt-1 small">{failure.detail}</p>}
    </Alert>
  );
}
