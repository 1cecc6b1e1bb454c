/**
 * PM reminder e-mails rendered in bulk (a sweep may send thousands, and one React Email render of
 * the template costs 15 to 40 ms of CPU). The template (functions/lib/mail/templates/pm-reminder.tsx)
 * is rendered once per shape (kind, language, brand, link, site timezone, which rows it shows)
 * with placeholders for the per-mail values; each mail is then that render with its values put in
 * (HTML-escaped as React escapes them; upper-cased where the plain text upper-cases the heading;
 * the preview line and its padding redone for the real length).
 *
 * Safety: the first mail of each shape is also rendered directly and compared; a shape whose fill
 * differs (the template changed in a way the fill does not follow) is rendered directly from then
 * on. Values the fill cannot place exactly (runs of spaces, line breaks, the placeholder marks) are
 * rendered directly too. So every mail is byte for byte what `renderPmReminderEmail` makes.
 */
import { formatSiteDate } from '#shared/dates.js';
import { languageOf, MAIL_TEXTS } from '#shared/pm-notifications/mail-texts.js';
import { logger } from '#lib/logger.js';
import { inlineImagesOf, type RenderedMail } from '#lib/mail/templates/layout.js';
import { renderPmReminderEmail, type PmReminderEmailInput } from '#lib/mail/templates/pm-reminder.js';

const PH = { name: '@@rcptname@@', asset: '@@assetname@@', aid: '@@assetid@@', pm: '@@pmtitle@@' };
/** Stand-ins for the due day and due reading, found again by their formatted text. */
const SENTINEL_DUE_AT = Date.UTC(1987, 6, 13, 12);
const SENTINEL_METER = 8_642_097.5;
/** React Email's Preview (@react-email/preview): the text cut at 150, padded with these up to 150. */
const PREVIEW_MAX = 150;
const PREVIEW_PAD = '\u00a0\u200c\u200b\u200d\u200e\u200f\ufeff';

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A value the fill places exactly: no placeholder marks, nothing the plain text would collapse. */
const fillable = (value: string) => value.length > 0 && !/@@|^ | $| {2}|[\t\n\r\f\v\u200b]/.test(value);

function previewHtml(intro: string): string {
  const text = intro.substring(0, PREVIEW_MAX);
  return (
    escapeHtml(text) +
    (text.length >= PREVIEW_MAX ? '' : `<div>${PREVIEW_PAD.repeat(PREVIEW_MAX - text.length)}</div>`)
  );
}

