import { downloadExport } from '../../../api/download-export';

export type StatementFormat = 'pdf' | 'csv';

/**
 * A statement's file on the server: the signed-in customer's own (`customerId` left out), or an
 * account's for employees (server/src/modules/statements/statements.controller.ts).
 */
export const statementRoute = (month: string, format: StatementFormat, customerId?: string): string =>
  customerId === undefined
    ? `/api/statements/${month}.${format}`
    : `/api/statements/${encodeURIComponent(customerId)}/${month}.${format}`;

/** The name the browser saves it under, the one the server gives it too: "waters-statement-2026-11.pdf". */
export const statementFileName = (month: string, format: StatementFormat): string =>
  `waters-statement-${month}.${format}`;

/**
 * Fetches the file with the session's token (a plain link could not send it) and hands it to the
 * browser's download. Resolves false when it could not be had (refused, or no connection).
 */
export function downloadStatement(month: string, format: StatementFormat, customerId?: string): Promise<boolean> {
  return downloadExport(statementRoute(month, format, customerId), statementFileName(month, format)).catch(() => false);
}
