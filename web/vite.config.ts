/** Web app build and dev server. Root is web/, output web/dist; the dev server proxies /api to the local API. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import prefixSelector from 'postcss-prefix-selector';
import { defineConfig, type Plugin } from 'vite';
import { FIELD_APP_PATH, spaIndexFor, twinWebHeaders, twinWebOrigins } from '../shared/web-headers';
import { loadTimeGroups } from './build/code-splitting';
import { fontFiles } from './build/font-files';

const webRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * Vendor code split by library so no single chunk carries the whole app. A group also takes the
 * packages its library imports, so a helper that other code uses too gets a group of its own,
 * placed before: in the Amplify group, tslib (which Cloudscape imports as well) made every screen
 * load Amplify with its first Cloudscape component, the sign-in form included.
 */
const VENDOR_GROUPS: [name: string, test: RegExp][] = [
  ['react', /node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  // Apart from React: the sign-in screens load without it (app/sign-in-navigation.ts).
  ['react-router', /node_modules[\\/](react-router|react-router-dom)[\\/]/],
  ['tslib', /node_modules[\\/]tslib[\\/]/],
  ['amplify', /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@smithy|@aws-sdk|js-cookie)[\\/]/],
];

/** Where Form.io draws: its screens' container and the dialogs and drag copies it adds to <body>. */
const FORMIO_SCOPE = ':where(.ac-formio, .formio-dialog, .gu-mirror)';
const BOOTSTRAP_CSS = /node_modules[\\/]bootstrap[\\/]dist[\\/]css[\\/]/;

/**
 * Bootstrap (which Form.io's templates need) applies only where Form.io draws: postcss-prefix-selector
 * prefixes every rule of Bootstrap's stylesheet with FORMIO_SCOPE (its :root, html and body rules
 * become the scope itself), so loading the builder does not restyle the Cloudscape shell. :where()
 * adds no specificity, so Form.io's own stylesheet overrides Bootstrap as it was written to.
 */
const scopeFormioBootstrap = () => prefixSelector({ prefix: FORMIO_SCOPE, includeFiles: [BOOTSTRAP_CSS] });

/**
 * The field app (web/field, built by web/field/vite.config.ts into dist/field) answers its own
 * routes with its own index.html here too: `vite preview` of the built apps (the twin's `built`
 * mode) and the dev server, as the twin's static server and CloudFront do (spaIndexFor).
 */
const fieldRoutes = (): Plugin => {
  const rewrite = (req: { url?: string }, _res: unknown, next: () => void) => {
    const pathname = (req.url ?? '').split('?')[0];
    const isField = pathname === '/field' || pathname.startsWith(FIELD_APP_PATH);
    if (isField && !pathname.split('/').pop()!.includes('.')) req.url = spaIndexFor(pathname);
    next();
  };
  return {
    name: 'field-routes',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
};

export default defineConfig({
  root: webRoot,
  plugins: [react(), fieldRoutes(), fontFiles()],
  css: { postcss: { plugins: [scopeFormioBootstrap()] } },
  resolve: {
    alias: { '@shared': path.resolve(webRoot, '../shared') },
  },
  server: {
    host: '127.0.0.1',
    // Tenants are reached as {tenant}.localhost.
    allowedHosts: ['localhost', '.localhost', '127.0.0.1'],
    proxy: {
      '/api': { target: process.env.AC_API_URL ?? 'http://127.0.0.1:3001', changeOrigin: false },
    },
  },
  // The built app (npm start) with the security headers CloudFront adds in the cloud, naming the
  // emulators' origins (the twin passes them in its environment); the dev server has none, since
  // its hot reload runs inline scripts.
  preview: { host: '127.0.0.1', headers: twinWebHeaders(twinWebOrigins(process.env)) },
  build: {
    outDir: path.resolve(webRoot, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [...VENDOR_GROUPS.map(([name, test]) => ({ name, test })), ...loadTimeGroups()],
        },
      },
    },
  },
});
