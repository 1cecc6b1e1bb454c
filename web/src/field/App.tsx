/**
 * The field app (issue 22): sign-in, then the screens of the user's role (modes.ts): operators
 * inspect assets; maintenance staff land on My work (and may switch to the assets: the operator
 * API serves them too); managers may open My work to try it. The screen is kept in history state,
 * so the phone's Back button goes back a screen.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkOrderDetail } from '@shared/workorders/schemas';
import { applyLoginLanguage } from './i18n';
import { useMode } from './modes';
import { unsent, useQueue } from './queue';
import { AssetsScreen } from './screens/AssetsScreen';
import { Header } from './screens/Header';
import { InspectScreen } from './screens/InspectScreen';
import { ModeSwitch } from './screens/ModeSwitch';
import { MyWorkScreen } from './screens/MyWorkScreen';
import { NoFieldWork } from './screens/NoFieldWork';
import { SendingScreen } from './screens/SendingScreen';
import { SignInScreen } from './screens/SignInScreen';
import { WorkOrderScreen } from './screens/WorkOrderScreen';
import { languageOf, useFieldSession, type FieldSession } from './session';
import { syncNow } from './sync';
import type { OperatorAsset } from './types';
import { Banner, Button } from './ui';

/** 'assets' is the home screen: the user's assets or My work (modes.ts). */
export type Screen =
  | { name: 'assets' }
  | { name: 'inspect'; asset: OperatorAsset; chain?: string }
  | { name: 'workorder'; workOrder: WorkOrderDetail }
  | { name: 'sending' };

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
  const [mode, modes, pickMode] = useMode(session);

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
        {!mode ? (
          <NoFieldWork />
        ) : screen.name === 'inspect' ? (
          <InspectScreen
            key={screen.chain ?? screen.asset.asset_id}
            session={session}
            asset={screen.asset}
            chain={screen.chain}
            onDone={home}
          />
        ) : screen.name === 'workorder' ? (
          <WorkOrderScreen
            key={screen.workOrder.wo_id}
            session={session}
            workOrder={screen.workOrder}
            queue={queue}
            onBack={home}
          />
        ) : screen.name === 'sending' ? (
          <SendingScreen items={queue} mode={mode} onBack={home} />
        ) : (
          <>
            <ModeSwitch mode={mode} modes={modes} onPick={pickMode} />
            {mode === 'work' ? (
              <MyWorkScreen
                session={session}
                queue={queue}
                onOpen={(workOrder) => go({ name: 'workorder', workOrder })}
              />
            ) : (
              <AssetsScreen
                session={session}
                queue={queue}
                onOpen={(asset, chain) => go({ name: 'inspect', asset, chain })}
              />
            )}
          </>
        )}
      </main>
    </div>
  );
}
