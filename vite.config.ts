import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One bundle for every brand: nothing merchant-specific is decided at build time.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
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
});
