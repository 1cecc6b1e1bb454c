/** The router of the whole app (spec 2.1): sign-in screens, the signed-in app behind its guards, the link and portal routes. */
import { useCallback, useMemo, type ComponentType } from 'react';
import {
  createBrowserRouter,
  Navigate,
  RouterProvider,
  useLocation,
  useNavigate,
  useParams,
  type RouteObject,
} from 'react-router-dom';
import { setSessionEndedHandler } from './api/client';
import { PublicOnly, RequireSession, UnknownPath } from './guards';
import { Lazy } from './page-loading';
import {
  PROTECTED_ROUTES,
  RequestPortalPage,
  SECTIONS_WITH_FALLBACK,
  SilentSignInPage,
  type RouteHandle,
} from './routes';
import { clearStorage } from './session/session-store';
import {
  SIGN_IN_SCREENS,
  SignInNavigationContext,
  type SignInNavigateOptions,
  type SignInNavigation,
} from './sign-in-navigation';
import { SILENT_SIGN_IN_PATH } from './session/silent-sign-in-link';

/** A sign-in screen inside the router: it reads react-router's location (sign-in-navigation.ts). */
function SignInRoute({ page: Page }: { page: ComponentType }) {
  const routerNavigate = useNavigate();
  const { pathname, state } = useLocation();
  const params = useParams();
  const navigate = useCallback(
    (to: string, options?: SignInNavigateOptions) => void routerNavigate(to, options),
    [routerNavigate],
  );
  const navigation = useMemo<SignInNavigation>(
    () => ({ pathname, state: state as unknown, params, navigate }),
    [pathname, state, params, navigate],
  );
  return (
    <SignInNavigationContext.Provider value={navigation}>
      <Page />
    </SignInNavigationContext.Provider>
  );
}

const routes: RouteObject[] = [
  {
    element: <PublicOnly />,
    children: SIGN_IN_SCREENS.map(({ path, page }) => ({ path, element: <SignInRoute page={page} /> })),
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
  // The silent sign-in link, already read and replaced by /home (main.tsx). Not a public-only route:
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

let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * The router, made at its first render rather than when this module loads (it downloads while the
 * user types on a sign-in screen): it reads the address then.
 */
function appRouter() {
  if (router) return router;
  const created = createBrowserRouter(routes);
  // Spec 8: a 401/403 clears storage (the domain name kept) and goes to /login.
  setSessionEndedHandler(() => {
    clearStorage({ keepDomain: true });
    void created.navigate('/login', { replace: true });
  });
  router = created;
  return created;
}

export function AppRouter() {
  return <RouterProvider router={appRouter()} />;
}
