// Vite build and dev server for the web app. The dev server proxies /api to the local API
// server so the browser sees one origin, as in production.
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunk } from './build/first-load-chunk.ts';
import { muiWithoutCssVariables } from './build/mui-without-css-variables.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), muiWithoutCssVariables(), firstLoadChunk(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser the app supports preloads modules itself; the polyfill cost every first load.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: { port: 4173 },
});
