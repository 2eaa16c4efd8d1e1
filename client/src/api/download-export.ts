import { authorizedFetch } from './authorized-http';

/**
 * Fetches an export (a CSV) with the signed-in employee's token (a plain link could not send it)
 * and hands the file to the browser's download under `fileName`. Resolves false when the server
 * refused. The activity log's and a recall's CSV are downloaded this way.
 */
export async function downloadExport(url: string, fileName: string): Promise<boolean> {
  const response = await authorizedFetch(url);
  if (!response.ok) return false;
  saveFile(await response.blob(), fileName);
  return true;
}

/** Hands a file made in the page (a CSV answered through GraphQL) to the browser's download under `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: objectUrl, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(objectUrl);
}
