/**
 * The id of the built app the gateway serves: the first 16 hex digits of the SHA-256 of Vite's
 * manifest (dist/.vite/manifest.json), which names every hashed file, so any change to the
 * build changes it. Re-read when the manifest's modification time changes (a build under a
 * running gateway). "dev" without a build.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export function createBuildId(distDir: string | null): () => Promise<string> {
  let stamp = -1;
  let id = 'dev';
  return async () => {
    if (!distDir) return id;
    const file = path.join(distDir, '.vite', 'manifest.json');
    try {
      const { mtimeMs } = await stat(file);
      if (mtimeMs !== stamp) {
        id = createHash('sha256').update(await readFile(file)).digest('hex').slice(0, 16);
        stamp = mtimeMs;
      }
    } catch {
      id = 'dev';
      stamp = -1;
    }
    return id;
  };
}
