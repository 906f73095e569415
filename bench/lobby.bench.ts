/**
 * The /rng lobby with the brand's ~10,000 slot games (budgets lobby10k; docs/decisions/021):
 * Chromium with 4× CPU throttling (CDP Emulation.setCPUThrottlingRate), per demo brand:
 * - tiles in the DOM at several scroll positions (max; the list's element count in the note);
 * - filter per keystroke: a real game name typed one character at a time; each keystroke timed
 *   from the input event (event.timeStamp) to the commit of the list that answers that text
 *   (the "lobby:list-rendered" performance mark, detail = the text); median, max in the note;
 * - longest frame while scrolling the whole list top to bottom, 3/4 of a viewport a frame, and
 *   one second after (rAF deltas; long animation frames, where the browser reports them, in the note);
 * - the compact catalogue's bytes on the wire (brotli, Content-Length).
 */
import { chromium, type Page } from 'playwright-core';
import { decodeCompactCatalogue, type CompactCatalogue } from '../schemas/catalogue';
import type { Envelope } from '../schemas/envelope';
import { chromeFlags, chromePath } from './support/chromium';
import { budget, type Budgets, type Figure } from './support/report';

const cpuSlowdown = 4;
const scrollPositions = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1];

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : ((s[Math.floor((s.length - 1) / 2)] ?? 0) + (s[Math.ceil((s.length - 1) / 2)] ?? 0)) / 2;
};

/** A real game name in the brand's default language (what /rng shows on a first visit). */
async function aGameName(base: string, merchant: string): Promise<string> {
  const res = await fetch(`${base}/lgw/games/catalogue?gameType=RNG`, { headers: { merchant } });
  const body = (await res.json()) as Envelope<CompactCatalogue>;
  if (!body.value) throw new Error(`no catalogue for ${merchant}`);
  const games = decodeCompactCatalogue(body.value);
  const game = games[Math.floor(games.length * 0.61)];
  if (!game) throw new Error(`empty catalogue for ${merchant}`);
  return game.displayName;
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

async function tilesAt(page: Page): Promise<{ tiles: number; elements: number }> {
  let worst = { tiles: 0, elements: 0 };
  for (const at of scrollPositions) {
    await page.evaluate((f) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * f), at);
    await settle(page);
    await page.waitForTimeout(100);
    const counted = await page.evaluate(() => {
      const list = document.querySelector('[data-testid="lobby-list"]');
      return { tiles: list?.querySelectorAll('[data-testid="lobby-cell"]').length ?? 0, elements: list?.querySelectorAll('*').length ?? 0 };
    });
    if (counted.tiles > worst.tiles) worst = counted;
  }
  return worst;
}

