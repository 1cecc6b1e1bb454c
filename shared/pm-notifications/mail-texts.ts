/**
 * The words of the notification e-mails in each language the product offers (core-platform 9:
 * English 1, Spanish 2). One table per language with the same keys, so a missing text is a type
 * error; the templates (functions/lib/mail/templates/) pick the recipient's prefer_language_id,
 * English when unknown.
 */
export type MailLanguage = 'en' | 'es';
export type ReminderMailKind = 'first' | 'second' | 'onDue' | 'overdue';

export const languageOf = (preferLanguageId: number | null | undefined): MailLanguage =>
  preferLanguageId === 2 ? 'es' : 'en';

export interface MailTexts {
  hello: (name: string) => string;
  footer: (brand: string) => string;
  settingsHint: string;
  reminder: {
    subject: Record<ReminderMailKind, (pm: string, asset: string) => string>;
    /** `dueIn`: the PM list's words for how far past due it is ('Overdue by 10 MHrs'), when known. */
    intro: Record<ReminderMailKind, (pm: string, asset: string, dueIn?: string) => string>;
    asset: string;
    status: string;
    pm: string;
    dueDate: string;
    dueMeterHours: string;
    currentMeterHours: string;
    timeZone: (zone: string) => string;
    meterHours: (n: number) => string;
    button: string;
  };
  pendingReviews: {
    subject: (count: number) => string;
    intro: (count: number) => string;
    none: string;
    site: string;
    asset: string;
    operator: string;
    requested: string;
    button: string;
  };
  operatorUsage: {
    subject: (day: string) => string;
    intro: (day: string) => string;
    none: string;
    operator: string;
    inspections: string;
    assets: string;
    pending: string;
    button: string;
  };
  progress: {
    subject: (daily: boolean, period: string) => string;
    intro: (daily: boolean, period: string) => string;
    site: string;
    submitted: string;
    accepted: string;
    pending: string;
    overduePms: string;
    button: string;
  };
  pmDue: {
    subject: (count: number) => string;
    intro: (count: number) => string;
    asset: string;
    pm: string;
    site: string;
    dueSince: string;
    button: string;
    disabledHint: string;
  };
}

const en: MailTexts = {
  hello: (name) => `Hello ${name},`,
  footer: (brand) => `This e-mail was sent by ${brand}.`,
  settingsHint: 'You can change which e-mails you get under Notification settings.',
  reminder: {
    subject: {
      first: (pm, asset) => `PM reminder: ${pm} on ${asset} is coming up`,
      second: (pm, asset) => `Second PM reminder: ${pm} on ${asset} is coming up`,
      onDue: (pm, asset) => `PM due: ${pm} on ${asset}`,
      overdue: (pm, asset) => `PM overdue: ${pm} on ${asset}`,
    },
    intro: {
      first: (pm, asset) => `The preventative maintenance "${pm}" on ${asset} is coming due.`,
      second: (pm, asset) =>
        `This is the second reminder: the preventative maintenance "${pm}" on ${asset} is coming due soon.`,
      onDue: (pm, asset) => `The preventative maintenance "${pm}" on ${asset} is due now.`,
      overdue: (pm, asset, dueIn) =>
        `The preventative maintenance "${pm}" on ${asset} is ${dueIn ? dueIn.charAt(0).toLowerCase() + dueIn.slice(1) : 'overdue'} and has not been completed.`,
    },
    asset: 'Asset',
    status: 'Status',
    pm: 'PM',
    dueDate: 'Due date',
    dueMeterHours: 'Due at meter hours',
    currentMeterHours: 'Current meter hours',
    timeZone: (zone) => `(site time, ${zone})`,
    meterHours: (n) => `${n} MHrs`,
    button: 'Open the PM list',
  },
  pendingReviews: {
    subject: (count) =>
      `${count} ${count === 1 ? 'inspection is' : 'inspections are'} waiting for your review`,
    intro: (count) =>
      `${count} ${count === 1 ? 'inspection is' : 'inspections are'} waiting for your review at your sites.`,
    none: 'No inspections are waiting.',
    site: 'Site',
    asset: 'Asset',
    operator: 'Operator',
    requested: 'Requested',
    button: 'Review inspections',
  },
  operatorUsage: {
    subject: (day) => `Operator usage report for ${day}`,
    intro: (day) => `What your operators inspected on ${day}.`,
    none: 'No inspections were submitted on that day.',
    operator: 'Operator',
    inspections: 'Inspections',
    assets: 'Assets',
    pending: 'Waiting for review',
    button: 'Open inspections',
  },
  progress: {
    subject: (daily, period) => `${daily ? 'Daily' : 'Weekly'} progress report: ${period}`,
    intro: (daily, period) => `Your ${daily ? 'daily' : 'weekly'} progress report for ${period}.`,
    site: 'Site',
    submitted: 'Inspections submitted',
    accepted: 'Accepted',
    pending: 'Waiting for review',
    overduePms: 'Overdue PMs',
    button: 'Open the dashboard',
  },
  pmDue: {
    subject: (count) => `${count} ${count === 1 ? 'PM is' : 'PMs are'} due and not resolved`,
    intro: (count) =>
      `${count} preventative maintenance ${count === 1 ? 'item is' : 'items are'} past due and not completed yet.`,
    asset: 'Asset',
    pm: 'PM',
    site: 'Site',
    dueSince: 'Due since',
    button: 'Open the PM list',
    disabledHint: 'You can pause this e-mail for a while under Notification settings.',
  },
};

