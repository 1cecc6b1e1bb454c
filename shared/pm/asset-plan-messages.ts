/**
 * The asset PM screens' headings and the view's empty texts (maintenance 2.2, 2.4, 8), as the spec
 * writes them. The toasts, questions and the tab's empty texts are AssetPmMessages (messages.ts),
 * which the server shares.
 */
export const AssetPlanTexts = {
  // spec 2.4 dialogs
  deletePmTitle: 'Delete PM',
  removePlanTitle: 'Remove Plan',
  duplicatePmTitle: 'Duplicate PM',
  addPlanTitle: 'Add PM Schedule',
  markCompleteTitle: 'Mark PM completed',
  // spec 8 empty text of the PM view's tasks (attachments and dealers: their generic fields' texts)
  noTasks: 'No Tasks !',
} as const;

/** Duplicated PMs get the title prefixed (spec 2.2). */
export const duplicateTitle = (title: string, prefix = 'Duplicate - ') => `${prefix}${title}`;
