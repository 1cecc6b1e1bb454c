/**
 * The inspection forms the demo tenant starts with, as Form.io form JSON (what the builder saves
 * and the renderers read): a daily pre-use checklist per equipment family, and a lockout / tagout
 * work procedure with a few submissions. The component helpers only spell each component kind once.
 */
import { FUEL_LEVELS, TANK_LEVELS } from '#shared/codes.js';
import { FormTypeId, type FormioComponent, type FormioForm } from '#shared/forms/rules.js';

const choices = (labels: readonly string[]) =>
  labels.map((label) => ({ label, value: label.toLowerCase().replace(/[^a-z0-9]+/g, '_') }));

const radio = (
  key: string,
  label: string,
  labels: readonly string[],
): FormioComponent & Record<string, unknown> => ({
  type: 'radio',
  key,
  label,
  input: true,
  inline: true,
  tableView: true,
  validate: { required: true },
  values: choices(labels),
});

const okNotOk = (key: string, label: string) => radio(key, label, ['Ok', 'Not ok']);

const fuelLevel = (): FormioComponent & Record<string, unknown> => ({
  type: 'select',
  key: 'fuelLevel',
  label: 'Fuel level',
  input: true,
  widget: 'choicesjs',
  dataSrc: 'values',
  validate: { required: true },
  data: { values: choices(FUEL_LEVELS) },
});

const panel = (
  key: string,
  title: string,
  components: FormioComponent[],
): FormioComponent & Record<string, unknown> => ({
  type: 'panel',
  key,
  title,
  input: false,
  collapsible: false,
  components,
});

const notes = (key: string, label: string): FormioComponent & Record<string, unknown> => ({
  type: 'textarea',
  key,
  label,
  input: true,
  rows: 3,
  autoExpand: true,
});
const submitButton = (): FormioComponent & Record<string, unknown> => ({
  type: 'button',
  key: 'submit',
  label: 'Submit',
  action: 'submit',
  input: true,
  disableOnInvalid: true,
});

interface Family {
  name: string;
  /** Tyres or tracks. */
  running: { key: string; label: string };
  /** The Left / Center / Right check of this family. */
  alignment: { key: string; label: string };
}

const FAMILIES: Family[] = [
  {
    name: 'Excavator',
    running: { key: 'tracks', label: 'Tracks, rollers and sprockets' },
    alignment: { key: 'boomPosition', label: 'Boom position' },
  },
  {
    name: 'Wheel loader',
    running: { key: 'tyres', label: 'Tyres and wheel nuts' },
    alignment: { key: 'steeringAlignment', label: 'Steering alignment' },
  },
  {
    name: 'Forklift',
    running: { key: 'tyres', label: 'Tyres and wheel nuts' },
    alignment: { key: 'steeringAlignment', label: 'Steering alignment' },
  },
];

/** A daily pre-use checklist: walk-around, fluids and cab checks in panels, the fuel and tank levels, notes. */
function preUseChecklist(family: Family): FormioForm {
  return {
    display: 'form',
    components: [
      panel('walkAround', 'Walk-around', [
        okNotOk('hydraulicHoses', 'Hydraulic hoses and cylinders'),
        okNotOk(family.running.key, family.running.label),
        okNotOk('lights', 'Lights'),
        okNotOk('mirrors', 'Mirrors'),
      ]),
      panel('fluids', 'Fluid levels', [
        {
          type: 'columns',
          key: 'fluidColumns',
          input: false,
          columns: [
            { components: [okNotOk('engineOil', 'Engine oil level'), okNotOk('coolant', 'Coolant level')] },
            { components: [okNotOk('hydraulicFluid', 'Hydraulic fluid level'), fuelLevel()] },
          ],
        },
        radio('tankCondition', 'Tank condition', TANK_LEVELS),
      ]),
      panel('cab', 'Cab and safety', [
        okNotOk('horn', 'Horn'),
        okNotOk('seatBelt', 'Seat belt'),
        okNotOk('fireExtinguisher', 'Fire extinguisher'),
        radio(family.alignment.key, family.alignment.label, ['Left', 'Center', 'Right']),
      ]),
      notes('notes', 'Notes'),
      submitButton(),
    ],
  };
}

const step = (key: string, label: string): FormioComponent & Record<string, unknown> => ({
  type: 'checkbox',
  key,
  label,
  input: true,
  validate: { required: true },
});

const LOCKOUT_TAGOUT: FormioForm = {
  display: 'form',
  components: [
    {
      type: 'textfield',
      key: 'equipment',
      label: 'Equipment being locked out',
      input: true,
      validate: { required: true },
    },
    {
      type: 'textfield',
      key: 'lockNumber',
      label: 'Lock and tag number',
      input: true,
      validate: { required: true },
    },
    panel('steps', 'Steps', [
      step('notified', 'Affected employees notified'),
      step('shutDown', 'Equipment shut down with its normal controls'),
      step('isolated', 'Every energy source isolated (electrical, hydraulic, pneumatic, gravity)'),
      step('locked', 'Locks and tags applied to each isolation point'),
      step('released', 'Stored energy released or restrained'),
      step('verified', 'Isolation verified: start attempted, controls returned to off'),
    ]),
    notes('remarks', 'Remarks'),
    submitButton(),
  ],
};

export interface SeedForm {
  form_name: string;
  form_description: string;
  work_procedure: string;
  form_type_id: number;
  form: FormioForm;
}

export const SEED_CHECKLISTS: SeedForm[] = FAMILIES.map((family) => ({
  form_name: `${family.name} - Daily pre-use checklist`,
  form_description: `Checks an operator makes before the first use of a ${family.name.toLowerCase()} each shift.`,
  work_procedure:
    'Park on level ground, lower attachments, engine off. Walk around the machine, then check fluids and the cab. Tag the machine out of service if any check is Not ok.',
  form_type_id: FormTypeId.InspectionChecklist,
  form: preUseChecklist(family),
}));

export const SEED_LOCKOUT_TAGOUT: SeedForm = {
  form_name: 'Lockout / tagout work procedure',
  form_description: 'Isolating a machine from its energy sources before service or repair.',
  work_procedure:
    'Every person working on the machine applies their own lock. Keep the key on you until the work is done and the machine is clear.',
  form_type_id: FormTypeId.WorkProcedure,
  form: LOCKOUT_TAGOUT,
};

export const SEED_FORMS: SeedForm[] = [...SEED_CHECKLISTS, SEED_LOCKOUT_TAGOUT];

/** Submissions of the lockout / tagout procedure: [Form.io submission data, hours ago]. */
export const SEED_LOCKOUT_SUBMISSIONS: [Record<string, unknown>, number][] = [
  [
    {
      equipment: 'Excavator 3301',
      lockNumber: 'L-014',
      notified: true,
      shutDown: true,
      isolated: true,
      locked: true,
      released: true,
      verified: true,
      remarks: 'Hydraulic hose replacement on the boom.',
    },
    2,
  ],
  [
    {
      equipment: 'Loader 1042',
      lockNumber: 'L-007',
      notified: true,
      shutDown: true,
      isolated: true,
      locked: true,
      released: true,
      verified: true,
      remarks: '',
    },
    27,
  ],
  [
    {
      equipment: 'Forklift 2210',
      lockNumber: 'L-021',
      notified: true,
      shutDown: true,
      isolated: true,
      locked: true,
      released: true,
      verified: true,
      remarks: 'Battery disconnected; mast lowered and chained.',
    },
    75,
  ],
];
