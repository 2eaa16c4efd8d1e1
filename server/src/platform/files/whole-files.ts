import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';

/** A write the volume refused for want of room (full, or the quota spent): the operator's matter, not a bug. */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/**
 * Writes `bytes` beside `target` and renames it into place, so a reader never sees half a file;
 * a write that fails (a full volume) leaves nothing behind.
 */
export async function writeWholeFile(target: string, bytes: Buffer): Promise<void> {
  const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
  try {
    await writeFile(partial, bytes);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
