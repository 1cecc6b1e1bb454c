/** The work order messages' Spanish texts (issue 22 item 6): each server text reads back into its own Spanish text. */
import { describe, expect, it } from 'vitest';
import { WorkOrderMessages } from './messages.js';
import { WorkOrderMessagesEs, workOrderToSpanish } from './messages.es.js';

describe('work order messages in Spanish', () => {
  it('reads every English text back into its Spanish text, and nothing else', () => {
    for (const key of Object.keys(WorkOrderMessages) as (keyof typeof WorkOrderMessages)[]) {
      const english = WorkOrderMessages[key];
      // Texts shared by several keys ('Task not found') read into one Spanish text.
      expect(workOrderToSpanish(english), key).toBeTruthy();
      expect(workOrderToSpanish(english), key).not.toBe(english);
    }
    expect(workOrderToSpanish(WorkOrderMessages.workOrderNotFound)).toBe(
      'No se encontró la orden de trabajo',
    );
    expect(WorkOrderMessagesEs.notEditable).toBe(
      '¡Solo se puede cambiar una orden de trabajo Abierta, En curso o Reabierta!',
    );
    expect(workOrderToSpanish('Some other text')).toBeUndefined();
  });
});
