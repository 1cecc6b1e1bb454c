/**
 * The words of the work order assignment notice (issue 22 item 5), in-app and e-mail, in each
 * language the product offers (English 1, Spanish 2; English when unknown): one table per
 * language with the same keys, so a missing text is a type error.
 */
import { languageOf, type MailLanguage } from '../pm-notifications/mail-texts.js';

export interface AssignmentTexts {
  /** The in-app notification's heading and the e-mail's subject. */
  heading: (woNumber: string, title: string) => string;
  message: (woNumber: string, title: string, assetName: string, by: string) => string;
  hello: (name: string) => string;
  workOrder: string;
  asset: string;
  priority: string;
  dueDate: string;
  tasks: string;
  button: string;
  footer: (brand: string) => string;
}

const en: AssignmentTexts = {
  heading: (number, title) => `Work order ${number} assigned to you: ${title}`,
  message: (number, title, asset, by) => `${by} assigned you ${number} '${title}' on ${asset}.`,
  hello: (name) => `Hello ${name},`,
  workOrder: 'Work order',
  asset: 'Asset',
  priority: 'Priority',
  dueDate: 'Due date',
  tasks: 'Tasks',
  button: 'Open my work',
  footer: (brand) => `You receive this e-mail because you are maintenance staff at ${brand}.`,
};

const es: AssignmentTexts = {
  heading: (number, title) => `Orden de trabajo ${number} asignada a usted: ${title}`,
  message: (number, title, asset, by) => `${by} le asignó ${number} '${title}' en ${asset}.`,
  hello: (name) => `Hola ${name}:`,
  workOrder: 'Orden de trabajo',
  asset: 'Equipo',
  priority: 'Prioridad',
  dueDate: 'Fecha límite',
  tasks: 'Tareas',
  button: 'Abrir mi trabajo',
  footer: (brand) => `Recibe este correo porque es personal de mantenimiento en ${brand}.`,
};

export const ASSIGNMENT_TEXTS: Record<MailLanguage, AssignmentTexts> = { en, es };
export const assignmentTexts = (preferLanguageId: number | null | undefined): AssignmentTexts =>
  ASSIGNMENT_TEXTS[languageOf(preferLanguageId)];
