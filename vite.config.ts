import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

// One file, four builds: the React plugins and Preact's must never share one (`--mode`).
const api = process.env.VITE_API_PROXY ?? 'http://localhost:3000';
// Where builds go (DIST_DIR, default dist/): the server serves the same folder.
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');

// `@common/…` imports resolve through tsconfig.json's paths, as in tsc, Vitest and tsx.
const resolve = { tsconfigPaths: true };

/**
 * Writes the site's one stylesheet into index.html: a page then paints with its HTML alone, with no
 * second round trip before first paint (on a slow phone network that trip is most of it). The CSS
 * holds no relative url(), so it reads the same inline.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'beerscout:inline-stylesheet',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/g,
          (tag, file: string) => {
            const asset = bundle?.[file];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
          },
        );
      },
    },
  };
}

const builds: Record<string, UserConfig> = {
  site: {
    root: 'site',
    resolve,
    plugins: [react(), tailwindcss(), inlineStylesheet()],
    // The manifest tells the server which chunks each page needs (api/src/pages/route-preloads.ts).
    build: { outDir: path.join(dist, 'site'), emptyOutDir: true, manifest: true },
    server: { proxy: { '/api': api } },
  },
  // The public pages' server renderer (site/src/ssr/entry-server.tsx), for api/src/pages/prerender.ts.
  'site-server': {
    root: 'site',
    resolve,
    plugins: [react(), tailwindcss()],
    // Self-contained: DIST_DIR may sit outside the repo, where `react` would not resolve.
    ssr: { noExternal: true },
    build: {
      outDir: path.join(dist, 'site-server'),
      emptyOutDir: true,
      ssr: 'src/ssr/entry-server.tsx',
      copyPublicDir: false,
      // .mjs: ES modules wherever DIST_DIR is, even with no package.json saying "type": "module".
      rollupOptions: {
        output: { entryFileNames: 'entry-server.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
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
  if (!config)
    throw new Error(`Unknown build mode "${mode}": use site, site-server, admin or widget.`);
  return config;
});
