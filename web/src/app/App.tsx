/** Boot: tenant from the host, its pool details and branding, then the router. */
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { Messages } from '@shared/messages';
import { getUserPoolDetails } from './api/tenancy-api';
import { applyBrandPalette, setDocumentTitle } from './branding';
import { hasWebSession, preloadSignedInApp } from './guards';
import { router } from './router';
import { preloadRoute } from './routes';
import { configureIdentity } from './session/identity';
import { DOMAIN_KEY, readSession } from './session/session-store';
import { currentTenantCode } from './tenant';
import { TenantContext, type TenantInfo } from './tenant-context';
import { Toasts } from './Toasts';
import './app.css';

type Boot =
  { state: 'loading' } | { state: 'ready'; tenant: TenantInfo } | { state: 'failed'; message: string };

async function bootTenant(): Promise<TenantInfo> {
  const code = currentTenantCode();
  localStorage.setItem(DOMAIN_KEY, code);
  // A signed-in load: the shell and the page download while the pool details are read.
  if (hasWebSession(readSession())) {
    preloadSignedInApp();
    preloadRoute(window.location.pathname);
  }
  const details = await getUserPoolDetails(code);
  configureIdentity(details);
  setDocumentTitle(details.branding);
  applyBrandPalette(details.branding.color);
  return { code, branding: details.branding };
}

export function App() {
  const [boot, setBoot] = useState<Boot>({ state: 'loading' });
  useEffect(() => {
    bootTenant()
      .then((tenant) => setBoot({ state: 'ready', tenant }))
      .catch((error: unknown) =>
        setBoot({
          state: 'failed',
          message: error instanceof Error ? error.message : Messages.somethingWentWrong,
        }),
      );
  }, []);

  if (boot.state === 'loading') {
    return (
      <Box textAlign="center" padding={{ top: 'xxxl' }}>
        <Spinner size="large" />
      </Box>
    );
  }
  if (boot.state === 'failed') {
    return (
      <Box padding="xxl">
        <Alert type="error" header="This application could not start">
          {boot.message}
        </Alert>
      </Box>
    );
  }
  return (
    <TenantContext.Provider value={boot.tenant}>
      <RouterProvider router={router} />
      <Toasts />
    </TenantContext.Provider>
  );
}
