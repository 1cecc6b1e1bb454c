/**
 * A first load of a sign-in screen (sign-in-navigation.ts): the screen at the address, moving
 * between sign-in screens with the History API. At the first address that is not a sign-in screen
 * (the role home after sign-in, or Back to a signed-in page) it hands over to the router (onLeave).
 */
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { setSessionEndedHandler } from './api/client';
import { Lazy } from './page-loading';
import { clearStorage } from './session/session-store';
import {
  matchSignInScreen,
  SignInNavigationContext,
  type SignInNavigateOptions,
  type SignInNavigation,
} from './sign-in-navigation';

/**
 * The address and its state. The history entry's state is kept as react-router keeps it
 * (`usr`), so the router reads the same state once it takes over (Back to an earlier screen).
 */
const readLocation = () => ({
  pathname: window.location.pathname,
  state: (window.history.state as { usr?: unknown } | null)?.usr ?? null,
});

export function SignInApp({ onLeave }: { onLeave: () => void }) {
  const [location, setLocation] = useState(readLocation);

  const follow = useCallback(() => {
    const next = readLocation();
    // In a transition, as react-router moves: the screen shown stays until the next one's code is there.
    if (matchSignInScreen(next.pathname)) startTransition(() => setLocation(next));
    else startTransition(onLeave);
  }, [onLeave]);

  const navigate = useCallback(
    (to: string, { replace, state }: SignInNavigateOptions = {}) => {
      const entry = { usr: state ?? null, key: Math.random().toString(36).slice(2, 10) };
      if (replace) window.history.replaceState(entry, '', to);
      else window.history.pushState(entry, '', to);
      follow();
    },
    [follow],
  );

  useEffect(() => {
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [follow]);

  // Spec 8: a 401/403 clears storage (the domain name kept) and goes to /login; the router sets its
  // own when it takes over.
  useEffect(() => {
    setSessionEndedHandler(() => {
      clearStorage({ keepDomain: true });
      navigate('/login', { replace: true });
    });
  }, [navigate]);

  const screen = useMemo(() => matchSignInScreen(location.pathname), [location.pathname]);
  const navigation = useMemo<SignInNavigation>(
    () => ({ ...location, params: screen?.params ?? {}, navigate }),
    [location, screen, navigate],
  );
  if (!screen) return null;
  const Page = screen.page;
  return (
    <SignInNavigationContext.Provider value={navigation}>
      <Lazy>
        {/* A route of its own: another path remounts the screen, as the router does. */}
        <Page key={screen.path} />
      </Lazy>
    </SignInNavigationContext.Provider>
  );
}
