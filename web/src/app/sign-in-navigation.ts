/**
 * How the sign-in screens (spec 2.1's public routes) read the address and move on, without
 * react-router: /login is the first thing every user downloads, and the router is most of a
 * sign-in screen's JavaScript. A first load of a sign-in screen shows it through SignInApp (plain
 * History API); the router, with every other route, downloads while the user types and takes over
 * at the first address that is not a sign-in screen (after sign-in). Inside the router (a sign-in
 * screen reached from the signed-in app, or after a session ends) the same screens read
 * react-router's location through the same context (router.tsx, SignInRoute).
 */
import { createContext, useContext } from 'react';
import { lazyPage, type Page } from './lazy-page';

export interface SignInNavigateOptions {
  replace?: boolean;
  /** What the next screen reads as `state` (react-router's location state). */
  state?: unknown;
}

export interface SignInNavigation {
  pathname: string;
  state: unknown;
  /** The address's parameters (`:code` of /resetpassword/:code). */
  params: Record<string, string | undefined>;
  navigate: (to: string, options?: SignInNavigateOptions) => void;
}

export const SignInNavigationContext = createContext<SignInNavigation | null>(null);

export function useSignInNavigation(): SignInNavigation {
  const navigation = useContext(SignInNavigationContext);
  if (!navigation) throw new Error('useSignInNavigation outside a sign-in screen');
  return navigation;
}

const LoginPage = lazyPage(() => import('../pages/session/signin/LoginPage'), 'LoginPage');
const ForgotPasswordPage = lazyPage(
  () => import('../pages/session/signin/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../pages/session/signin/ResetPasswordPage'),
  'ResetPasswordPage',
);
const SetPasswordPage = lazyPage(() => import('../pages/session/signin/SetPasswordPage'), 'SetPasswordPage');

/** The public-only routes of spec 2.1 (a signed-in user goes to their role home instead). */
export const SIGN_IN_SCREENS: { path: string; page: Page }[] = [
  { path: '/', page: LoginPage },
  { path: '/login', page: LoginPage },
  { path: '/forgotpassword', page: ForgotPasswordPage },
  { path: '/resetpassword', page: ResetPasswordPage },
  { path: '/resetpassword/:code', page: ResetPasswordPage },
  { path: '/setpassword', page: SetPasswordPage },
];

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

/**
 * The sign-in screen at this address, as react-router matches its routes (case-insensitive, a
 * trailing slash allowed), with the address's parameters; null elsewhere.
 */
export function matchSignInScreen(
  pathname: string,
): { path: string; page: Page; params: Record<string, string> } | null {
  const segments = segmentsOf(pathname);
  for (const { path, page } of SIGN_IN_SCREENS) {
    const pattern = segmentsOf(path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = safeDecode(segments[i]);
        return true;
      }
      return part.toLowerCase() === segments[i].toLowerCase();
    });
    if (matches) return { path, page, params };
  }
  return null;
}
