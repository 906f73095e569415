/**
 * The member centre (/member/:page; docs/decisions/024-member-centre.md): its pages, the header's
 * balance and unread count, and the set-up the wallet specs need (a fresh funded member, a
 * launched demo game, a tiny PNG for proofs).
 */
import zlib from 'node:zlib';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Brand } from '../../../schemas/brand';
import type { LaunchAnswer } from '../../../schemas/catalogue';
import { type Catalogue, readBrand, readCatalogue, tagOf } from '../support/brand-data';
import { gatewayPort } from '../support/fixtures';
import { IntlMessageFormat } from 'intl-messageformat';

export const apiBase = () => `http://127.0.0.1:${gatewayPort()}`;

/** A valid 1×1 PNG (signature, IHDR, IDAT, IEND) made here, so the proof upload is a real image. */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const idat = zlib.deflateSync(Buffer.from([0, 200, 30, 30]));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** Launches a game for the session (POST /wps/game/launchGame) and returns the play URL. */
export async function launchUrl(request: APIRequestContext, merchant: string, token: string, game: { vassalage: string; gameType: string; nodeId: string }): Promise<string> {
  const res = await request.post(`${apiBase()}/wps/game/launchGame`, {
    headers: { merchant, authorization: `Bearer ${token}` },
    data: { vendor: game.vassalage, gameType: game.gameType, nodeId: game.nodeId, lang: readBrand(merchant).defaultLang },
  });
  expect(res.ok(), `launch: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { value: LaunchAnswer }).value.url;
}

export class MemberPage {
  readonly brand: Brand;
  readonly catalogue: Catalogue;
  readonly locale: string;

  constructor(
    readonly page: Page,
    readonly merchant: string,
  ) {
    this.brand = readBrand(merchant);
    this.catalogue = readCatalogue(this.brand.defaultLang);
    this.locale = tagOf(this.brand.defaultLang);
  }

  t(key: string, values: Record<string, string | number> = {}): string {
    return String(new IntlMessageFormat(this.catalogue[key] ?? key, this.locale).format(values));
  }

  /** Minor units as the pages show them (2 decimals, thousands separators, the brand's language). */
  money(minor: number): string {
    return new Intl.NumberFormat(this.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
  }

  async open(page: string): Promise<void> {
    await this.page.goto(`/member/${page}`);
    await expect(this.page.getByRole('navigation', { name: this.t('member.menu') })).toBeVisible();
  }

  get balance(): Locator {
    return this.page.getByTestId('header-account').getByTestId('balance');
  }

  messagesLink(count: number): Locator {
    return this.page.getByTestId('header-account').getByRole('link', { name: this.t('header.messages', { count }) });
  }

  field(key: string, values: Record<string, string | number> = {}): Locator {
    return this.page.getByLabel(this.t(key, values), { exact: true });
  }

  /** The amount box of a form (its label names the currency). */
  amountIn(form: Locator): Locator {
    return form.locator('input[name="amount"]');
  }

  /** Posts to a path are recorded, so a refused form can be shown to have sent nothing. */
  recordPosts(pathPart: string): string[] {
    const posts: string[] = [];
    this.page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes(pathPart)) posts.push(r.url());
    });
    return posts;
  }
}
