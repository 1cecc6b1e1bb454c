import { createElement } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { setSessionEndedHandler } from './api/client';
import { Lazy, PublicOnly, RequireSession, UnknownPath } from './guards';
import {
  ForgotPasswordPage,
  LoginPage,
  PROTECTED_ROUTES,
  RequestPortalPage,
  ResetPasswordPage,
  SECTIONS_WITH_FALLBACK,
  SetPasswordPage,
  SilentSignInPage,
  type RouteHandle,
} from './routes';
import { clearStorage } from './session/session-store';
import { captureSilentSignInLink, SILENT_SIGN_IN_PATH } from './session/silent-sign-in-link';

const login = createElement(LoginPage);

const routes: RouteObject[] = [
  {
    element: <PublicOnly />,
    children: [
      { path: '/', element: login },
      { path: '/login', element: login },
      { path: '/forgotpassword', element: <ForgotPasswordPage /> },
      { path: '/resetpassword', element: <ResetPasswordPage /> },
      { path: '/resetpassword/:code', element: <ResetPasswordPage /> },
      { path: '/setpassword', element: <SetPasswordPage /> },
    ],
  },
  {
    element: <RequireSession />,
    children: [
      ...PROTECTED_ROUTES.map(({ path, title, titleWith, page: Page }): RouteObject => ({
        path,
        handle: { title, titleWith } satisfies RouteHandle,
        element: (
          <Lazy>
            <Page />
          </Lazy>
        ),
      })),
      ...SECTIONS_WITH_FALLBACK.map((base): RouteObject => ({
        path: `${base}/*`,
        element: <Navigate to={base} replace />,
      })),
    ],
  },
  // The silent sign-in link, already read and replaced by /home (below). Not a public-only route:
  // the link signs in the user it names even when another session is open. Without a link's
  // token, /home goes to /login.
  {
    path: SILENT_SIGN_IN_PATH,
    element: (
      <Lazy>
        <SilentSignInPage />
      </Lazy>
    ),
  },
  // The no-sign-in request portal a label's QR code opens (shared/requests/rules.ts portalPath):
  // open to anyone, signed in or not, outside the shell.
  {
    path: '/portal/:token',
    element: (
      <Lazy>
        <RequestPortalPage />
      </Lazy>
    ),
  },
  { path: '*', element: <UnknownPath /> },
];

// Before the router reads the address and before any request: a silent sign-in link leaves the
// address bar and the tab's history at once (see silent-sign-in-link.ts).
captureSilentSignInLink();
export const router = createBrowserRouter(routes);

// Spec 8: a 401/403 clears storage (the domain name kept) and goes to /login.
setSessionEndedHandler(() => {
  clearStorage({ keepDomain: true });
  void router.navigate('/login', { replace: true });
});
