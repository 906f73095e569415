import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { dataFolderLockFile, DataFolderInUseError } from './data-folder-lock';

describe('one gateway per embedded database folder', () => {
  const folders: string[] = [];
  const folder = (): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-lock-'));
    folders.push(dir);
    return path.join(dir, 'pglite');
  };
  afterEach(() => {
    for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second opener while the first holds the folder, and lets it in once the first has closed', async () => {
    const dataDir = folder();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataFolderInUseError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(`${dataDir} is in use by process ${process.pid}`);
    await first.close();
    expect(fs.existsSync(path.join(dataDir, dataFolderLockFile))).toBe(false);
    const second = await openDatabase({ dataDir });
    await second.close();
  });

  it('refuses a folder another live process holds, and changes none of its files', async () => {
    const dataDir = folder();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, dataFolderLockFile), `${process.ppid}\n`);
    await expect(openDatabase({ dataDir })).rejects.toThrow(`in use by process ${process.ppid}`);
    expect(fs.readdirSync(dataDir)).toEqual([dataFolderLockFile]);
    expect(fs.readFileSync(path.join(dataDir, dataFolderLockFile), 'utf8')).toBe(`${process.ppid}\n`);
  });

  it('takes over a folder whose holder is gone (a gateway killed with -9 leaves its file)', async () => {
    const dataDir = folder();
    fs.mkdirSync(dataDir, { recursive: true });
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.writeFileSync(path.join(dataDir, dataFolderLockFile), `${gone.stdout}\n`);
    const handle = await openDatabase({ dataDir });
    expect(fs.readFileSync(path.join(dataDir, dataFolderLockFile), 'utf8')).toBe(`${process.pid}\n`);
    await handle.close();
  });
});
