/** Every text the operator routes answer has a Spanish text the field app shows (issue 22). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AssetMessages } from '../assets/messages.js';
import { meterHoursError } from '../assets/rules.js';
import { Messages } from '../messages.js';
import { InspectionMessages } from './messages.js';
import { SPANISH_BY_GROUP, toSpanish } from './messages.es.js';
import { OPERATOR_NOTES_MAX, SHIFTS } from './rules.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const source = (file: string, until?: string) => {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return until ? text.slice(0, text.indexOf(until)) : text;
};

/** The modules the operator routes answer from: the handlers, the photo checks, the operator schemas, the meter rule. */
const OPERATOR_SOURCES = [
  source('functions/inspections/handlers/operator.ts'),
  source('functions/inspections/handlers/operator-reads.ts'),
  source('functions/inspections/handlers/submit.ts'),
  source('functions/inspections/store/photos.ts'),
  source('shared/inspections/schemas.ts', '// ---- the list'),
  source('shared/assets/rules.ts').slice(
    source('shared/assets/rules.ts').indexOf('export function meterHoursError'),
  ),
].join('\n');

describe('Spanish server messages', () => {
  const named = [
    ...new Set([...OPERATOR_SOURCES.matchAll(/\b(\w*Messages)\.(\w+)/g)].map((m) => `${m[1]}.${m[2]}`)),
  ];

  it('finds the texts the operator routes name', () => {
    expect(named).toContain('InspectionMessages.assetInUse');
    expect(named).toContain('AssetMessages.meterBelowLast');
  });

  it.each(named)('%s has a Spanish text', (name) => {
    const [group, key] = name.split('.') as [keyof typeof SPANISH_BY_GROUP, string];
    expect(Object.keys(SPANISH_BY_GROUP), `${group} is not translated`).toContain(group);
    const [, spanish] = SPANISH_BY_GROUP[group];
    expect(Object.keys(spanish), `${name} has no Spanish text`).toContain(key);
  });

  it('reads plain server texts back into Spanish', () => {
    expect(toSpanish(InspectionMessages.assetInUse)).toBe('Otro operador tiene este activo');
    expect(toSpanish(Messages.invalidRequest)).toBe('Solicitud no válida');
    expect(toSpanish('Some text nobody translated')).toBeUndefined();
  });

  it('reads texts made from values, keeping the values', () => {
    expect(toSpanish(meterHoursError(90, 120)!)).toBe(
      '¡Las horas del medidor no pueden ser menos que la última lectura (120)!',
    );
    expect(toSpanish(InspectionMessages.shiftInvalid(SHIFTS))).toBe('El turno debe ser 1, 2 o 3');
    expect(toSpanish(InspectionMessages.operatorNotesTooLong(OPERATOR_NOTES_MAX))).toContain('2000');
    expect(toSpanish(AssetMessages.meterTooHigh(10_000_000))).toBe(
      '¡Las horas del medidor no pueden ser más de 10,000,000!',
    );
  });
});
