/** The inspection forms' texts (spec maintenance 5 'Form builder'), typos and spacing as written. */
export const FormMessages = {
  nameRequired: 'Name is required !',
  workProcedureRequired: 'Work Procedure is required !',
  formTypeRequired: 'Form Type is required !',
  formEmpty: 'Form cannot be empty !',
  submitButtonRequired: 'Form must have a button with Submit action !',
  formSaved: 'Form saved successfully !',
  formNotFound: 'Form not found',
  /** Not in the spec: the form definition is not Form.io JSON. */
  formDataInvalid: 'Form definition is not valid',
  submissionSaved: 'Form submitted successfully !',
  notAChecklist: 'This form is not an inspection checklist',
  /** Not in the spec: only work procedures are submitted as forms (checklists are answered by inspections). */
  notAWorkProcedure: 'Only a work procedure form can be submitted',
  /** Not in the spec: a stored form or submission must fit one table item (400 KB). */
  formTooLarge: 'The form is too large to be saved',
  submissionTooLarge: 'The submitted form is too large to be saved',
} as const;
