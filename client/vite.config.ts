import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  root,
  base: './',
  plugins: [react()],
  build: { outDir: path.join(root, 'dist'), emptyOutDir: true, chunkSizeWarningLimit: 800 },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/ws': { target: 'ws://127.0.0.1:3000', ws: true } } },
});
