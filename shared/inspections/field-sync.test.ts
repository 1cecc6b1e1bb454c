/** The field sync rules (rules.ts 'Field sync'): device times bounded by the server clock, the offline note, and answers to a changed checklist. */
import { describe, expect, it } from 'vitest';
import { AssetMessages } from '../assets/messages.js';
import { METER_HOURS_MAX } from '../assets/rules.js';
import { Messages } from '../messages.js';
import { InspectionMessages } from './messages.js';
import {
  boundedDeviceTime,
  checkAnswers,
  DEVICE_TIME_MAX_AGE_DAYS,
  OPERATOR_NOTES_MAX,
  SHIFTS,
  submittedOffline,
} from './rules.js';
import { checkinBody, checkoutBody, photoUploadBody, submitBody } from './schemas.js';

const received = new Date('2026-11-27T09:00:00.000Z');
const hours = (n: number) => n * 3600 * 1000;

describe('boundedDeviceTime', () => {
  it('keeps a device time in the past week, read with its offset', () => {
    // 6 am in Los Angeles (UTC-8) is 14:00 UTC.
    expect(boundedDeviceTime('2026-11-26T06:00:00-08:00', received)).toBe('2026-11-26T14:00:00.000Z');
    expect(boundedDeviceTime('2026-11-27T06:00:00Z', received)).toBe('2026-11-27T06:00:00.000Z');
  });
  it('is the receive time without a device time', () => {
    expect(boundedDeviceTime(undefined, received)).toBe(received.toISOString());
  });
  it('clamps a time in the future to the receive time, a small skew or a large one', () => {
    expect(boundedDeviceTime('2026-11-27T09:00:30Z', received)).toBe(received.toISOString());
    expect(boundedDeviceTime('2027-11-27T09:00:00Z', received)).toBe(received.toISOString());
  });
  it('clamps a time older than 7 days to 7 days before the receive time (never refused)', () => {
    const bound = new Date(received.getTime() - hours(24 * DEVICE_TIME_MAX_AGE_DAYS)).toISOString();
    expect(boundedDeviceTime('2026-11-01T06:00:00Z', received)).toBe(bound);
    expect(boundedDeviceTime('2026-11-20T09:00:01Z', received)).toBe('2026-11-20T09:00:01.000Z');
  });
  it('never reads before the step before it', () => {
    expect(boundedDeviceTime('2026-11-27T05:00:00Z', received, '2026-11-27T06:00:00.000Z')).toBe(
      '2026-11-27T06:00:00.000Z',
    );
    expect(boundedDeviceTime('2026-11-27T07:00:00Z', received, '2026-11-27T06:00:00.000Z')).toBe(
      '2026-11-27T07:00:00.000Z',
    );
  });
});

describe('submittedOffline', () => {
  it('is true past a couple of minutes between the device time and the receive time', () => {
    expect(submittedOffline('2026-11-27T06:00:00.000Z', '2026-11-27T09:00:00.000Z')).toBe(true);
    expect(submittedOffline('2026-11-27T08:58:30.000Z', '2026-11-27T09:00:00.000Z')).toBe(false);
    expect(submittedOffline('2026-11-27T06:00:00.000Z', null)).toBe(false);
  });
});

