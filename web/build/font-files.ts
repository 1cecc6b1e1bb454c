/**
 * Build plugin: the fonts that stylesheets carry inline (data: URLs) become font files of their own.
 *
 * Cloudscape's global styles embed Open Sans, eight weights and styles, as base64 woff2: about 140 kB
 * of the 145 kB gzipped stylesheet every screen loads before it can draw, the sign-in screen first.
 * As files (web/dist/assets/<name>-<hash>.woff2, referenced relatively from the stylesheets beside
 * them), the browser fetches only the weights a screen draws, caches each on its own, and the CSS is
 * the rules alone. The @font-face rules and the font bytes are unchanged, so text looks the same.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

const INLINE_FONT = /url\((['"]?)data:font\/(woff2?|ttf|otf);base64,([A-Za-z0-9+/=]+)\1\)/g;

export function fontFiles(): Plugin {
  return {
    name: 'font-files',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const written = new Set<string>();
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
        const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        if (!css.includes('data:font/')) continue;
        const dir = asset.fileName.includes('/')
          ? asset.fileName.slice(0, asset.fileName.lastIndexOf('/') + 1)
          : '';
        asset.source = css.replace(INLINE_FONT, (_match, _quote: string, format: string, base64: string) => {
          const bytes = Buffer.from(base64, 'base64');
          const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 10);
          const name = `font-${hash}.${format}`;
          if (!written.has(name)) {
            written.add(name);
            this.emitFile({ type: 'asset', fileName: `${dir}${name}`, source: bytes });
          }
          return `url(./${name})`;
        });
      }
    },
  };
}
