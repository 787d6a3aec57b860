import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': api, '/media': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Which chunk each module is in: scripts/prerender.mjs preloads a public page's own chunk.
    manifest: true,
    rollupOptions: {
      // The customer area's shell runs src/api/early-requests.ts as a script of its own, before the app
      // (scripts/prerender.mjs links it): an entry, so nothing of the app comes with it.
      input: { index: 'index.html', 'early-requests': 'src/api/early-requests.ts' },
    },
  },
});
