/**
 * Spanish texts of the attachment messages (issue 22 item 6): the field app's My work shows them
 * when a photo or file is refused, on the phone or by the server. Keyed by the English constant's
 * name; the type makes every AttachmentMessages text need a Spanish one.
 */
import { AttachmentMessages } from './messages.js';

type Spanish<T> = { [K in keyof T]: string };

export const AttachmentMessagesEs: Spanish<typeof AttachmentMessages> = {
  noAttachments: '¡Sin adjuntos!',
  typeInvalid:
    'Este tipo de archivo no se puede adjuntar. Adjunte un PDF, una imagen (JPG, PNG, WEBP), un texto, CSV, Word o Excel.',
  tooLarge: 'El archivo es demasiado grande: los adjuntos pueden tener como máximo 20 MB.',
  empty: 'El archivo está vacío.',
  nameRequired: 'El archivo no tiene nombre.',
  notUploaded: 'Un adjunto no se subió. Quítelo y adjúntelo de nuevo.',
  tooMany: 'Se pueden agregar como máximo 20 adjuntos.',
  uploadFailed: 'La subida falló. Inténtelo de nuevo.',
};

const BY_ENGLISH = new Map<string, string>(
  Object.entries(AttachmentMessagesEs).map(([key, spanish]) => [
    AttachmentMessages[key as keyof typeof AttachmentMessages],
    spanish,
  ]),
);

/** The Spanish text of an attachment message (its English text), or undefined when it is not one. */
export const attachmentToSpanish = (english: string): string | undefined => BY_ENGLISH.get(english);
