/**
 * Spanish texts of the work order messages (issue 22 item 6): the field app's My work shows the
 * server's answers to maintenance staff in Spanish. Keyed by the English constant's name; the type
 * makes every WorkOrderMessages text need a Spanish one. toSpanish() reads a server message (the
 * English text) back into Spanish.
 */
import { WorkOrderMessages } from './messages.js';

type Spanish<T> = { [K in keyof T]: string };

export const WorkOrderMessagesEs: Spanish<typeof WorkOrderMessages> = {
  titleRequired: '¡El título es obligatorio!',
  titleTooLong: '¡El título no puede tener más de 100 caracteres!',
  descriptionRequired: '¡La descripción es obligatoria!',
  assetRequired: '¡El activo es obligatorio!',
  tasksRequired: '¡Las tareas son obligatorias!',
  assetFirst: '¡Primero seleccione el activo para vincular incidencias!',
  minutesTooMany: '¡Los minutos no pueden ser más de 59!',
  created: '¡Orden de trabajo creada correctamente!',
  updated: '¡Orden de trabajo actualizada correctamente!',
  deleted: '¡Orden de trabajo eliminada correctamente!',
  deleteQuestion: '¿Seguro que desea eliminar esta orden de trabajo?',
  noIssues: '¡Sin incidencias!',
  noTasks: '¡Sin tareas!',
  noDealer: '¡No se agregó un taller de servicio!',
  noAttachments: '¡Sin adjuntos!',
  noHistory: '¡No hay historial para mostrar!',
  noTitle: 'No se encontró el título',
  workOrderNotFound: 'No se encontró la orden de trabajo',
  descriptionTooLong: '¡La descripción no puede tener más de 2000 caracteres!',
  notEditable: '¡Solo se puede cambiar una orden de trabajo Abierta, En curso o Reabierta!',
  notDeletable: '¡Solo se puede eliminar una orden de trabajo Abierta, En curso o Reabierta!',
  completeBlocked:
    '¡Todas las tareas deben estar Completadas, o active la anulación, para completar la orden de trabajo!',
  completedTaskLocked: '¡Una tarea Completada no se puede cambiar ni quitar!',
  taskNotFound: 'No se encontró la tarea',
  taskNotOnWorkOrder: '¡Esta tarea no está en la orden de trabajo!',
  taskStatusInvalid: '¡El estado de la tarea debe ser Abierta, En curso, En espera o Completada!',
  statusInvalid: '¡El estado debe ser Abierta, En curso, Reabierta o Completada!',
  priorityInvalid: '¡La prioridad debe ser Baja, Media o Alta!',
  dueDateInvalid: '¡Fecha no válida!',
  dueDatePast: '¡La fecha de vencimiento no puede estar en el pasado!',
  timeInvalid: '¡Las horas y los minutos deben ser números enteros, los minutos de 0 a 59!',
  issueNotFound: 'No se encontró la incidencia',
  issueLinkedElsewhere:
    'La orden de trabajo cambió mientras tanto, o una incidencia ya está vinculada a otra orden de trabajo. ¡Vuelva a cargar e inténtelo de nuevo!',
  issueOtherAsset: '¡Las incidencias deben ser del activo de la orden de trabajo!',
  issueRemoveLocked: '¡No se pueden quitar incidencias ni adjuntos de una orden de trabajo Completada!',
  requestNotOpen: '¡Solo se puede crear una orden de trabajo desde una solicitud Abierta!',
  requestNotFound: 'No se encontró la solicitud',
  requestOtherAsset: '¡La solicitud es de otro activo!',
  dealerNotFound: 'No se encontró el taller de servicio',
  noDealerToSend: '¡Agregue un taller de servicio con correo electrónico antes de enviar!',
  sentToDealer: '¡Orden de trabajo enviada al taller de servicio!',
  attachmentInvalid: 'No se encontró el adjunto',
  tooManyItems: '¡Demasiadas tareas, incidencias o adjuntos!',
  assigneeInvalid: '¡Asignado a debe ser personal de mantenimiento activo del sitio de la orden de trabajo!',
  tooManyAssignees: '¡Una orden de trabajo se puede asignar como máximo a 10 personas!',
  assigned: '¡Orden de trabajo asignada correctamente!',
  taskNotesTooLong: '¡Las notas no pueden tener más de 1000 caracteres!',
  maintenanceNotShown: 'El mantenimiento no está habilitado para su sitio activo.',
};

const BY_ENGLISH = new Map<string, string>(
  Object.entries(WorkOrderMessagesEs).map(([key, spanish]) => [
    WorkOrderMessages[key as keyof typeof WorkOrderMessages],
    spanish,
  ]),
);

/** The Spanish text of a work order message (its English text), or undefined when it is not one. */
export const workOrderToSpanish = (english: string): string | undefined => BY_ENGLISH.get(english);
