/**
 * The words of the low-stock e-mail (issue 25 item 4), in each language the product offers
 * (English 1, Spanish 2; English when unknown): one table per language with the same keys.
 */
import { languageOf, type MailLanguage } from '../pm-notifications/mail-texts.js';

export interface LowStockTexts {
  subject: (partNumber: string, name: string, siteName: string) => string;
  intro: (partNumber: string, name: string, siteName: string) => string;
  hello: (name: string) => string;
  part: string;
  site: string;
  onHand: string;
  minimum: string;
  button: string;
  footer: (brand: string) => string;
}

const en: LowStockTexts = {
  subject: (number, name, site) => `Low stock: ${number} ${name} at ${site}`,
  intro: (number, name, site) =>
    `The stock of ${number} ${name} at ${site} has fallen to or below its minimum quantity.`,
  hello: (name) => `Hello ${name},`,
  part: 'Part',
  site: 'Site',
  onHand: 'On hand',
  minimum: 'Minimum quantity',
  button: 'Open the part',
  footer: (brand) => `You receive this e-mail because you manage the site at ${brand}.`,
};

const es: LowStockTexts = {
  subject: (number, name, site) => `Existencias bajas: ${number} ${name} en ${site}`,
  intro: (number, name, site) =>
    `Las existencias de ${number} ${name} en ${site} han bajado a su cantidad mínima o menos.`,
  hello: (name) => `Hola ${name}:`,
  part: 'Repuesto',
  site: 'Sitio',
  onHand: 'En existencia',
  minimum: 'Cantidad mínima',
  button: 'Abrir el repuesto',
  footer: (brand) => `Recibe este correo porque administra el sitio en ${brand}.`,
};

export const LOW_STOCK_TEXTS: Record<MailLanguage, LowStockTexts> = { en, es };
export const lowStockTexts = (preferLanguageId: number | null | undefined): LowStockTexts =>
  LOW_STOCK_TEXTS[languageOf(preferLanguageId)];