const es: MailTexts = {
  hello: (name) => `Hola ${name}:`,
  footer: (brand) => `Este correo fue enviado por ${brand}.`,
  settingsHint: 'Puede elegir qué correos recibe en Configuración de notificaciones.',
  reminder: {
    subject: {
      first: (pm, asset) => `Recordatorio de mantenimiento: ${pm} en ${asset} se acerca`,
      second: (pm, asset) => `Segundo recordatorio de mantenimiento: ${pm} en ${asset} se acerca`,
      onDue: (pm, asset) => `Mantenimiento vencido hoy: ${pm} en ${asset}`,
      overdue: (pm, asset) => `Mantenimiento atrasado: ${pm} en ${asset}`,
    },
    intro: {
      first: (pm, asset) => `El mantenimiento preventivo "${pm}" de ${asset} vence pronto.`,
      second: (pm, asset) =>
        `Este es el segundo recordatorio: el mantenimiento preventivo "${pm}" de ${asset} vence muy pronto.`,
      onDue: (pm, asset) => `El mantenimiento preventivo "${pm}" de ${asset} vence ahora.`,
      overdue: (pm, asset, dueIn) =>
        `El mantenimiento preventivo "${pm}" de ${asset} está atrasado${dueIn ? ` (${dueIn})` : ''} y no se ha completado.`,
    },
    asset: 'Equipo',
    status: 'Estado',
    pm: 'Mantenimiento',
    dueDate: 'Fecha de vencimiento',
    dueMeterHours: 'Vence a las horas de medidor',
    currentMeterHours: 'Horas de medidor actuales',
    timeZone: (zone) => `(hora del sitio, ${zone})`,
    meterHours: (n) => `${n} h`,
    button: 'Abrir la lista de mantenimientos',
  },
  pendingReviews: {
    subject: (count) => `${count} ${count === 1 ? 'inspección espera' : 'inspecciones esperan'} su revisión`,
    intro: (count) =>
      `${count} ${count === 1 ? 'inspección espera' : 'inspecciones esperan'} su revisión en sus sitios.`,
    none: 'No hay inspecciones en espera.',
    site: 'Sitio',
    asset: 'Equipo',
    operator: 'Operador',
    requested: 'Solicitada',
    button: 'Revisar inspecciones',
  },
  operatorUsage: {
    subject: (day) => `Informe de uso de operadores del ${day}`,
    intro: (day) => `Lo que inspeccionaron sus operadores el ${day}.`,
    none: 'No se enviaron inspecciones ese día.',
    operator: 'Operador',
    inspections: 'Inspecciones',
    assets: 'Equipos',
    pending: 'En espera de revisión',
    button: 'Abrir inspecciones',
  },
  progress: {
    subject: (daily, period) => `Informe de progreso ${daily ? 'diario' : 'semanal'}: ${period}`,
    intro: (daily, period) => `Su informe de progreso ${daily ? 'diario' : 'semanal'} de ${period}.`,
    site: 'Sitio',
    submitted: 'Inspecciones enviadas',
    accepted: 'Aceptadas',
    pending: 'En espera de revisión',
    overduePms: 'Mantenimientos atrasados',
    button: 'Abrir el panel',
  },
  pmDue: {
    subject: (count) =>
      `${count} ${count === 1 ? 'mantenimiento vencido sin resolver' : 'mantenimientos vencidos sin resolver'}`,
    intro: (count) =>
      `${count} ${count === 1 ? 'mantenimiento preventivo está vencido' : 'mantenimientos preventivos están vencidos'} y aún sin completar.`,
    asset: 'Equipo',
    pm: 'Mantenimiento',
    site: 'Sitio',
    dueSince: 'Vencido desde',
    button: 'Abrir la lista de mantenimientos',
    disabledHint: 'Puede pausar este correo por un tiempo en Configuración de notificaciones.',
  },
};

export const MAIL_TEXTS: Record<MailLanguage, MailTexts> = { en, es };
export const mailTexts = (preferLanguageId: number | null | undefined): MailTexts =>
  MAIL_TEXTS[languageOf(preferLanguageId)];
