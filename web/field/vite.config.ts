/**
 * The field app's build (issue 22): its own Vite build, root web/field, served at /field/ and
 * written to web/dist/field, so it shares no chunk with the manager app (web/vite.config.ts) and
 * neither loads the other's JavaScript. vite-plugin-pwa writes the manifest and a Workbox service
 * worker scoped to /field/ that precaches this build only (never the manager app, never /api).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { FIELD_APP_PATH, spaIndexFor, twinWebHeaders, twinWebOrigins } from '../../shared/web-headers';

const fieldRoot = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(fieldRoot, '..');

const FIELD_BASE = FIELD_APP_PATH;
const FIELD_THEME = '#0b5394';

/** The field app's routes (no file extension) get its index.html, in `vite dev` and `vite preview`. */
const fieldSpaFallback = (): Plugin => {
  const rewrite = (req: { url?: string }, _res: unknown, next: () => void) => {
    const pathname = (req.url ?? '').split('?')[0];
    if (pathname.startsWith(FIELD_BASE) && !pathname.split('/').pop()!.includes('.'))
      req.url = spaIndexFor(pathname);
    next();
  };
  return {
    name: 'field-spa-fallback',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
};

/**
 * A modulepreload in index.html for the app's chunk (src/field/boot.tsx), which the small entry
 * (main.tsx) imports only after starting the asset list: the browser fetches both at once.
 */
const fieldAppPreload = (): Plugin => ({
  name: 'field-app-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle }) => {
      const app = Object.values(bundle ?? {}).find(
        (file) => file.type === 'chunk' && file.facadeModuleId?.endsWith('/src/field/boot.tsx'),
      );
      if (!app) throw new Error('field-app-preload: no chunk for src/field/boot.tsx');
      return [
        {
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${FIELD_BASE}${app.fileName}` },
          injectTo: 'head',
        },
      ];
    },
  },
});

export default defineConfig({
  root: fieldRoot,
  base: FIELD_BASE,
  plugins: [
    react(),
    fieldSpaFallback(),
    fieldAppPreload(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      // The app registers the worker itself (src/field/main.tsx): no extra register script.
      injectRegister: null,
      scope: FIELD_BASE,
      base: FIELD_BASE,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['icon-192.png'],
      manifest: {
        id: FIELD_BASE,
        name: 'AssetCare Field',
        short_name: 'AssetCare',
        description: 'Inspect assets on the phone, online or offline',
        start_url: FIELD_BASE,
        scope: FIELD_BASE,
        display: 'standalone',
        orientation: 'portrait',
        theme_color: FIELD_THEME,
        background_color: '#ffffff',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell: every file of this build (all under /field/), the label reader's WebAssembly
        // (zxing-wasm, 953 kB) too, so scanning works offline in browsers without BarcodeDetector.
        globPatterns: ['**/*.{js,css,html,png,webmanifest,wasm}'],
        navigateFallback: `${FIELD_BASE}index.html`,
        navigateFallbackAllowlist: [/^\/field\//],
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        // No runtime caching: /api and S3 always go to the network (the app keeps its own data in IndexedDB).
        runtimeCaching: [],
        // Background Sync: the worker wakes the open app's queue (public/sw-sync.js, src/field/background-sync.ts).
        importScripts: ['sw-sync.js'],
      },
    }),
  ],
  resolve: {
    alias: { '@shared': path.resolve(webRoot, '../shared') },
  },
  server: {
    host: '127.0.0.1',
    allowedHosts: ['localhost', '.localhost', '127.0.0.1'],
    fs: { allow: [path.resolve(webRoot, '..')] },
    proxy: {
      '/api': { target: process.env.AC_API_URL ?? 'http://127.0.0.1:3001', changeOrigin: false },
    },
  },
  preview: { host: '127.0.0.1', headers: twinWebHeaders(twinWebOrigins(process.env)) },
  build: {
    outDir: path.resolve(webRoot, 'dist', 'field'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 400,
  },
});