/** Replaces every key of `values` in one pass (an inserted value is never replaced again). */
function fill(template: string, values: Map<string, string>): string {
  if (!values.size) return template;
  const pattern = new RegExp(
    [...values.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'g',
  );
  return template.replace(pattern, (key) => values.get(key) ?? key);
}

interface Shape {
  subject: string;
  /** The HTML around the preview text, which is redone per mail. */
  htmlBefore: string;
  htmlAfter: string;
  text: string;
  /** 'check': the next fill is compared with a direct render; 'direct': always render directly. */
  mode: 'check' | 'fill' | 'direct';
}

const shapes = new Map<string, Promise<Shape>>();
/** How many mails were filled and how many rendered directly (the tests check the fill is used). */
export const reminderMailCounts = { filled: 0, direct: 0 };
const direct = (input: PmReminderEmailInput) => {
  reminderMailCounts.direct += 1;
  return renderPmReminderEmail(input);
};
const MAX_SHAPES = 500;

const hasDue = (input: PmReminderEmailInput) => input.dueAt !== undefined && input.dueAt !== null;
const hasMeter = (input: PmReminderEmailInput) => typeof input.dueMeterHours === 'number';

function shapeKey(input: PmReminderEmailInput): string {
  return JSON.stringify([
    input.kind,
    languageOf(input.preferLanguageId),
    // The inline logo by name and size, not its bytes.
    { ...input.brand, inlineLogo: input.brand.inlineLogo?.fileName ?? null },
    input.pmListUrl ?? null,
    input.siteTimeZone,
    Boolean(input.internalAssetId),
    hasDue(input),
    hasMeter(input),
  ]);
}

const assetText = (asset: string, internalId: string | null | undefined) =>
  internalId ? `${asset} (${internalId})` : asset;

async function buildShape(input: PmReminderEmailInput): Promise<Shape> {
  const rendered = await renderPmReminderEmail({
    ...input,
    recipientName: PH.name,
    assetName: PH.asset,
    internalAssetId: input.internalAssetId ? PH.aid : input.internalAssetId,
    pmTitle: PH.pm,
    dueAt: hasDue(input) ? SENTINEL_DUE_AT : input.dueAt,
    dueMeterHours: hasMeter(input) ? SENTINEL_METER : input.dueMeterHours,
  });
  const t = MAIL_TEXTS[languageOf(input.preferLanguageId)];
  const preview = previewHtml(
    t.reminder.intro[input.kind](PH.pm, assetText(PH.asset, input.internalAssetId ? PH.aid : null)),
  );
  const at = rendered.html.indexOf(preview);
  // The preview not found once and only once: the template changed; render such mails directly.
  if (at < 0 || rendered.html.indexOf(preview, at + 1) >= 0)
    return { subject: '', htmlBefore: '', htmlAfter: '', text: '', mode: 'direct' };
  return {
    subject: rendered.subject,
    htmlBefore: rendered.html.slice(0, at),
    htmlAfter: rendered.html.slice(at + preview.length),
    text: rendered.text,
    mode: 'check',
  };
}

function fillShape(shape: Shape, input: PmReminderEmailInput): RenderedMail {
  const t = MAIL_TEXTS[languageOf(input.preferLanguageId)];
  const raw = new Map<string, string>([
    [PH.name, input.recipientName],
    [PH.asset, input.assetName],
    [PH.pm, input.pmTitle],
  ]);
  if (input.internalAssetId) raw.set(PH.aid, input.internalAssetId);
  if (hasDue(input))
    raw.set(
      formatSiteDate(SENTINEL_DUE_AT, input.siteTimeZone),
      formatSiteDate(input.dueAt as number, input.siteTimeZone),
    );
  if (hasMeter(input))
    raw.set(t.reminder.meterHours(SENTINEL_METER), t.reminder.meterHours(input.dueMeterHours as number));
  const escaped = new Map([...raw].map(([key, value]) => [key, escapeHtml(value)]));
  // The plain text upper-cases the heading (html-to-text's h1), placeholders with it.
  const text = new Map(raw);
  for (const [key, value] of raw)
    if (key.toUpperCase() !== key) text.set(key.toUpperCase(), value.toUpperCase());
  const intro = t.reminder.intro[input.kind](
    input.pmTitle,
    assetText(input.assetName, input.internalAssetId),
  );
  const html = fill(shape.htmlBefore, escaped) + previewHtml(intro) + fill(shape.htmlAfter, escaped);
  return {
    subject: fill(shape.subject, raw),
    html,
    text: fill(shape.text, text),
    attachments: inlineImagesOf(input.brand, html),
  };
}

/** The e-mail `renderPmReminderEmail(input)` makes, from the shape's one render when it can. */
export async function renderReminderMail(input: PmReminderEmailInput): Promise<RenderedMail> {
  const values = [
    input.recipientName,
    input.assetName,
    input.pmTitle,
    ...(input.internalAssetId ? [input.internalAssetId] : []),
  ];
  if (input.currentMeterHours !== undefined && input.currentMeterHours !== null) return direct(input);
  // How far past due differs per mail (overdue ones only): rendered directly.
  if (input.dueIn) return direct(input);
  if (!values.every(fillable)) return direct(input);
  const key = shapeKey(input);
  if (!shapes.has(key)) {
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(key, buildShape(input));
  }
  const shape = await shapes.get(key)!;
  if (shape.mode === 'direct') return direct(input);
  const filled = fillShape(shape, input);
  if (shape.mode === 'check') {
    const rendered = await direct(input);
    const same =
      rendered.subject === filled.subject && rendered.html === filled.html && rendered.text === filled.text;
    shape.mode = same ? 'fill' : 'direct';
    if (!same)
      logger.warn(
        'PM reminder e-mail: the template fill differs from a direct render; rendering this shape directly',
        { shape: key },
      );
    return rendered;
  }
  reminderMailCounts.filled += 1;
  return filled;
}
