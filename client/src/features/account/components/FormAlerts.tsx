import { Alert } from '../../../components/Alert';

/** A failure in a danger alert (role=alert), with the server's reason on a second line when it gave one. */
export function FailureAlert({ message, detail }: { message: string | null; detail?: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="danger">
      <p className="mb-0">{message}</p>
      {detail && detail !== message && <p className="mb-0 mt-1 small">{detail}</p>}
    </Alert>
  );
}

/** A success notice, announced politely (role=status). */
export function SuccessAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="success" role="status">
      {message}
    </Alert>
  );
}
