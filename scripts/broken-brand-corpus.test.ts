/**
 * The broken-brand corpus: small generators, each making one brand folder with one mistake an
 * operator could make (or an attacker could plant), run through the brand checker
 * (`npm run brand -- check`, i.e. loadBrands) all together in one brands folder. Every case must
 * be refused with its file, JSON path and message, while the good brand beside them passes.
 * Links and large files are made here at test time; nothing big is committed.
 */
import { cp, mkdir, mkdtemp, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrands, type BrandEntry } from '../gateway/domain/brand/brand-files';

const demoBrands = fileURLToPath(new URL('../brands', import.meta.url));

type Json = Record<string, unknown>;

interface Refusal {
  file: string;
  path: string;
  message: string;
}

interface Case {
  /** Folder (= merchant code) of the broken brand. */
  folder: string;
  what: string;
  /** Makes the mistake in a good copy of aurora renamed to `folder` (own domains). */
  make(dir: string, outside: string): Promise<void>;
  refusal: Refusal;
}

const mb = 1024 * 1024;

async function editBrand(dir: string, edit: (brand: Json) => void): Promise<void> {
  const file = path.join(dir, 'brand.json');
  const brand = JSON.parse(await readFile(file, 'utf8')) as Json;
  edit(brand);
  await writeFile(file, JSON.stringify(brand, null, 2));
}

/** An SVG of `bytes` bytes (a valid image padded with a comment). */
function svgOfSize(bytes: number): string {
  const head = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><!--';
  const tail = '--><rect width="10" height="10"/></svg>';
  return head + 'x'.repeat(bytes - head.length - tail.length) + tail;
}

