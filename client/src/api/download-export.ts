import { authorizedFetch } from './authorized-http';

/**
 * Fetches an export (a CSV) with the signed-in employee's token (a plain link could not send it)
 * and hands the file to the browser's download under `fileName`. Resolves false when the server
 * refused. The activity log's and a recall's CSV are downloaded this way.
 */
export async function downloadExport(url: string, fileName: string): Promise<boolean> {
  const response = await authorizedFetch(url);
  if (!response.ok) return false;
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: objectUrl, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(objectUrl);
  return true;
}
