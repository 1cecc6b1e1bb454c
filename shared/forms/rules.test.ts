/** The form builder's checks (spec maintenance 5 'Form builder') and the checklist conversion of a Form.io form (core 3, 9). */
import { describe, expect, it } from 'vitest';
import { SEED_CHECKLISTS, SEED_FORMS, SEED_LOCKOUT_TAGOUT } from '../../scripts/dev/seed-forms.js';
import { FUEL_LEVELS, TANK_LEVELS } from '../codes.js';
import { FormMessages } from './messages.js';
import {
  checklistAttributes,
  formDefinitionIssue,
  parseFormData,
  ValuesType,
  walkComponents,
  withoutButtons,
  type FormioComponent,
} from './rules.js';

const submit: FormioComponent = {
  type: 'button',
  key: 'submit',
  label: 'Submit',
  action: 'submit',
  input: true,
};
const text: FormioComponent = { type: 'textfield', key: 'name', label: 'Name', input: true };
const radio = (key: string, label: string, labels: string[]): FormioComponent => ({
  type: 'radio',
  key,
  label,
  input: true,
  values: labels.map((l) => ({ label: l, value: l.toLowerCase() })),
});
const form = (...components: FormioComponent[]) => ({ display: 'form', components });

describe('formDefinitionIssue (the builder checks)', () => {
  it('accepts a form with a field and a submit button', () => {
    expect(formDefinitionIssue(form(text, submit))).toBeNull();
  });

  it("refuses a form with nothing but the submit button, or only empty layout: 'Form cannot be empty !'", () => {
    expect(formDefinitionIssue(form(submit))).toBe('Form cannot be empty !');
    expect(formDefinitionIssue(form())).toBe(FormMessages.formEmpty);
    expect(formDefinitionIssue(form({ type: 'panel', key: 'p', input: false, components: [] }, submit))).toBe(
      FormMessages.formEmpty,
    );
    expect(
      formDefinitionIssue(
        form({
          type: 'columns',
          key: 'c',
          input: false,
          columns: [{ components: [submit] }, { components: [] }],
        }),
      ),
    ).toBe(FormMessages.formEmpty);
  });

  it("refuses a form without a submit button, or whose button does something else: 'Form must have a button with Submit action !'", () => {
    expect(formDefinitionIssue(form(text))).toBe('Form must have a button with Submit action !');
    expect(formDefinitionIssue(form(text, { ...submit, action: 'reset' }))).toBe(
      FormMessages.submitButtonRequired,
    );
  });

  it('finds fields and the button inside panels, columns and tables', () => {
    const table: FormioComponent = {
      type: 'table',
      key: 't',
      input: false,
      rows: [
        [{ components: [text] }, { components: [] }],
        [{ components: [] }, { components: [submit] }],
      ],
    };
    expect(formDefinitionIssue(form(table))).toBeNull();
    const nested = {
      type: 'panel',
      key: 'p',
      input: false,
      components: [
        {
          type: 'columns',
          key: 'c',
          input: false,
          columns: [{ components: [text] }, { components: [submit] }],
        },
      ],
    };
    expect(formDefinitionIssue(form(nested))).toBeNull();
  });

  it('reads a textarea whose rows is its height, not table cells', () => {
    expect(
      formDefinitionIssue(form({ type: 'textarea', key: 'notes', input: true, rows: 3 }, submit)),
    ).toBeNull();
  });

  it('refuses text that is not a Form.io form', () => {
    for (const bad of ['', 'not json', '[]', 'null', '{"display":"form"}', '{"components":{}}']) {
      expect(formDefinitionIssue(parseFormData(bad)), bad).toBe(FormMessages.formDataInvalid);
    }
    expect(parseFormData(JSON.stringify(form(text, submit)))).toEqual(form(text, submit));
  });
});

