/** Form.io's builder and renderer classes: imported only by load-formio.ts (its own chunk, 'formio-library'). */
import { Utils } from '@formio/js';

// The app's Content-Security-Policy allows no 'unsafe-eval' (shared/web-headers.ts): Form.io must
// not compile strings into functions (lodash templates for its interpolations, JavaScript
// conditions). In its noeval mode it interpolates plain {{ paths }} and its builder leaves out the
// JavaScript settings (custom conditions, calculated values); JSON logic still works.
Utils.Evaluator.noeval = true;

export { Form, FormBuilder } from '@formio/js';
