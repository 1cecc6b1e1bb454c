import * as z from 'zod';
import { Messages } from '../messages.js';

export const userPoolDetailsQuery = z.object({
  company_code: z
    .string({ error: Messages.companyCodeRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: Messages.companyCodeRequired })
    .max(63, { error: Messages.unknownCompany })
    .regex(/^[a-z0-9-]+$/, { error: Messages.unknownCompany }),
});