const cases: Case[] = [
  {
    folder: 'logo-link-out',
    what: 'a logo that is a symbolic link to a file outside the brand folder',
    make: async (dir, outside) => {
      await unlink(path.join(dir, 'logo.svg'));
      await symlink(path.join(outside, 'passwd'), path.join(dir, 'logo.svg'));
    },
    refusal: {
      file: 'brand.json',
      path: '/theme/logo',
      message: 'theme logo "logo.svg" is a link to a file outside the brand folder',
    },
  },
  {
    folder: 'image-link-out',
    what: 'an image nothing names, linking outside the folder (it would be served)',
    make: async (dir, outside) => {
      await symlink(path.join(outside, 'passwd'), path.join(dir, 'banner.svg'));
    },
    refusal: {
      file: 'banner.svg',
      path: '',
      message: 'banner.svg is a link to a file outside the brand folder',
    },
  },
  {
    folder: 'config-link-out',
    what: 'brand.json itself a link to a file outside the folder',
    make: async (dir, outside) => {
      const brand = await readFile(path.join(dir, 'brand.json'), 'utf8');
      await writeFile(path.join(outside, 'config-link-out.json'), brand);
      await unlink(path.join(dir, 'brand.json'));
      await symlink(path.join(outside, 'config-link-out.json'), path.join(dir, 'brand.json'));
    },
    refusal: {
      file: 'brand.json',
      path: '',
      message: 'brand.json is a link to a file outside the brand folder',
    },
  },
  {
    folder: 'domain-localhost',
    what: 'bare localhost as a domain',
    make: (dir) =>
      editBrand(dir, (b) => {
        b.domains = ['domain-localhost.example', 'localhost'];
      }),
    refusal: {
      file: 'brand.json',
      path: '/domains/1',
      message: 'domain "localhost" is this machine\'s own name (loopback), not a host name players can reach',
    },
  },
  {
    folder: 'domain-loopback-ip',
    what: 'a loopback IP address as a domain',
    make: (dir) =>
      editBrand(dir, (b) => {
        b.domains = ['127.0.0.1', 'domain-loopback-ip.example'];
      }),
    refusal: {
      file: 'brand.json',
      path: '/domains/0',
      message: 'domain "127.0.0.1" is an IP address, not a host name',
    },
  },
  {
    folder: 'cdn-protocol-relative',
    what: 'a protocol-relative CDN (//host: another site, over whatever scheme the page uses)',
    make: (dir) =>
      editBrand(dir, (b) => {
        b.imageCDNs = ['/cdn/images', '//cdn.attacker.example/img'];
      }),
    refusal: {
      file: 'brand.json',
      path: '/imageCDNs/1',
      message:
        '"//cdn.attacker.example/img" is not an https:// URL or a same-origin path starting with one "/" (not "//" or "/\\", which name another host)',
    },
  },
  {
    folder: 'cdn-backslash',
    what: 'a launch CDN written /\\host (browsers read it as //host)',
    make: (dir) =>
      editBrand(dir, (b) => {
        b.launchGameCDNs = ['/\\cdn.attacker.example'];
      }),
    refusal: {
      file: 'brand.json',
      path: '/launchGameCDNs/0',
      message:
        '"/\\\\cdn.attacker.example" is not an https:// URL or a same-origin path starting with one "/" (not "//" or "/\\", which name another host)',
    },
  },
  {
    folder: 'language-fr',
    what: 'a language without a message catalogue (FR)',
    make: (dir) =>
      editBrand(dir, (b) => {
        b.supportLanguages = ['TW', 'CN', 'EN', 'FR'];
      }),
    refusal: {
      file: 'brand.json',
      path: '/supportLanguages/3',
      message: 'language "FR" has no message catalogue (locales/FR.json): players would see message keys',
    },
  },
  {
    folder: 'language-de',
    what: 'a default language without a message catalogue (DE)',
    make: (dir) =>
      editBrand(dir, (b) => {
        b.defaultLang = 'DE';
        b.supportLanguages = ['DE', 'EN'];
        for (const licence of b.licences as { text: Json }[]) licence.text.DE = 'Licence text';
      }),
    refusal: {
      file: 'brand.json',
      path: '/supportLanguages/0',
      message: 'language "DE" has no message catalogue (locales/DE.json): players would see message keys',
    },
  },
  {
    folder: 'huge-logo',
    what: 'a 5 MB logo',
    make: (dir) => writeFile(path.join(dir, 'logo.svg'), svgOfSize(5 * mb)),
    refusal: {
      file: 'brand.json',
      path: '/theme/logo',
      message: 'theme logo "logo.svg" is 5.0 MB; an SVG image may be at most 256 KB',
    },
  },
  {
    folder: 'huge-banner',
    what: 'a 5 MB picture nothing names (it would still be served)',
    make: (dir) => writeFile(path.join(dir, 'banner.png'), Buffer.alloc(5 * mb)),
    refusal: {
      file: 'banner.png',
      path: '',
      message: 'banner.png is 5.0 MB; a PNG, WebP, JPEG or ICO image may be at most 1 MB',
    },
  },
  {
    folder: 'huge-folder',
    what: 'many pictures each under its limit, together over the folder cap',
    make: async (dir) => {
      await mkdir(path.join(dir, 'banners'));
      for (let i = 0; i < 5; i++) {
        await writeFile(path.join(dir, 'banners', `b${i}.webp`), Buffer.alloc(mb - 1024));
      }
    },
    refusal: {
      file: 'huge-folder/',
      path: '',
      message: 'the brand folder holds 5.0 MB of files; at most 4 MB is allowed',
    },
  },
  {
    folder: 'huge-config',
    what: 'a 5 MB modules.json',
    make: async (dir) => {
      const modules = await readFile(path.join(dir, 'modules.json'), 'utf8');
      await writeFile(path.join(dir, 'modules.json'), modules + ' '.repeat(5 * mb));
    },
    refusal: {
      file: 'modules.json',
      path: '',
      message: 'modules.json is 5.0 MB; a configuration file may be at most 256 KB',
    },
  },
  {
    folder: 'deposit-min-over-max',
    what: 'a deposit channel whose minimum is above its maximum',
    make: (dir) =>
      editBrand(dir, (b) => {
        const channel = (b.payments as { deposit: { channels: Json[] } }).deposit.channels[1] as Json;
        channel.minMinor = 3_000_000;
        channel.maxMinor = 2_000_000;
      }),
    refusal: {
      file: 'brand.json',
      path: '/payments/deposit/channels/1/minMinor',
      message: 'deposit channel "ewallet": minimum 3000000 is above maximum 2000000',
    },
  },
  {
    folder: 'withdrawal-min-over-max',
    what: 'a withdrawal minimum above the maximum',
    make: (dir) =>
      editBrand(dir, (b) => {
        const withdrawal = (b.payments as { withdrawal: Json }).withdrawal;
        withdrawal.minMinor = 6_000_000;
      }),
    refusal: {
      file: 'brand.json',
      path: '/payments/withdrawal/minMinor',
      message: 'withdrawal minimum 6000000 is above maximum 5000000',
    },
  },
  {
    folder: 'agent-transfer-max-over-daily',
    what: 'an agent transfer maximum above the daily maximum',
    make: (dir) =>
      editBrand(dir, (b) => {
        b.agentTransfer = { minMinor: 100, maxMinor: 5_000_000, dailyMaxMinor: 1_000_000 };
      }),
    refusal: {
      file: 'brand.json',
      path: '/agentTransfer/maxMinor',
      message: 'agent transfer maximum 5000000 is above the daily maximum 1000000',
    },
  },
  {
    folder: 'birthday-below-minimum',
    what: 'a birthday age below the minimum age',
    make: (dir) =>
      editBrand(dir, (b) => {
        b.minimumAge = 21;
        b.birthdayAge = 18;
      }),
    refusal: {
      file: 'brand.json',
      path: '/birthdayAge',
      message: 'birthday age 18 is below the minimum age 21',
    },
  },
  {
    folder: 'no-brand-json',
    what: 'a brand folder without brand.json (was silently skipped)',
    make: (dir) => unlink(path.join(dir, 'brand.json')),
    refusal: { file: 'brand.json', path: '', message: 'brand.json is missing' },
  },
  {
    folder: 'domain-newcomer',
    what: "a new folder claiming an existing merchant's domain",
    make: (dir) =>
      editBrand(dir, (b) => {
        b.domains = ['domain-newcomer.example', 'aurora.example'];
      }),
    refusal: {
      file: 'brand.json',
      path: '/domains/1',
      message: 'domain "aurora.example" is already claimed by aurora',
    },
  },
];

