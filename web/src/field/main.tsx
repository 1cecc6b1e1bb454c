/**
 * The field app's entry (/field/): a few kB that start the operator's asset list
 * (GetAssetsForUser) and then run the app (boot.tsx: React, the screens, about 100 kB compressed).
 * index.html preloads the app's chunk beside this one (vite.config.ts fieldAppPreload), so on a
 * slow network the list's request and the app's download go side by side instead of one after the
 * other. The list screen takes this answer (assets.ts refreshAssets). Only for an operator signed
 * in on this phone and online: other roles' first screens are not the asset list, and offline the
 * kept list shows.
 */
import './field.css';
import { Role } from '@shared/codes';
import { startAssetRefresh } from './assets';
import { readFieldSession } from './session';

const session = readFieldSession();
if (session && !session.expired && session.roleId === Role.Operator && navigator.onLine)
  startAssetRefresh(session.loginData.uuid);

void import('./boot');