describe('checkAnswers', () => {
  const okNotOk = ['Ok', 'Not ok'];
  const form = [
    { id: 'horn', name: 'Horn', values_type: 1, values: okNotOk },
    { id: 'tracks', name: 'Tracks and tyres', values_type: 1, values: okNotOk },
  ];
  const cached = [
    { id: 'horn', value: 'ok' },
    { id: 'lights', value: 'Ok' },
  ];

  it('answers in checklist order with the choice as the checklist spells it', () => {
    const checked = checkAnswers(
      form,
      [
        { id: 'tracks', value: 'NOT OK' },
        { id: 'horn', value: 'ok' },
      ],
      false,
    );
    expect(checked).toEqual({
      answers: [
        { id: 'horn', name: 'Horn', values_type: 1, value: 'Ok', values: okNotOk },
        { id: 'tracks', name: 'Tracks and tyres', values_type: 1, value: 'Not ok', values: okNotOk },
      ],
    });
  });
  it('checks an existing client strictly, as before', () => {
    expect(checkAnswers(form, cached, false)).toEqual({ problem: InspectionMessages.attributeUnknown });
    expect(checkAnswers(form, [{ id: 'horn', value: 'Ok' }], false)).toEqual({
      problem: InspectionMessages.attributeMissing,
    });
    expect(
      checkAnswers(
        form,
        [
          { id: 'horn', value: 'Maybe' },
          { id: 'tracks', value: 'Ok' },
        ],
        false,
      ),
    ).toEqual({ problem: InspectionMessages.attributeValueInvalid });
    expect(
      checkAnswers(
        form,
        [
          { id: 'horn', value: 'Ok' },
          { id: 'horn', value: 'Ok' },
        ],
        true,
      ),
    ).toEqual({ problem: Messages.invalidRequest });
  });
  it('a sync against a changed checklist: leaves out removed items, names an added one or a changed choice', () => {
    expect(checkAnswers(form, cached, true)).toEqual({
      problem: InspectionMessages.checklistItemUnanswered('Tracks and tyres'),
      messageKey: 'checklistItemUnanswered',
      params: { name: 'Tracks and tyres' },
    });
    expect(checkAnswers(form, [...cached, { id: 'tracks', value: 'Left' }], true)).toEqual({
      problem: InspectionMessages.checklistItemChoiceChanged('Tracks and tyres'),
      messageKey: 'checklistItemChoiceChanged',
      params: { name: 'Tracks and tyres' },
    });
    const accepted = checkAnswers(form, [...cached, { id: 'tracks', value: 'Ok' }], true);
    expect('answers' in accepted && accepted.answers.map((a) => a.id)).toEqual(['horn', 'tracks']);
  });
});

describe('the operator writes’ refusals are named texts (the field app translates them by a map)', () => {
  const named = new Set<string>(
    [Messages, InspectionMessages, AssetMessages].flatMap((texts) =>
      Object.values(texts).filter((v): v is string => typeof v === 'string'),
    ),
  );
  named.add(InspectionMessages.shiftInvalid(SHIFTS));
  named.add(InspectionMessages.meterHoursTooHigh(METER_HOURS_MAX));
  named.add(InspectionMessages.operatorNotesTooLong(OPERATOR_NOTES_MAX));
  const bad: unknown[] = [
    null,
    '',
    'x',
    -1,
    1.5,
    Number.POSITIVE_INFINITY,
    'x'.repeat(300),
    [],
    {},
    true,
    [{}],
    [null],
    [''],
    // answers with a bad part
    [{ id: 'a', value: 'x'.repeat(300) }],
    [{ id: 'x'.repeat(300), value: 'Ok' }],
    [{ id: 'a', value: 5 }],
  ];
  const valid = {
    checkout: { asset_id: 1 },
    photo: { inspection_id: 'x', content_type: 'image/jpeg', size: 1000 },
    submit: {
      inspection_id: 'x',
      meter_hours: 1,
      shift: 1,
      attributes: [{ id: 'a', value: 'Ok' }],
      operator_notes: '',
      is_comment_important: false,
      image_names: [],
    },
    checkin: { inspection_id: 'x' },
  };
  const schemas = {
    checkout: checkoutBody,
    photo: photoUploadBody,
    submit: submitBody,
    checkin: checkinBody,
  };

  it.each(Object.keys(valid) as (keyof typeof valid)[])(
    '%s: every bad field value answers a named text',
    (name) => {
      const body: Record<string, unknown> = valid[name];
      const fields = [...Object.keys(body), 'client_request_id', 'device_time'];
      for (const field of fields)
        for (const value of bad) {
          const result = schemas[name].safeParse({ ...body, [field]: value });
          if (result.success) continue;
          const message = result.error.issues[0].message;
          expect(
            named.has(message),
            `${name}.${field} = ${JSON.stringify(value)?.slice(0, 20)}: ${message}`,
          ).toBe(true);
        }
    },
  );
});
