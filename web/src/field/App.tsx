/**
 * The field app (issue 22): sign-in, then the screens of the user's role. Operators (and
 * maintenance staff, whom the operator API also serves) inspect assets; maintenance staff's
 * "My work" will be a second entry of FIELD_SCREENS. The screen is kept in history state, so the
 * phone's Back button goes back a screen.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Role } from '@shared/codes';
import { applyLoginLanguage } from './i18n';
import { unsent, useQueue } from './queue';
import { AssetsScreen } from './screens/AssetsScreen';
import { Header } from './screens/Header';
import { InspectScreen } from './screens/InspectScreen';
import { NoFieldWork } from './screens/NoFieldWork';
import { SendingScreen } from './screens/SendingScreen';
import { SignInScreen } from './screens/SignInScreen';
import { languageOf, useFieldSession, type FieldSession } from './session';
import { syncNow } from './sync';
import type { OperatorAsset } from './types';
import { Banner, Button } from './ui';

export type Screen =
  { name: 'assets' } | { name: 'inspect'; asset: OperatorAsset; chain?: string } | { name: 'sending' };

/** The roles with field screens: the operator flow (the operator API serves both roles). */
const FIELD_SCREENS: Record<number, 'operator'> = {
  [Role.Operator]: 'operator',
  [Role.MaintenanceStaff]: 'operator',
};

function useScreen(): [Screen, (screen: Screen) => void, () => void] {
  const [screen, setScreen] = useState<Screen>(
    () => (history.state?.fieldScreen as Screen) ?? { name: 'assets' },
  );
  useEffect(() => {
    const pop = (event: PopStateEvent) =>
      setScreen((event.state?.fieldScreen as Screen) ?? { name: 'assets' });
    window.addEventListener('popstate', pop);
    return () => window.removeEventListener('popstate', pop);
  }, []);
  const go = useCallback((next: Screen) => {
    history.pushState({ fieldScreen: next }, '');
    setScreen(next);
  }, []);
  const home = useCallback(() => {
    history.replaceState({ fieldScreen: { name: 'assets' } }, '');
    setScreen({ name: 'assets' });
  }, []);
  return [screen, go, home];
}

export function FieldApp() {
  const session = useFieldSession();
  const [signingIn, setSigningIn] = useState(false);
  useEffect(() => {
    if (session) applyLoginLanguage(languageOf(session.loginData));
  }, [session]);
  if (!session || (signingIn && session.expired))
    return <SignInScreen previous={session} onDone={() => setSigningIn(false)} />;
  return <SignedIn session={session} onSignInAgain={() => setSigningIn(true)} />;
}

function SignedIn({ session, onSignInAgain }: { session: FieldSession; onSignInAgain: () => void }) {
  const { t } = useTranslation();
  const [screen, go, home] = useScreen();
  const queue = useQueue().filter((item) => item.user === session.loginData.uuid);
  const waiting = unsent(queue).length;
  const refused = queue.filter((item) => item.status === 'refused').length;
  const role = FIELD_SCREENS[session.roleId];

  useEffect(() => {
    if (!session.expired) void syncNow();
  }, [session.expired, session.accessToken]);

  return (
    <div className="app">
      <Header
        session={session}
        waiting={waiting}
        refused={refused}
        onSending={() => go({ name: 'sending' })}
        onHome={home}
      />
      <main className="content">
        {session.expired && (
          <Banner kind="warning">
            <p>{t('session.expired', { count: waiting })}</p>
            <Button onClick={onSignInAgain}>{t('session.signInAgain')}</Button>
          </Banner>
        )}
        {!role ? (
          <NoFieldWork />
        ) : screen.name === 'inspect' ? (
          <InspectScreen
            key={screen.chain ?? screen.asset.asset_id}
            session={session}
            asset={screen.asset}
            chain={screen.chain}
            onDone={home}
          />
        ) : screen.name === 'sending' ? (
          <SendingScreen items={queue} onBack={home} />
        ) : (
          <AssetsScreen
            session={session}
            queue={queue}
            onOpen={(asset, chain) => go({ name: 'inspect', asset, chain })}
          />
        )}
      </main>
    </div>
  );
}
