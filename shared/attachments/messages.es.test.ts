/** The attachment messages' Spanish texts: each English text reads back into its own Spanish text. */
import { describe, expect, it } from 'vitest';
import { AttachmentMessages } from './messages.js';
import { attachmentToSpanish } from './messages.es.js';

describe('attachment messages in Spanish', () => {
  it('reads every English text back into a Spanish text, and nothing else', () => {
    for (const key of Object.keys(AttachmentMessages) as (keyof typeof AttachmentMessages)[]) {
      expect(attachmentToSpanish(AttachmentMessages[key]), key).toBeTruthy();
      expect(attachmentToSpanish(AttachmentMessages[key]), key).not.toBe(AttachmentMessages[key]);
    }
    expect(attachmentToSpanish(AttachmentMessages.empty)).toBe('El archivo está vacío.');
    expect(attachmentToSpanish('Some other text')).toBeUndefined();
  });
});
