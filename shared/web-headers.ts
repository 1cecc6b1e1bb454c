/**
 * The web app's security headers, defined once for CloudFront's response headers policy
 * (infra/web-stack.ts) and for the local twin's two ways of serving the built app (the local
 * router's static files, scripts/dev/api-server.ts, and `vite preview`, web/vite.config.ts), so
 * the browser tests run the app under the policy users get. Only the origins differ: AWS's
 * endpoints in the cloud, the Cognito and S3 emulators on the twin.
 */

/** The origins besides the app's own that the app talks to. */
export interface WebOrigins {
  /** The identity pool endpoint Amplify signs in against (Cognito's regional endpoint; cognito-local). */
  cognito: string;
  /** The files bucket, for presigned photo uploads and reads (S3; the S3 emulator). */
  files: string;
  /** QuickSight's embed origin, when a dashboard is configured. */
  quicksight?: string;
  /** Single sign-on's OAuth domain, whose token endpoint Amplify calls (Cognito's hosted UI; the twin's stand-in). */
  oauth?: string;
}

/**
 * Content-Security-Policy: the app's own scripts only, and WebAssembly compiled from the app's own
 * files ('wasm-unsafe-eval' allows WebAssembly compilation and nothing else: no eval, no
 * inline script), which the field app's label scanner needs where the browser has no
 * BarcodeDetector (zxing-wasm, web/src/field/scan/zxing.ts); inline styles (Cloudscape sets style
 * attributes at run time); Cognito for Amplify sign-in; the files bucket for presigned photo
 * uploads and reads; QuickSight's embed origin when a dashboard is configured. The field app
 * (/field/) adds its service worker and manifest (own origin) and photos shown from blob: URLs
 * (img-src already has blob:); its camera is a file input, which no directive governs.
 */
export function contentSecurityPolicy(origins: WebOrigins): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', origins.files],
    'font-src': ["'self'", 'data:'],
    // The field app's service worker (/field/sw.js) and web app manifest: this origin only.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'connect-src': ["'self'", origins.cognito, origins.files, ...(origins.oauth ? [origins.oauth] : [])],
    'frame-src': origins.quicksight ? [origins.quicksight] : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Where the field app is served (issue 22): its own single-page app, index.html and service worker. */
export const FIELD_APP_PATH = '/field/';

/**
 * The index.html an app route is answered with (the SPA fallback for a path that is no file):
 * the field app's under /field/, else the manager app's. infra/web-stack.ts's CloudFront function
 * applies the same rule (its test checks both agree).
 */
export function spaIndexFor(uri: string): string {
  return uri === '/field' || uri.startsWith(FIELD_APP_PATH) ? '/field/index.html' : '/index.html';
}

/** Strict-Transport-Security as CloudFront sends it: two years, every tenant subdomain included. */
export const HSTS_MAX_AGE_DAYS = 730;

/** The headers besides the CSP and HSTS, with the values CloudFront's policy gives them. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-xss-protection': '1; mode=block',
};

/**
 * What the twin sends with each file of the built app: the cloud's headers with the emulators'
 * origins. No Strict-Transport-Security: the twin is plain http on loopback, where browsers
 * ignore it (and it must not pin localhost to https for other local servers).
 */
export function twinWebHeaders(origins: WebOrigins): Record<string, string> {
  return { 'content-security-policy': contentSecurityPolicy(origins), ...SECURITY_HEADERS };
}

/**
 * The twin's origins, from the environment it gives its processes (scripts/dev/emulators.ts
 * emulatorEnv); the defaults are its default ports.
 */
export function twinWebOrigins(env: Record<string, string | undefined>): WebOrigins {
  return {
    cognito: env.COGNITO_LOCAL_URL ?? 'http://127.0.0.1:9229',
    files: env.AWS_ENDPOINT_URL_S3 ?? 'http://127.0.0.1:4569',
    oauth: env.TWIN_OAUTH_URL ?? 'https://127.0.0.1:9443',
  };
}
