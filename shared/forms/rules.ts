/**
 * Rules of Form.io form definitions, used by the builder screen and the server alike: the
 * builder's two checks (spec maintenance 5) and the one conversion of an inspection-checklist
 * form into the attributes an operator answers and the inspection detail shows.
 */
import { FUEL_LEVELS, TANK_LEVELS } from '../codes.js';
import type { ChecklistAttribute } from './schemas.js';
import { FormMessages } from './messages.js';

/** A Form.io component, as much as these rules read of it. */
export interface FormioComponent {
  type?: string;
  key?: string;
  label?: string;
  action?: string;
  input?: boolean;
  components?: FormioComponent[];
  columns?: { components?: FormioComponent[] }[];
  /** A table's cells; a textarea's `rows` is its height (a number), not cells. */
  rows?: { components?: FormioComponent[] }[][] | number;
  values?: { label?: string; value?: string }[];
  data?: { values?: { label?: string; value?: string }[] };
}

export interface FormioForm {
  display?: string;
  components?: FormioComponent[];
}

/** Form types seeded for every company (spec maintenance 3 'Form type'). */
export const FormTypeId = { InspectionChecklist: 1, WorkProcedure: 2 } as const;

/** Attribute value types (spec core 3 'values_type'; 3 is Left / Center / Right). */
export const ValuesType = { OkNotOk: 1, LeftCenterRight: 3, FuelLevel: 4, TankLevel: 5 } as const;

const CHOICES: [number, readonly string[]][] = [
  [ValuesType.OkNotOk, ['Ok', 'Not ok']],
  [ValuesType.LeftCenterRight, ['Left', 'Center', 'Right']],
  [ValuesType.FuelLevel, FUEL_LEVELS],
  [ValuesType.TankLevel, TANK_LEVELS],
];

/** Every component, depth first, through panels, columns, tables and the like. */
export function walkComponents(components: FormioComponent[] = []): FormioComponent[] {
  if (!Array.isArray(components)) return [];
  return components
    .filter((c) => c && typeof c === 'object')
    .flatMap((component) => [
      component,
      ...walkComponents(component.components),
      ...(Array.isArray(component.columns) ? component.columns : []).flatMap((column) =>
        walkComponents(column?.components),
      ),
      ...(Array.isArray(component.rows) ? component.rows : []).flatMap((row) =>
        (Array.isArray(row) ? row : []).flatMap((cell) => walkComponents(cell?.components)),
      ),
    ]);
}

const isSubmitButton = (c: FormioComponent) => c.type === 'button' && (c.action ?? 'submit') === 'submit';
const isLayout = (c: FormioComponent) =>
  !c.input && c.type !== 'button' && Boolean(c.components || c.columns || Array.isArray(c.rows));

/** Parses form_data text; null when it is not a Form.io form. */
export function parseFormData(text: string): FormioForm | null {
  try {
    const form = JSON.parse(text) as FormioForm;
    return form && typeof form === 'object' && Array.isArray(form.components) ? form : null;
  } catch {
    return null;
  }
}

/** The builder's checks, in the spec's order: the first message, or null when the form may be saved. */
export function formDefinitionIssue(form: FormioForm | null): string | null {
  if (!form) return FormMessages.formDataInvalid;
  const all = walkComponents(form.components);
  if (!all.some((c) => !isSubmitButton(c) && !isLayout(c))) return FormMessages.formEmpty;
  if (!all.some(isSubmitButton)) return FormMessages.submitButtonRequired;
  return null;
}

/** A radio's choices are `values`; a select's are `data.values` (Form.io may leave an empty `values` beside them). */
function choiceLabels(c: FormioComponent): string[] {
  const choices =
    Array.isArray(c.values) && c.values.length > 0
      ? c.values
      : Array.isArray(c.data?.values)
        ? c.data.values
        : [];
  return choices.map((v) => String(v?.label ?? v?.value ?? '').trim());
}
const sameChoices = (labels: string[], expected: readonly string[]) =>
  labels.length === expected.length &&
  labels.every((label, i) => label.toLowerCase() === expected[i].toLowerCase());

/**
 * The attributes of an inspection-checklist form: each choice component (radio or select)
 * whose choices are Ok / Not ok, Left / Center / Right, the fuel levels or the tank levels of
 * spec core 9, in form order. Other components (text, notes, photos) are not attributes.
 */
export function checklistAttributes(form: FormioForm): ChecklistAttribute[] {
  return walkComponents(form.components).flatMap((c) => {
    if (c.type !== 'radio' && c.type !== 'select') return [];
    const labels = choiceLabels(c);
    const match = CHOICES.find(([, expected]) => sameChoices(labels, expected));
    if (!match || !c.key) return [];
    return [
      { id: c.key, name: String(c.label ?? c.key).trim(), values_type: match[0], values: [...match[1]] },
    ];
  });
}

/** A copy of the form without its buttons: a read-only view has nothing to submit. */
export function withoutButtons(form: FormioForm): FormioForm {
  const strip = (components: FormioComponent[] = []): FormioComponent[] =>
    components
      .filter((c) => c.type !== 'button')
      .map((c) => ({
        ...c,
        ...(c.components ? { components: strip(c.components) } : {}),
        ...(c.columns
          ? { columns: c.columns.map((column) => ({ ...column, components: strip(column.components) })) }
          : {}),
        ...(Array.isArray(c.rows)
          ? {
              rows: c.rows.map((row) => row.map((cell) => ({ ...cell, components: strip(cell.components) }))),
            }
          : {}),
      }));
  return { ...form, components: strip(form.components) };
}
