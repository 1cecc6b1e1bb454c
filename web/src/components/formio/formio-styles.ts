/**
 * Form.io's styles: Bootstrap 5 (which Form.io's templates are written for; shipped with
 * @formio/js) scoped at build time to `.ac-formio` and Form.io's dialogs, then Form.io's own
 * stylesheet (its components, the builder, its icon font). Imported only by load-formio.ts.
 */
import 'bootstrap/dist/css/bootstrap.min.css';
import '@formio/js/dist/formio.full.min.css';
import './formio.css';