describe('checklistAttributes', () => {
  it('turns Ok / Not ok, Left / Center / Right, fuel and tank choices into attributes, in form order', () => {
    const attributes = checklistAttributes(
      form(
        radio('lights', 'Lights ', ['Ok', 'Not ok']),
        radio('boom', 'Boom position', ['Left', 'Center', 'Right']),
        {
          type: 'select',
          key: 'fuel',
          label: 'Fuel level',
          input: true,
          values: [],
          data: { values: FUEL_LEVELS.map((l) => ({ label: l, value: l })) },
        },
        radio('tank', 'Tank condition', ['clean', 'not clean']),
        submit,
      ),
    );
    expect(attributes).toEqual([
      { id: 'lights', name: 'Lights', values_type: ValuesType.OkNotOk, values: ['Ok', 'Not ok'] },
      {
        id: 'boom',
        name: 'Boom position',
        values_type: ValuesType.LeftCenterRight,
        values: ['Left', 'Center', 'Right'],
      },
      { id: 'fuel', name: 'Fuel level', values_type: ValuesType.FuelLevel, values: [...FUEL_LEVELS] },
      { id: 'tank', name: 'Tank condition', values_type: ValuesType.TankLevel, values: [...TANK_LEVELS] },
    ]);
  });

  it('reads through panels, columns and tables', () => {
    const a = radio('a', 'A', ['Ok', 'Not ok']);
    const b = radio('b', 'B', ['Ok', 'Not ok']);
    const c = radio('c', 'C', ['Ok', 'Not ok']);
    const nested = form(
      {
        type: 'panel',
        key: 'p',
        input: false,
        components: [
          { type: 'columns', key: 'cols', input: false, columns: [{ components: [a] }, { components: [b] }] },
        ],
      },
      { type: 'table', key: 't', input: false, rows: [[{ components: [c] }]] },
    );
    expect(checklistAttributes(nested).map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });

  it('ignores unknown choices, choice lists in another order, fields without a key and non-choice fields', () => {
    const attributes = checklistAttributes(
      form(
        radio('yesNo', 'Yes or no', ['Yes', 'No']),
        radio('reversed', 'Reversed', ['Not ok', 'Ok']),
        radio('partial', 'Partial', ['Left', 'Right']),
        { ...radio('', 'No key', ['Ok', 'Not ok']), key: undefined },
        {
          type: 'textfield',
          key: 'ok',
          label: 'Ok',
          input: true,
          values: [{ label: 'Ok' }, { label: 'Not ok' }],
        },
        text,
        submit,
      ),
    );
    expect(attributes).toEqual([]);
  });
});

describe('the seeded forms (scripts/dev/seed-forms.ts)', () => {
  it('all pass the builder checks, as saved text too', () => {
    expect(SEED_FORMS).toHaveLength(4);
    for (const seeded of SEED_FORMS) {
      expect(formDefinitionIssue(seeded.form), seeded.form_name).toBeNull();
      expect(formDefinitionIssue(parseFormData(JSON.stringify(seeded.form))), seeded.form_name).toBeNull();
    }
  });

  it('give each pre-use checklist its ten Ok / Not ok checks, its alignment, fuel level and tank condition', () => {
    const expected = (running: [string, string], alignment: [string, string]) => [
      ['hydraulicHoses', 'Hydraulic hoses and cylinders', ValuesType.OkNotOk],
      [...running, ValuesType.OkNotOk],
      ['lights', 'Lights', ValuesType.OkNotOk],
      ['mirrors', 'Mirrors', ValuesType.OkNotOk],
      ['engineOil', 'Engine oil level', ValuesType.OkNotOk],
      ['coolant', 'Coolant level', ValuesType.OkNotOk],
      ['hydraulicFluid', 'Hydraulic fluid level', ValuesType.OkNotOk],
      ['fuelLevel', 'Fuel level', ValuesType.FuelLevel],
      ['tankCondition', 'Tank condition', ValuesType.TankLevel],
      ['horn', 'Horn', ValuesType.OkNotOk],
      ['seatBelt', 'Seat belt', ValuesType.OkNotOk],
      ['fireExtinguisher', 'Fire extinguisher', ValuesType.OkNotOk],
      [...alignment, ValuesType.LeftCenterRight],
    ];
    const [excavator, loader, forklift] = SEED_CHECKLISTS;
    const summary = (f: (typeof SEED_CHECKLISTS)[number]) =>
      checklistAttributes(f.form).map((a) => [a.id, a.name, a.values_type]);
    expect(excavator.form_name).toBe('Excavator - Daily pre-use checklist');
    expect(summary(excavator)).toEqual(
      expected(['tracks', 'Tracks, rollers and sprockets'], ['boomPosition', 'Boom position']),
    );
    expect(summary(loader)).toEqual(
      expected(['tyres', 'Tyres and wheel nuts'], ['steeringAlignment', 'Steering alignment']),
    );
    expect(summary(forklift)).toEqual(
      expected(['tyres', 'Tyres and wheel nuts'], ['steeringAlignment', 'Steering alignment']),
    );
    expect(checklistAttributes(excavator.form).find((a) => a.id === 'fuelLevel')?.values).toEqual([
      'E',
      '1/4',
      '1/3',
      '1/2',
      '2/3',
      '3/4',
      'F',
    ]);
  });

  it('give the work procedure no checklist attributes', () => {
    expect(checklistAttributes(SEED_LOCKOUT_TAGOUT.form)).toEqual([]);
  });
});

describe('withoutButtons (read-only views)', () => {
  it('drops every button, nested ones too, and keeps the rest', () => {
    const form = {
      components: [
        { type: 'radio', key: 'a', input: true },
        {
          type: 'panel',
          components: [
            { type: 'button', key: 'inner', action: 'submit' },
            { type: 'textfield', key: 'b', input: true },
          ],
        },
        { type: 'columns', columns: [{ components: [{ type: 'button', key: 'col' }] }] },
        { type: 'button', key: 'submit', action: 'submit' },
      ],
    };
    const stripped = walkComponents(withoutButtons(form).components);
    expect(stripped.filter((c) => c.type === 'button')).toEqual([]);
    expect(stripped.map((c) => c.key).filter(Boolean)).toEqual(['a', 'b']);
    expect(walkComponents(form.components).filter((c) => c.type === 'button')).toHaveLength(3);
  });
});
