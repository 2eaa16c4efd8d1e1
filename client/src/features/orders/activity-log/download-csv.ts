import { authorizedFetch } from '../../../api/authorized-http';

export const ACTIVITY_LOG_CSV_ROUTE = '/api/exports/order-activity-log.csv';

/**
 * Fetches the CSV export with the signed-in employee's token (a plain link could not send it)
 * and hands the file to the browser's download. Resolves false when the server refused.
 */
export async function downloadActivityLogCsv(query: Record<string, string>): Promise<boolean> {
  const response = await authorizedFetch(`${ACTIVITY_LOG_CSV_ROUTE}?${new URLSearchParams(query)}`);
  if (!response.ok) return false;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: 'order-activity-log.csv' });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return true;
}