let corpus: string;
let outside: string;
let entries: BrandEntry[];

beforeAll(async () => {
  corpus = await mkdtemp(path.join(tmpdir(), 'portico-corpus-'));
  outside = await mkdtemp(path.join(tmpdir(), 'portico-outside-'));
  await writeFile(path.join(outside, 'passwd'), 'root:x:0:0:root:/root:/bin/bash\n');
  await cp(path.join(demoBrands, 'aurora'), path.join(corpus, 'aurora'), { recursive: true });
  for (const c of cases) {
    const dir = path.join(corpus, c.folder);
    await cp(path.join(demoBrands, 'aurora'), dir, { recursive: true });
    await editBrand(dir, (b) => {
      b.merchant = c.folder;
      b.domains = [`${c.folder}.example`];
      b.mainDomain = `${c.folder}.example`;
    });
    await c.make(dir, outside);
  }
  entries = await loadBrands(corpus);
});

afterAll(async () => {
  await rm(corpus, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

describe('the broken-brand corpus', () => {
  it('passes the good brand beside the broken ones', () => {
    expect(entries.find((e) => e.merchant === 'aurora')).toMatchObject({ ok: true });
  });

  it.each(cases.map((c) => [c.folder, c] as const))('refuses %s', (folder, c) => {
    const entry = entries.find((e) => e.merchant === folder);
    expect(entry, `${c.what}: no entry for the folder`).toBeDefined();
    expect(entry?.ok, `${c.what}: accepted`).toBe(false);
    const problems = entry && !entry.ok ? entry.problems : [];
    expect(problems.map(({ file, path: p, message }) => ({ file, path: p, message }))).toContainEqual(c.refusal);
  });
});
