/**
 * Spanish texts of the messages the operator routes answer (the field app shows them to Spanish
 * users, issue 22). Keyed by the English constant's name: InspectionMessages must be translated
 * whole (the type says so), the other domains' texts the operator routes and their input checks
 * answer are listed below; messages.es.test.ts fails when the operator routes name a text with no
 * translation here. toSpanish() reads a server message (the English text) back into Spanish.
 */
import { AssetMessages } from '../assets/messages.js';
import { FormMessages } from '../forms/messages.js';
import { Messages } from '../messages.js';
import { InspectionMessages } from './messages.js';

/** A text, or a text made from values (the values as the English text shows them, in its order). */
type Text<T> = T extends (...args: never[]) => string ? (...values: string[]) => string : string;
type Spanish<T> = { [K in keyof T]: Text<T[K]> };

export const InspectionMessagesEs: Spanish<typeof InspectionMessages> = {
  meterHoursRequired: 'Las horas del medidor son obligatorias',
  managerNoteRequired: '¡La nota del gerente es obligatoria!',
  pendingInspectionTitle: 'Inspección pendiente',
  verifyPreviousPending: 'Primero verifique las inspecciones pendientes anteriores',
  approved: '¡Inspección aprobada!',
  noteImportant: '¡Nota marcada como importante!',
  noPhotos: 'Sin fotos',
  uploadFileRequired: 'Seleccione un archivo',
  uploadFileFormat: 'Seleccione un archivo con el formato correcto',
  uploadCompanyRequired: 'Seleccione una empresa',
  uploaded: 'Formularios de inspección cargados',
  uploadAssetUnknown: 'No hay ningún activo con este número interno en la empresa',
  uploadDateInvalid: 'La fecha de inspección debe ser una fecha (AAAA-MM-DD)',
  uploadDateFuture: 'La fecha de inspección no puede estar en el futuro',
  uploadOperatorUnknown: 'No hay ningún usuario de la empresa con este nombre de usuario',
  historyAssetRequired: '¡Seleccione primero un activo!',
  noDataForAsset: (assetName) => `No hay datos para ${assetName}`,
  noShift: 'No se encontró ningún turno',
  noOperator: 'No se encontró ningún operador',
  noSupervisor: 'No se encontró ningún supervisor',
  inspectionNotFound: 'Inspección no encontrada',
  managersOnly: 'Solo un gerente puede aprobar inspecciones',
  notPending: 'Solo se puede aprobar una inspección pendiente',
  approveNotAllowed: 'Este sitio no aprueba inspecciones',
  meterHoursInteger: 'Las horas del medidor deben ser un número entero',
  meterHoursNegative: '¡Las horas del medidor no pueden ser negativas!',
  meterHoursTooHigh: (max) => `¡Las horas del medidor no pueden ser más de ${max}!`,
  managerNotesTooLong: (max) => `¡Las notas del gerente no pueden tener más de ${max} caracteres!`,
  operatorNotesTooLong: (max) => `¡Las notas del operador no pueden tener más de ${max} caracteres!`,
  assetNotInspectable: 'Este activo no se puede inspeccionar: no está activo',
  assetInUse: 'Otro operador tiene este activo',
  alreadySubmitted: 'Esta inspección ya se envió',
  notYourInspection: 'Esta inspección es de otro operador',
  shiftRequired: 'El turno es obligatorio',
  shiftInvalid: (first, last) => `El turno debe ser ${first} o ${last}`,
  attributeMissing: 'Cada punto de la lista necesita una respuesta',
  attributeUnknown: 'Una respuesta nombra un punto que no está en la lista',
  attributeValueInvalid: 'Una respuesta no es una de las opciones del punto',
  photoTypeInvalid: 'Las fotos deben ser imágenes JPEG, PNG o WebP',
  photoTooLarge: 'Una foto puede tener como máximo 10 MB',
  photoMissing: 'Una foto no se cargó',
  tooManyPhotos: 'Una inspección puede tener como máximo 20 fotos',
  notCheckedOut: 'Este activo no está retirado',
  checkedIn: 'Activo devuelto',
  clientRequestIdInvalid: 'client_request_id debe ser un UUID',
  deviceTimeInvalid: 'device_time debe ser una fecha y hora con su desfase UTC (ISO 8601)',
  checklistItemUnanswered: (name) => `La lista de inspección cambió: "${name}" necesita una respuesta`,
  checklistItemChoiceChanged: (name) =>
    `La lista de inspección cambió: la respuesta a "${name}" no es una de sus opciones`,
  submittedOffline: (submitted, synced) => `Enviada sin conexión el ${submitted}, sincronizada el ${synced}`,
};

