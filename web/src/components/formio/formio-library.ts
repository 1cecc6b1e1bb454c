/** Form.io's builder and renderer classes: imported only by load-formio.ts (its own chunk, 'formio-library'). */
export { Form, FormBuilder } from '@formio/js';
