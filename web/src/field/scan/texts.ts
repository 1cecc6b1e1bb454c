/**
 * The scanner's texts in English and Spanish, as an i18next resource of the 'scan' namespace:
 * the field app adds them to its instance (`i18n.addResourceBundle(lng, 'scan', scanTexts[lng])`,
 * or `resources: { en: { scan: scanTexts.en }, es: { scan: scanTexts.es } }`).
 */
const en = {
  title: 'Scan a label',
  close: 'Close',
  hint: "Fit the label's QR code or barcode in the frame",
  starting: 'Opening the camera…',
  denied:
    'The camera is blocked for this app. Allow the camera in your browser settings and try again, or type the Asset # instead.',
  noCamera: 'No camera found on this device. Type the Asset # instead.',
  failed: 'The camera could not be started. Try again, or type the Asset # instead.',
  noReader: 'The scanner could not be loaded. Try again, or type the Asset # instead.',
  retry: 'Try again',
  typeInstead: 'Type the Asset #',
  assetNumber: 'Asset #',
  find: 'Find asset',
  assetNumberRequired: 'Enter the Asset # printed under the barcode.',
};

export type ScanTextKey = keyof typeof en;

const es: Record<ScanTextKey, string> = {
  title: 'Escanear etiqueta',
  close: 'Cerrar',
  hint: 'Encuadre el código QR o el código de barras de la etiqueta',
  starting: 'Abriendo la cámara…',
  denied:
    'La cámara está bloqueada para esta aplicación. Permita la cámara en los ajustes del navegador y vuelva a intentarlo, o escriba el N.º de activo.',
  noCamera: 'No se encontró ninguna cámara en este dispositivo. Escriba el N.º de activo.',
  failed: 'No se pudo abrir la cámara. Vuelva a intentarlo o escriba el N.º de activo.',
  noReader: 'No se pudo cargar el lector. Vuelva a intentarlo o escriba el N.º de activo.',
  retry: 'Reintentar',
  typeInstead: 'Escribir el N.º de activo',
  assetNumber: 'N.º de activo',
  find: 'Buscar activo',
  assetNumberRequired: 'Escriba el N.º de activo impreso bajo el código de barras.',
};

export const scanTexts: { en: Record<ScanTextKey, string>; es: Record<ScanTextKey, string> } = { en, es };
