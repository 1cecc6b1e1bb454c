/**
 * English and Spanish (issue 22) with i18next: the user's language from the login data
 * (prefer_language_id), switchable in the app; dates and numbers through Intl in that locale.
 * Server messages are shown in Spanish through shared/inspections/messages.es.ts and
 * shared/workorders/messages.es.ts and shared/attachments/messages.es.ts (My work).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { toSpanish } from '@shared/inspections/messages.es';
import { workOrderToSpanish } from '@shared/workorders/messages.es';
import { attachmentToSpanish } from '@shared/attachments/messages.es';
import { scanTexts } from '../scan/texts';
import { en } from './en';
import { es } from './es';

export type FieldLanguage = 'en' | 'es';

const STORED = 'acField.language';

export function initialLanguage(fromLogin?: FieldLanguage): FieldLanguage {
  const stored = localStorage.getItem(STORED);
  if (stored === 'en' || stored === 'es') return stored;
  if (fromLogin) return fromLogin;
  return navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en';
}

void i18next.use(initReactI18next).init({
  resources: {
    en: { translation: en, scan: scanTexts.en },
    es: { translation: es, scan: scanTexts.es },
  },
  lng: initialLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

export function setLanguage(language: FieldLanguage, remember = true) {
  if (remember) localStorage.setItem(STORED, language);
  document.documentElement.lang = language;
  void i18next.changeLanguage(language);
}

/** The login data's language, unless the user picked one on this phone. */
export function applyLoginLanguage(language: FieldLanguage) {
  if (!localStorage.getItem(STORED)) setLanguage(language, false);
}

export const currentLanguage = (): FieldLanguage => (i18next.language === 'es' ? 'es' : 'en');

/** A server message in the user's language (the English text when no Spanish one exists). */
export const serverText = (message: string) =>
  currentLanguage() === 'es'
    ? (toSpanish(message) ?? workOrderToSpanish(message) ?? attachmentToSpanish(message) ?? message)
    : message;

const locale = () => (currentLanguage() === 'es' ? 'es' : 'en');
export const formatNumber = (n: number) => new Intl.NumberFormat(locale()).format(n);
export const formatTime = (at: string | number) =>
  new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

export { i18next };
