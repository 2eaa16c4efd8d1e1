import { downloadExport } from '../../../api/download-export';

export const ACTIVITY_LOG_CSV_ROUTE = '/api/exports/order-activity-log.csv';

/** Downloads the activity log's CSV export (api/download-export.ts). Resolves false when the server refused. */
export function downloadActivityLogCsv(query: Record<string, string>): Promise<boolean> {
  return downloadExport(`${ACTIVITY_LOG_CSV_ROUTE}?${new URLSearchParams(query)}`, 'order-activity-log.csv');
}
