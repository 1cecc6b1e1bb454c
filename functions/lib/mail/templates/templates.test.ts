/** The e-mail templates render HTML with the tenant's branding and a plain-text part, in English and Spanish. */
import { describe, expect, it } from 'vitest';
import { renderPmReminderEmail, type PmReminderEmailInput } from './pm-reminder.js';

const input: PmReminderEmailInput = {
  brand: {
    name: 'Acme Rentals',
    color: '#aa3300',
    logoUrl: '/branding/acme.png',
    webUrl: 'https://acme.example.com',
  },
  preferLanguageId: 1,
  recipientName: 'Dana Smith',
  kind: 'first',
  assetName: 'Excavator 7',
  internalAssetId: 'EX-7',
  pmTitle: '250-hour service',
  // 06:30 UTC on 1 Dec is still 30 Nov in Los Angeles: the date is the site's day.
  dueAt: '2026-12-01T06:30:00.000Z',
  dueMeterHours: 1250,
  siteTimeZone: 'America/Los_Angeles',
};

describe('renderPmReminderEmail', () => {
  it('renders the subject, HTML with the brand and the plain-text part in English', async () => {
    const mail = await renderPmReminderEmail(input);
    expect(mail.subject).toBe('PM reminder: 250-hour service on Excavator 7 is coming up');
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).toContain('background-color:#aa3300');
    expect(mail.html).toContain('src="https://acme.example.com/branding/acme.png"');
    expect(mail.html).toContain('href="https://acme.example.com/preventative-maintenance-list"');
    expect(mail.text).not.toContain('<');
    expect(mail.text).toContain('Hello Dana Smith,');
    expect(mail.text).toContain('11-30-2026 (site time, America/Los_Angeles)');
    expect(mail.text).toContain('1250 MHrs');
    expect(mail.text).toContain('Excavator 7 (EX-7)');
    expect(mail.text).toContain('https://acme.example.com/preventative-maintenance-list');
  });

  it.each([
    ['second', 'Second PM reminder: 250-hour service on Excavator 7 is coming up'],
    ['onDue', 'PM due: 250-hour service on Excavator 7'],
    ['overdue', 'PM overdue: 250-hour service on Excavator 7'],
  ] as const)('names the %s reminder in its subject', async (kind, subject) => {
    expect((await renderPmReminderEmail({ ...input, kind })).subject).toBe(subject);
  });

  it('writes Spanish for prefer_language_id 2, and leaves out an SVG logo for the brand name', async () => {
    const mail = await renderPmReminderEmail({
      ...input,
      preferLanguageId: 2,
      kind: 'overdue',
      dueAt: null,
      brand: { ...input.brand, logoUrl: '/branding/acme.svg' },
    });
    expect(mail.subject).toBe('Mantenimiento atrasado: 250-hour service en Excavator 7');
    expect(mail.html).toContain('lang="es"');
    expect(mail.html).not.toContain('acme.svg');
    expect(mail.text).toContain('Acme Rentals');
    expect(mail.text).toContain('Hola Dana Smith:');
    expect(mail.text).toContain('1250 h');
    expect(mail.text).not.toContain('Fecha de vencimiento');
  });

  it('escapes what users typed', async () => {
    const mail = await renderPmReminderEmail({ ...input, pmTitle: '<script>alert(1)</script>' });
    expect(mail.html).not.toContain('<script>');
  });
});
