import { formFailure, type FormFailure } from '../../../api/api-errors';

/** The server's words for a refused change (too late to skip, already ended …), else `fallback` and a try again. */
export function refusalMessage({ code, message }: FormFailure, fallback: string): string {
  const told = code === 'BAD_USER_INPUT' || code === 'CONFLICT' || code === 'NOT_FOUND' || code === 'FORBIDDEN';
  return told && message ? message : `${fallback} Try again.`;
}

/** The same, from what a mutation threw. */
export const refusalText = (error: unknown, fallback: string) => refusalMessage(formFailure(error), fallback);
