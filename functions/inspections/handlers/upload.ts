/** PLACEHOLDER: built by its slice. */
import { InspectionsApi } from '../../../shared/inspections/api.js';
import { route } from '../../route.js';

export const uploadInspectionForms = route(InspectionsApi.uploadInspectionForms, async () => {
  throw new Error('not built yet');
});
