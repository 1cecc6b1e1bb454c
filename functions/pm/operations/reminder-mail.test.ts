/**
 * The bulk reminder e-mail renderer (reminder-mail.ts): every mail it fills from a shape's one
 * render is byte for byte the template's direct render (subject, HTML, plain text), for each kind
 * and language, with and without the asset's internal id, by time, by meter or both, with names
 * React escapes, accents, '$&' patterns and an intro past the preview's 150 characters; values it
 * cannot place exactly are rendered directly.
 */
import { describe, expect, it } from 'vitest';
import type { ReminderMailKind } from '#shared/pm-notifications/mail-texts.js';
import { renderPmReminderEmail, type PmReminderEmailInput } from '#lib/mail/templates/pm-reminder.js';
import { reminderMailCounts, renderReminderMail } from './reminder-mail.js';

const base: PmReminderEmailInput = {
  brand: { name: 'Demo & Co', color: '#0972d3', logoUrl: null, webUrl: 'https://demo.example.test' },
  preferLanguageId: 1,
  recipientName: 'Maria',
  kind: 'first',
  assetName: 'Loader 950',
  internalAssetId: 'A-100',
  pmTitle: '250 h service',
  dueAt: Date.UTC(2026, 3, 1, 7),
  dueMeterHours: null,
  siteTimeZone: 'America/Los_Angeles',
  pmListUrl: 'https://demo.example.test/preventative-maintenance-list',
};

const people = ['Maria', 'O\'Brien & <Sons> "Ltd"', 'José Ñúñez', 'Ann $& $1 $$'];
const titles = [
  '250 h service',
  'Öl & Filter <wechseln>',
  `Long ${'very long title '.repeat(12)}end`,
  'Price $1 & $& "quoted"',
];
const assets = [
  { assetName: 'Loader 950', internalAssetId: 'A-100' },
  { assetName: 'Dozer "D6"', internalAssetId: null },
  { assetName: "Crane's boom", internalAssetId: '<X-9>' },
];
const dues = [
  { dueAt: Date.UTC(2026, 3, 1, 7), dueMeterHours: null },
  { dueAt: null, dueMeterHours: 1250.5 },
  { dueAt: Date.UTC(2026, 11, 31, 20), dueMeterHours: 480 },
];

describe('reminder e-mails in bulk', () => {
  it('fills each shape exactly as the template renders it', async () => {
    const before = { ...reminderMailCounts };
    let n = 0;
    for (const kind of ['first', 'second', 'onDue', 'overdue'] as ReminderMailKind[]) {
      for (const preferLanguageId of [1, 2]) {
        for (const due of dues) {
          for (const asset of assets) {
            // Two mails per shape at least: the first is checked against a direct render, the next are filled.
            for (const [i, name] of people.entries()) {
              const input = {
                ...base,
                kind,
                preferLanguageId,
                ...due,
                ...asset,
                recipientName: name,
                pmTitle: titles[(i + n) % titles.length],
              };
              n += 1;
              expect(
                await renderReminderMail(input),
                `${kind} ${preferLanguageId} ${JSON.stringify(due)} ${JSON.stringify(asset)} ${name}`,
              ).toEqual(await renderPmReminderEmail(input));
            }
          }
        }
      }
    }
    // The fill was used for most (one direct render per shape checks it).
    expect(reminderMailCounts.filled - before.filled).toBeGreaterThan(n / 2);
  });

  it('renders directly what it cannot place exactly', async () => {
    const before = { ...reminderMailCounts };
    for (const pmTitle of ['two  spaces', ' leading', 'line\nbreak', '@@pmtitle@@']) {
      const input = { ...base, pmTitle };
      expect(await renderReminderMail(input)).toEqual(await renderPmReminderEmail(input));
    }
    expect(reminderMailCounts.direct - before.direct).toBe(4);
    expect(reminderMailCounts.filled).toBe(before.filled);
  });
});
