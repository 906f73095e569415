/** A tar archive (the console's brand folder download) written out under a folder, for tests. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { extract } from 'tar-stream';

/** Writes the archive's files under `dir`; the entry names. */
export async function untar(archive: Buffer, dir: string): Promise<string[]> {
  const names: string[] = [];
  const reader = extract();
  const done = new Promise<void>((resolve, reject) => {
    reader.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: unknown) => chunks.push(Buffer.from(c as Uint8Array)));
      stream.on('end', () => {
        const target = path.resolve(dir, header.name);
        if (!target.startsWith(path.resolve(dir) + path.sep)) return reject(new Error(`${header.name} leaves ${dir}`));
        const write = header.type === 'directory' ? mkdir(target, { recursive: true }) : mkdir(path.dirname(target), { recursive: true }).then(() => writeFile(target, Buffer.concat(chunks)));
        write.then(() => {
          if (header.type !== 'directory') names.push(header.name);
          next();
        }, reject);
      });
    });
    reader.on('finish', () => resolve());
    reader.on('error', reject);
  });
  reader.end(archive);
  await done;
  return names;
}
