import { parse } from '@formatjs/icu-messageformat-parser';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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
      if (!/[\\/]locales[\\/][A-Z]{2}\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const ast = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, parse(message)];
          } catch (error) {
            throw new Error(`${id}: message "${key}" is not valid ICU: ${String(error)}`);
          }
        }),
      );
      // Still JSON: Vite's own JSON plugin turns it into a module.
      return { code: JSON.stringify(ast), map: null };
    },
  };
}

// One bundle for every brand: nothing merchant-specific is decided at build time.
export default defineConfig(({ command }) => ({
  plugins: [react({ jsxImportSource: '@emotion/react' }), precompiledCatalogues()],
  resolve: {
    // Catalogues arrive pre-parsed (above); the runtime parser is dead weight in the build.
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : [],
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsInlineLimit: 0,
    sourcemap: false,
    reportCompressedSize: false,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/wps': 'http://127.0.0.1:8080',
      '/lgw': 'http://127.0.0.1:8080',
      '/lotto': 'http://127.0.0.1:8080',
      '/brands': 'http://127.0.0.1:8080',
    },
  },
}));
