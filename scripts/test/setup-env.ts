/** Points the AWS SDK in each test worker at the emulators started by global-setup.ts. */
import { inject } from 'vitest';

Object.assign(process.env, inject('twinEnv'));
