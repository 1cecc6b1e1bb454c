import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandPalette, contrastWithWhite, PRIMARY_PALETTE_VARIABLES } from './branding';

const cloudscape = path.resolve(import.meta.dirname, '../../../node_modules/@cloudscape-design/components');

describe('brand palette', () => {
  it('names variables that the installed Cloudscape declares on body', () => {
    const theme = readFileSync(path.join(cloudscape, 'internal/base-theme/styles.scoped.css'), 'utf8');
    const body = /[{}]\s*body\s*\{([^{}]*)\}/.exec(theme)?.[1] ?? '';
    for (const variable of Object.values(PRIMARY_PALETTE_VARIABLES)) expect(body).toContain(`${variable}:`);
  });

  it('is what primary buttons and links are drawn from', () => {
    const button = readFileSync(path.join(cloudscape, 'button/styles.scoped.css'), 'utf8');
    expect(readdirSync(cloudscape)).toContain('link');
    expect(button).toMatch(/var\(--color-background-button-primary-default-[a-z0-9]+/);
    const theme = readFileSync(path.join(cloudscape, 'internal/base-theme/styles.scoped.css'), 'utf8');
    expect(theme).toMatch(
      new RegExp(`--color-text-link-default-[a-z0-9]+:var\\(${PRIMARY_PALETTE_VARIABLES[600]}\\)`),
    );
  });

  it('keeps the brand colour at 600 with darker hover shades and light tints', () => {
    expect(brandPalette('#B0256E')).toEqual({
      50: '#faf2f6',
      100: '#f1d8e5',
      200: '#e9c2d6',
      600: '#b0256e',
      700: '#7b1a4d',
      900: '#4f1131',
    });
  });

  it("leaves Cloudscape's own palette for no colour, a malformed one, or one too light for white text", () => {
    expect(brandPalette(null)).toBeNull();
    expect(brandPalette('red')).toBeNull();
    expect(brandPalette('#ffd700')).toBeNull();
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1);
    expect(contrastWithWhite('#000000')).toBeCloseTo(21);
  });
});
