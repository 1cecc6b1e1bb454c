import { createElement } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { setSessionEndedHandler } from './api/client';
import { Lazy, PublicOnly, RequireSession, UnknownPath } from './guards';
import {
  ForgotPasswordPage,
  LoginPage,
  PROTECTED_ROUTES,
  ResetPasswordPage,
  SECTIONS_WITH_FALLBACK,
  SetPasswordPage,
  type RouteHandle,
} from './routes';
import { clearStorage } from './session/session-store';

const login = createElement(LoginPage);

const routes: RouteObject[] = [
  {
    element: <PublicOnly />,
    children: [
      { path: '/', element: login },
      { path: '/login', element: login },
      // The silent sign-in link (home/{token}/{user}/{password}) is not supported: it shows the login.
      { path: '/home/*', element: login },
      { path: '/forgotpassword', element: <ForgotPasswordPage /> },
      { path: '/resetpassword', element: <ResetPasswordPage /> },
      { path: '/resetpassword/:code', element: <ResetPasswordPage /> },
      { path: '/setpassword', element: <SetPasswordPage /> },
    ],
  },
  {
    element: <RequireSession />,
    children: [
      ...PROTECTED_ROUTES.map(
        ({ path, title, page: Page }): RouteObject => ({
          path,
          handle: { title } satisfies RouteHandle,
          element: (
            <Lazy>
              <Page />
            </Lazy>
          ),
        }),
      ),
      ...SECTIONS_WITH_FALLBACK.map((base): RouteObject => ({ path: `${base}/*`, element: <Navigate to={base} replace /> })),
    ],
  },
  { path: '*', element: <UnknownPath /> },
];

export const router = createBrowserRouter(routes);

// Spec 8: a 401/403 clears storage (the domain name kept) and goes to /login.
setSessionEndedHandler(() => {
  clearStorage({ keepDomain: true });
  void router.navigate('/login', { replace: true });
});