/** Scrolls the whole list, one step a frame; the frames' lengths and long animation frames. */
async function scrollWholeList(page: Page): Promise<{ longest: number; frames: number; longFrames: number; loafMax: number }> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  return page.evaluate(
    () =>
      new Promise<{ longest: number; frames: number; longFrames: number; loafMax: number }>((resolve) => {
        const loaf: number[] = [];
        let observer: PerformanceObserver | null = null;
        try {
          observer = new PerformanceObserver((list) => {
            for (const e of list.getEntries()) loaf.push(e.duration);
          });
          observer.observe({ type: 'long-animation-frame', buffered: false });
        } catch {
          observer = null;
        }
        const step = Math.round(window.innerHeight * 0.75);
        const deltas: number[] = [];
        let last = performance.now();
        // After the bottom, 60 more frames: the images the stop lets in count too.
        let after = 0;
        const frame = (now: number): void => {
          deltas.push(now - last);
          last = now;
          const bottom = document.documentElement.scrollHeight - window.innerHeight;
          if (window.scrollY >= bottom - 1 && after++ >= 60) {
            observer?.disconnect();
            // The first delta is the wait for the first frame, not a frame.
            const frames = deltas.slice(1);
            resolve({ longest: Math.max(0, ...frames), frames: frames.length, longFrames: loaf.length, loafMax: Math.max(0, ...loaf) });
            return;
          }
          if (after === 0) window.scrollBy(0, step);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** Types `text` one character at a time; per keystroke, input event → committed list. */
async function typeTimed(page: Page, text: string): Promise<number[]> {
  const search = page.getByTestId('lobby-search');
  await page.evaluate(() => window.scrollTo(0, 0));
  await search.fill('');
  await search.focus();
  await page.evaluate(() => {
    const w = window as unknown as { __lobbyInputs: Record<string, number> };
    w.__lobbyInputs = {};
    document.addEventListener('input', (e) => {
      const target = e.target as HTMLInputElement;
      w.__lobbyInputs[target.value] = e.timeStamp;
    }, { capture: true });
  });
  const times: number[] = [];
  for (let i = 1; i <= text.length; i++) {
    await page.keyboard.insertText(text.slice(i - 1, i));
    const ms = await page.evaluate(
      (typed) =>
        new Promise<number>((resolve, reject) => {
          const w = window as unknown as { __lobbyInputs: Record<string, number> };
          const started = w.__lobbyInputs[typed];
          const find = (): PerformanceEntry | undefined =>
            performance.getEntriesByName('lobby:list-rendered').find((e) => (e as PerformanceMark).detail === typed && e.startTime >= (started ?? 0));
          const check = (): void => {
            const mark = find();
            if (mark && started !== undefined) resolve(mark.startTime - started);
            else if (performance.now() - (started ?? 0) > 5000) reject(new Error(`no list for "${typed}"`));
            else setTimeout(check, 5);
          };
          check();
        }),
      text.slice(0, i),
    );
    times.push(ms);
  }
  return times;
}

export async function benchLobby(base: string, merchants: string[], budgets: Budgets): Promise<Figure[]> {
  const figures: Figure[] = [];
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((f) => f !== '--headless=new') });
  try {
    for (const merchant of merchants) {
      const name = await aGameName(base, merchant);
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      // tsx keeps function names with a __name helper that the page does not have.
      // The anonymous announcement popup is marked seen, so it does not cover the list.
      await context.addInitScript("globalThis.__name = (f) => f; sessionStorage.setItem('popupClosed:anonymous', '1');");
      const page = await context.newPage();
      let wire = Number.NaN;
      page.on('response', (r) => {
        if (new URL(r.url()).pathname === '/lgw/games/catalogue' && r.status() === 200) {
          wire = Number(r.headers()['content-length'] ?? Number.NaN) / 1000;
        }
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await page.goto(`${base}/rng?merchant=${merchant}`);
      await page.getByTestId('lobby-cell').first().waitFor({ timeout: 60_000 });
      const total = await page.getByTestId('lobby-list').evaluate((el) => el.querySelector('[aria-setsize]')?.getAttribute('aria-setsize'));

      const progress = (what: string): void => void (process.env.BENCH_VERBOSE && console.error(`lobby ${merchant}: ${what}`));
      progress('loaded');
      const dom = await tilesAt(page);
      progress(`tiles ${JSON.stringify(dom)}`);
      const scroll = await scrollWholeList(page);
      progress(`scroll ${JSON.stringify(scroll)}`);
      const keys = await typeTimed(page, name);
      const found = await page.getByTestId('lobby-list').getByText(name, { exact: true }).count();
      await context.close();

      const note = `${merchant}, ${total} games, CPU ÷${cpuSlowdown}`;
      figures.push({ name: `lobby ${merchant} tiles in DOM (max)`, value: dom.tiles, unit: 'tiles', budget: budget(budgets, 'lobby10k', 'domTileNodesMax'), kind: 'max', note: `${note}; ${dom.elements} elements in the list at most; ${scrollPositions.length} scroll positions` });
      figures.push({ name: `lobby ${merchant} filter per keystroke (median)`, value: median(keys), unit: 'ms', budget: budget(budgets, 'lobby10k', 'filterKeystrokeMsMedianMax'), kind: 'max', note: `${note}; "${name}" typed, ${keys.length} keystrokes, max ${Math.round(Math.max(...keys))} ms${found ? '' : ', GAME NOT FOUND'}` });
      // rAF times are coarsened to 0.1 ms (no cross-origin isolation): three frame intervals read
      // 50.0 or 50.1 ms at random, so the frame is read to the whole millisecond (raw in the note).
      figures.push({ name: `lobby ${merchant} longest frame scrolling`, value: Math.round(scroll.longest), unit: 'ms', budget: budget(budgets, 'lobby10k', 'longestFrameMsMax'), kind: 'max', note: `${note}; ${scroll.frames} frames, longest ${scroll.longest.toFixed(1)} ms; ${scroll.longFrames} long animation frames (max ${Math.round(scroll.loafMax)} ms)` });
      figures.push({ name: `lobby ${merchant} catalogue (brotli)`, value: wire, unit: 'KB', budget: budget(budgets, 'lobby10k', 'catalogueBrotliKBMax'), kind: 'max', note: `${merchant}, default language, on the wire` });
    }
  } finally {
    await browser.close();
  }
  return figures;
}
