import { Component, type ReactNode, Suspense, useLayoutEffect } from 'react';
import { Outlet, type RouteObject, useLocation, useNavigationType } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { usePublicPageLanguage } from '../hooks/use-language';
import { lazyNamed } from '../lib/lazy';
import { NotFoundPage } from '../pages/NotFoundPage';
import { HomePage } from '../pages/public/HomePage';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { PublicLayout } from './layouts/PublicLayout';
import { RouteAnnouncer } from './route-announcer';
import { handle, RouteTable } from './routes/table';

// Public pages besides the home page, each its own small chunk (later ones grow: calculator, catalogue).
const CalculatorPage = lazyNamed(() => import('../pages/public/CalculatorPage'), 'CalculatorPage');
const StepsWorkPage = lazyNamed(() => import('../pages/public/StepsWorkPage'), 'StepsWorkPage');
const CatalogPage = lazyNamed(() => import('../pages/public/CatalogPage'), 'CatalogPage');
const MarketsPage = lazyNamed(() => import('../pages/public/MarketsPage'), 'MarketsPage');
const AboutPage = lazyNamed(() => import('../pages/public/AboutPage'), 'AboutPage');
const FaqPage = lazyNamed(() => import('../pages/public/FaqPage'), 'FaqPage');
const ServicesPage = lazyNamed(() => import('../pages/public/ServicesPage'), 'ServicesPage');
const StepsPage = lazyNamed(() => import('../pages/public/StepsPage'), 'StepsPage');
const SizeChartPage = lazyNamed(() => import('../pages/public/SizeChartPage'), 'SizeChartPage');
const LegalPage = lazyNamed(() => import('../pages/public/LegalPage'), 'LegalPage');

// The auth, customer and admin areas, each a lazy chunk with its own table of routes: never
// downloaded by a visitor of the public site.
const AuthRoutes = lazyNamed(() => import('./routes/auth'), 'AuthRoutes');
export const UserRoutes = lazyNamed(() => import('./routes/user'), 'UserRoutes');
const AdminRoutes = lazyNamed(() => import('./routes/admin'), 'AdminRoutes');

/** A render error or a chunk that failed to load below it; moving to another page tries again. */
class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, { error: unknown; pathname: string }> {
  override state = { error: null as unknown, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** A new page starts at its top, or at its #anchor; back and forward keep the browser's own restoring. */
function useScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new page (pathname), not for a new query
  useLayoutEffect(() => {
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}

function AppRoot() {
  const { pathname } = useLocation();
  useScrollOnNavigation();
  usePublicPageLanguage();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <RouteAnnouncer />
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

// The public pages, at / in Russian and under /ky and /en in Kyrgyz and English (docs/i18n.md).
const publicPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'calculator', element: <CalculatorPage />, handle: handle({ title: 'nav.calculator' }) },
  { path: 'steps-work', element: <StepsWorkPage />, handle: handle({ title: 'nav.stepsWork' }) },
  { path: 'catalog', element: <CatalogPage />, handle: handle({ title: 'nav.catalog' }) },
  { path: 'markets', element: <MarketsPage />, handle: handle({ title: 'nav.markets' }) },
  { path: 'about', element: <AboutPage />, handle: handle({ title: 'nav.about' }) },
  { path: 'faq', element: <FaqPage />, handle: handle({ title: 'nav.faq' }) },
  { path: 'services', element: <ServicesPage />, handle: handle({ title: 'nav.services' }) },
  { path: 'steps', element: <StepsPage />, handle: handle({ title: 'footer.steps' }) },
  { path: 'size-chart', element: <SizeChartPage />, handle: handle({ title: 'footer.sizeChart' }) },
  { path: 'legal/:doc', element: <LegalPage />, handle: handle({ title: 'footer.documentsTitle' }) },
  { path: '*', element: <NotFoundPage />, handle: handle({ title: 'notFound.title' }) },
];

const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { element: <PublicLayout />, children: publicPages },
      { path: 'ky', element: <PublicLayout />, children: publicPages },
      { path: 'en', element: <PublicLayout />, children: publicPages },
      { path: 'auth/*', element: <AuthRoutes /> },
      { path: 'user/*', element: <UserRoutes /> },
      { path: 'admin/*', element: <AdminRoutes /> },
    ],
  },
];

/** The app's routes, inside a BrowserRouter (main.tsx) or a StaticRouter (prerender.tsx). */
export function AppRoutes() {
  return <RouteTable routes={routes} />;
}