/** The common texts the operator routes answer (transport, roles, input, a changed record). */
export const CommonMessagesEs = {
  networkError: 'Error de red',
  somethingWentWrong: '¡Algo salió mal!',
  unauthorized: 'No autorizado',
  roleNotAuthorised: 'Su rol activo no está autorizado para esta acción.',
  recordChanged: 'Otra persona cambió este registro. Vuelva a cargar e intente de nuevo.',
  invalidRequest: 'Solicitud no válida',
  idempotencyKeyReused: 'Este id de solicitud ya se usó para otra solicitud',
} satisfies Partial<Spanish<typeof Messages>>;

/** The assets' texts the operator routes answer: the asset itself and its meter reading. */
export const AssetMessagesEs = {
  assetNotFound: 'Activo no encontrado',
  meterRequired: '¡Las horas del medidor son obligatorias!',
  meterNegative: '¡Las horas del medidor no pueden ser negativas!',
  meterWhole: '¡Las horas del medidor deben ser un número entero!',
  meterTooHigh: (max) => `¡Las horas del medidor no pueden ser más de ${max}!`,
  meterBelowLast: (last) => `¡Las horas del medidor no pueden ser menos que la última lectura (${last})!`,
  meterInactive: 'No se pueden actualizar las horas del medidor: el activo está inactivo',
} satisfies Partial<Spanish<typeof AssetMessages>>;

/** The forms' texts the checkout answers (the asset's checklist). */
export const FormMessagesEs = {
  formNotFound: 'Formulario no encontrado',
  notAChecklist: 'Este formulario no es una lista de inspección',
} satisfies Partial<Spanish<typeof FormMessages>>;

/** Each English text group with its Spanish texts, as the operator routes' modules name them. */
export const SPANISH_BY_GROUP = {
  InspectionMessages: [InspectionMessages, InspectionMessagesEs],
  Messages: [Messages, CommonMessagesEs],
  AssetMessages: [AssetMessages, AssetMessagesEs],
  FormMessages: [FormMessages, FormMessagesEs],
} as const;

/** Stands for an argument while an English text made from arguments becomes a pattern. */
const ARG = '\u0000';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English text with each value it shows as ARG: its arguments as ARG (a string's
 * toLocaleString is itself), or, for a text made from a list, the list [ARG, ARG].
 */
function shapeOf(english: (...a: unknown[]) => string): string | null {
  for (const arg of [ARG, [ARG, ARG]]) {
    try {
      return String(english(...Array.from({ length: Math.max(english.length, 1) }, () => arg)));
    } catch {
      // not this kind of argument
    }
  }
  return null;
}

type Reader = (english: string) => string | undefined;

function readerOf(english: unknown, spanish: unknown): Reader | null {
  if (typeof english === 'string' && typeof spanish === 'string')
    return (text) => (text === english ? spanish : undefined);
  if (typeof english === 'function' && typeof spanish === 'function') {
    const shape = shapeOf(english as (...a: unknown[]) => string);
    if (shape === null) return null;
    const pattern = new RegExp(`^${escape(shape).split(ARG).join('(.+?)')}$`);
    return (text) => {
      const match = text.match(pattern);
      return match ? (spanish as (...a: string[]) => string)(...match.slice(1)) : undefined;
    };
  }
  return null;
}

const READERS: Reader[] = Object.values(SPANISH_BY_GROUP).flatMap(([english, spanish]) =>
  Object.entries(spanish).flatMap(([key, text]) => {
    const reader = readerOf((english as Record<string, unknown>)[key], text);
    return reader ? [reader] : [];
  }),
);

/** The Spanish text of a server message (its English text), or undefined when there is none. */
export function toSpanish(english: string): string | undefined {
  for (const read of READERS) {
    const spanish = read(english);
    if (spanish !== undefined) return spanish;
  }
  return undefined;
}
