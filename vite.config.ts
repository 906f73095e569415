import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import { build, defineConfig, type Alias, type LogLevel, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenFiles, firstScreenKeyTest } from './scripts/first-screen-catalogue.ts';

/**
 * Area catalogues: keys `<area>.…` of these areas travel only with the area's own chunk (imported
 * as `locales/<CODE>.json?area=<area>`), never in the catalogue of the first page. locales/*.json
 * stay the one source of every message (docs/decisions/038-agent-centre-browser.md).
 */
// `server.`: texts only the gateway writes (SMS, e-mail, the offline page; gateway/domain/texts): never in the browser.
export const areaCatalogues = ['agentc', 'console', 'server'] as const;

/**
 * The player's keys are split in two (docs/decisions/060): a plain import carries the keys the
 * first screen names (scripts/first-screen-catalogue.ts), `?area=later` every other player key.
 */
export const laterArea = 'later';

let firstScreen: ((key: string) => boolean) | null = null;
function isFirstScreenKey(key: string): boolean {
  firstScreen ??= firstScreenKeyTest();
  return firstScreen(key);
}

/** Pure over its inputs: the messages of a catalogue import for `area` (null: the first screen's). */
export function catalogueSlice(
  messages: Record<string, string>,
  area: string | null,
  firstScreenKey: (key: string) => boolean = isFirstScreenKey,
): Record<string, string> {
  const inArea = (key: string, a: string) => key.startsWith(`${a}.`);
  const player = (key: string) => !areaCatalogues.some((a) => inArea(key, a));
  const keep = (key: string): boolean => {
    if (area === null) return player(key) && firstScreenKey(key);
    if (area === laterArea) return player(key) && !firstScreenKey(key);
    return inArea(key, area);
  };
  return Object.fromEntries(Object.entries(messages).filter(([key]) => keep(key)));
}

/**
 * Catalogues (locales/<CODE>.json, key -> ICU message) become pre-parsed ICU ASTs at build, so
 * the browser ships react-intl without the message parser (docs/decisions/004-browser-boot.md).
 * A message that does not parse fails the build.
 */
