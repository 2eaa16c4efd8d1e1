import { formFailure, type FormFailure } from '../../../api/api-errors';

/** The server's words for a refused change (bad input, already decided, gone), or `fallback` for any other failure. */
export function refusalMessage({ code, message }: FormFailure, fallback: string): string {
  return (code === 'BAD_USER_INPUT' || code === 'CONFLICT' || code === 'NOT_FOUND') && message
    ? message
    : `${fallback} Try again.`;
}

/** The same, from what a mutation threw. */
export const refusalText = (error: unknown, fallback: string) => refusalMessage(formFailure(error), fallback);
