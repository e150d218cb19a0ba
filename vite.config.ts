import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';

// One file, three builds: the React plugins and Preact's must never share one (`--mode`).
const api = process.env.VITE_API_PROXY ?? 'http://localhost:3000';
// Where builds go (DIST_DIR, default dist/): the server serves the same folder.
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');

// `@common/…` imports resolve through tsconfig.json's paths, as in tsc, Vitest and tsx.
const resolve = { tsconfigPaths: true };

const builds: Record<string, UserConfig> = {
  site: {
    root: 'site',
    resolve,
    plugins: [react(), tailwindcss()],
    // The manifest tells the server which chunks each page needs (api/src/pages/route-preloads.ts).
    build: { outDir: path.join(dist, 'site'), emptyOutDir: true, manifest: true },
    server: { proxy: { '/api': api } },
  },
  admin: {
    root: 'admin',
    base: '/admin/',
    resolve,
    plugins: [react()],
    build: { outDir: path.join(dist, 'admin'), emptyOutDir: true, chunkSizeWarningLimit: 2000 },
    server: { proxy: { '/api': api } },
  },
  widget: {
    resolve,
    plugins: [preact()],
    build: {
      outDir: path.join(dist, 'widget'),
      emptyOutDir: true,
      lib: {
        entry: 'widget/src/index.ts',
        formats: ['iife'],
        name: 'BeerScoutWidget',
        fileName: () => 'widget.js',
      },
    },
  },
};

export default defineConfig(({ mode }) => {
  const config = builds[mode === 'development' || mode === 'production' ? 'site' : mode];
  if (!config) throw new Error(`Unknown build mode "${mode}": use site, admin or widget.`);
  return config;
});