function precompiledCatalogues(): Plugin {
  return {
    name: 'portico:precompiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const match = /[\\/]locales[\\/][A-Z]{2}\.json(?:\?(.*))?$/.exec(id);
      if (!match) return null;
      const area = new URLSearchParams(match[1] ?? '').get('area');
      const messages = catalogueSlice(JSON.parse(code) as Record<string, string>, area);
      const ast = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, parse(message)];
          } catch (error) {
            throw new Error(`${id}: message "${key}" is not valid ICU: ${String(error)}`);
          }
        }),
      );
      // An area slice (?area=) is past Vite's JSON handling: it becomes a module here.
      if (area) return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(ast))});`, map: null, moduleType: 'js' };
      // Still JSON: Vite's own JSON plugin turns it into a module.
      return { code: JSON.stringify(ast), map: null };
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Text files worth compressing; below this size the saving is lost in the headers. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const compressMinBytes = 1024;

/**
 * Every emitted text file of 1 KB or more (hashed assets and index.html) gets a brotli (.br,
 * quality 11) and a gzip (.gz, level 9) twin beside it, written once at build time; the gateway
 * serves the twin the browser accepts (gateway/http/static-files.ts, preCompressed). A twin is
 * kept only when it is smaller than the file. docs/decisions/013-compression-and-caching.md.
 */
function precompressedAssets(): Plugin {
  return {
    name: 'portico:precompressed-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.resolve('dist');
      const jobs = Object.values(bundle)
        .filter((file) => compressible.test(file.fileName))
        .map(async (file) => {
          const source = file.type === 'chunk' ? file.code : file.source;
          const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
          if (bytes.length < compressMinBytes) return;
          const target = path.join(dir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            }),
            gzipped(bytes, { level: 9 }),
          ]);
          if (br.length < bytes.length) await writeFile(`${target}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${target}.gz`, gz);
        });
      await Promise.all(jobs);
    },
  };
}

/** Lazy modules every route needs at once: their chunks are preloaded by the HTML itself. */
const preloadedEntries = [/[\\/]src[\\/]app[\\/]app-router\.tsx$/];

/**
 * The router chunk (and its static imports) is asked for by the boot as soon as the entry runs;
 * a modulepreload in index.html starts it beside the entry instead, one round trip earlier.
 * Pages stay lazy: the HTML is the same for every route, so no page chunk is named here.
 */
function preloadRouterChunk(): Plugin {
  return {
    name: 'portico:preload-router-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const already = new Set<string>(entry ? [entry.fileName, ...entry.imports] : []);
        const wanted = new Set<string>();
        const visit = (fileName: string): void => {
          if (already.has(fileName) || wanted.has(fileName)) return;
          wanted.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        for (const c of chunks) {
          if (c.facadeModuleId && preloadedEntries.some((re) => re.test(c.facadeModuleId ?? ''))) visit(c.fileName);
        }
        return [...wanted].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The shell (what the router statically needs beyond the entry, with the libraries it uses) is
 * one chunk, preloaded by the HTML beside the entry. The parts loaded after the first screen
 * (footer, right bar, dialogs) share many small modules with it: without this group each shared
 * one became a chunk of a few hundred bytes, each asked for before the first paint (/ went from
 * 7 files to 28). docs/decisions/060.
 */
function shellModules(): Set<string> {
  const entry = new Set(firstScreenFiles(process.cwd(), ['src/main.tsx']));
  return new Set(firstScreenFiles(process.cwd(), ['src/app/app-router.tsx']).filter((f) => !entry.has(f)));
}

/** Build-only module swaps, for the player app and the console alike. */
const buildAliases: Alias[] = [
  // Catalogues arrive pre-parsed (above); the runtime parser is dead weight in the build.
  { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
  // RJSF's markdown renderer: the register form's texts are plain (docs/decisions/019).
  { find: /^markdown-to-jsx\/react$/, replacement: path.resolve('src/features/register/plain-markdown.tsx') },
  // RJSF's $ref resolver: the register schemas have no $ref (docs/decisions/019).
  { find: /^fast-uri$/, replacement: path.resolve('src/features/register/uri-resolver.ts') },
];

/**
 * The operator console (console.html → src/console/, served at /console) is built by a second,
 * separate build into the same folder once the player app's is written: no chunk is shared, so
 * the player app's files stay byte for byte what they are without it, and no player page can
 * name a console file (docs/decisions/044-console-browser-entry.md). Its own manifest is not
 * written: the gateway reads the player app's (first-screen-page.ts).
 */
function consoleBuild(): Plugin {
  let outDir = 'dist';
  let logLevel: LogLevel | undefined;
  return {
    name: 'portico:console-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      logLevel = config.logLevel;
    },
    async closeBundle() {
      await build({
        configFile: false,
        logLevel,
        plugins: [react({ jsxImportSource: '@emotion/react' }), precompiledCatalogues(), precompressedAssets()],
        resolve: { alias: buildAliases },
        build: {
          target: 'es2022',
          outDir,
          emptyOutDir: false,
          assetsInlineLimit: 0,
          sourcemap: false,
          reportCompressedSize: false,
          modulePreload: { polyfill: false },
          manifest: false,
          rolldownOptions: { input: { console: path.resolve('console.html') } },
        },
      });
    },
  };
}

/** The dev server answers the console's page paths (/console, /console/…, not its API) with console.html. */
function consoleDevPages(): Plugin {
  return {
    name: 'portico:console-dev-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/console(?:[/?]|$)/.test(req.url) && !req.url.startsWith('/console/api/')) req.url = '/console.html';
        next();
      });
    },
  };
}

// One bundle for every brand: nothing merchant-specific is decided at build time.
export default defineConfig(({ command }) => ({
  plugins: [react({ jsxImportSource: '@emotion/react' }), precompiledCatalogues(), preloadRouterChunk(), precompressedAssets(), consoleBuild(), consoleDevPages()],
  resolve: {
    alias: command === 'build' ? buildAliases : [],
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsInlineLimit: 0,
    sourcemap: false,
    reportCompressedSize: false,
    modulePreload: { polyfill: false },
    // The gateway reads it to preload the first screen's chunks (gateway/http/first-screen-page.ts).
    manifest: true,
    rolldownOptions: {
      // The app (index.html) and the still first paint's loader, which starts the app's code on
      // pages where the gateway drew the still (gateway/http/still-first-paint.ts, decision 007).
      input: { index: path.resolve('index.html'), 'still-loader': path.resolve('src/app/still/loader.ts') },
      output: command === 'build' ? { codeSplitting: { groups: [{ name: 'app-router', test: ((shell) => (id: string) => shell.has(id))(shellModules()) }] } } : {},
    },
  },
  server: {
    proxy: {
      '/wps': 'http://127.0.0.1:8080',
      '/console/api': 'http://127.0.0.1:8080',
      '/lgw': 'http://127.0.0.1:8080',
      '/lotto': 'http://127.0.0.1:8080',
      '/brands': 'http://127.0.0.1:8080',
    },
  },
}));
