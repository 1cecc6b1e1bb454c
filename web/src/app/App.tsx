/**
 * Boot: tenant from the host, its pool details and branding, then the router; or, on a first load
 * of a sign-in screen without a session, that screen alone (SignInApp) until it moves on.
 */
import { lazy, useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { Messages } from '@shared/messages';
import { getUserPoolDetails } from './api/tenancy-api';
import { applyBrandPalette, setDocumentTitle } from './branding';
import { Lazy } from './page-loading';
import { loadAppRouter, preloadPage, preloadSignedInApp } from './preload-app';
import { configureIdentity } from './session/identity';
import { DOMAIN_KEY, readSession } from './session/session-store';
import { hasWebSession } from './session/web-session';
import { SignInApp } from './SignInApp';
import { matchSignInScreen } from './sign-in-navigation';
import { currentTenantCode } from './tenant';
import { signInOf, TenantContext, type TenantInfo } from './tenant-context';
import { Toasts } from './Toasts';
import './app.css';

const AppRouter = lazy(async () => ({ default: (await loadAppRouter()).AppRouter }));

/** A first load of a sign-in screen without a web session: shown without the router. */
const startsOnSignInScreen = () =>
  !hasWebSession(readSession()) && matchSignInScreen(window.location.pathname) !== null;

type BootedTenant = Omit<TenantInfo, 'refreshBranding'>;
type Boot =
  { state: 'loading' } | { state: 'ready'; tenant: BootedTenant } | { state: 'failed'; message: string };

function applyBranding(branding: BootedTenant['branding']) {
  setDocumentTitle(branding);
  applyBrandPalette(branding.color);
}

async function bootTenant(): Promise<BootedTenant> {
  const code = currentTenantCode();
  localStorage.setItem(DOMAIN_KEY, code);
  // A signed-in load: the shell and the page download while the pool details are read; a sign-in
  // screen's load, that screen; any other address, the router.
  if (hasWebSession(readSession())) {
    preloadSignedInApp();
    preloadPage(window.location.pathname);
  } else if (startsOnSignInScreen()) matchSignInScreen(window.location.pathname)?.page.preload();
  else loadAppRouter().catch(() => undefined);
  const details = await getUserPoolDetails(code);
  configureIdentity(details);
  applyBranding(details.branding);
  return { code, branding: details.branding, signIn: signInOf(details) };
}

export function App() {
  const [boot, setBoot] = useState<Boot>({ state: 'loading' });
  const [signInOnly, setSignInOnly] = useState(startsOnSignInScreen);
  // Once the router takes over it stays: it shows the sign-in screens too.
  const leaveSignIn = useCallback(() => setSignInOnly(false), []);
  const refreshBranding = useCallback(async () => {
    const details = await getUserPoolDetails(currentTenantCode());
    const { branding } = details;
    configureIdentity(details);
    applyBranding(branding);
    const signIn = signInOf(details);
    setBoot((now) =>
      now.state === 'ready' ? { state: 'ready', tenant: { ...now.tenant, branding, signIn } } : now,
    );
  }, []);
  const tenant = useMemo<TenantInfo | null>(
    () => (boot.state === 'ready' ? { ...boot.tenant, refreshBranding } : null),
    [boot, refreshBranding],
  );
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
  if (boot.state === 'failed' || !tenant) {
    return (
      <Box padding="xxl">
        <Alert type="error" header="This application could not start">
          {boot.state === 'failed' ? boot.message : null}
        </Alert>
      </Box>
    );
  }
  return (
    <TenantContext.Provider value={tenant}>
      {signInOnly ? (
        <SignInApp onLeave={leaveSignIn} />
      ) : (
        <Lazy>
          <AppRouter />
        </Lazy>
      )}
      <Toasts />
    </TenantContext.Provider>
  );
}
