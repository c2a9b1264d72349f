import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loadRouteModule, setReloadTarget } from '@/lib/lazy-route';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './routes/route-error-page';

// One lazy module per route. The renderer's screens (demographic, survey, loneliness,
// attachment, report, attachment-report, personalized-report, stats) live in their own modules.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.home.path, lazy: loadRouteModule(() => import('./routes/landing')) },
      { path: paths.signin.path, lazy: loadRouteModule(() => import('./routes/signin')) },
      { path: paths.signup.path, lazy: loadRouteModule(() => import('./routes/signup')) },
      { path: paths.privacyNotice.path, lazy: loadRouteModule(() => import('./routes/privacy-notice')) },
      { path: paths.dashboard.path, lazy: loadRouteModule(() => import('./routes/dashboard')) },
      { path: paths.demographic.path, lazy: loadRouteModule(() => import('./routes/demographic')) },
      { path: paths.survey.path, lazy: loadRouteModule(() => import('./routes/survey')) },
      { path: paths.loneliness.path, lazy: loadRouteModule(() => import('./routes/loneliness')) },
      { path: paths.attachment.path, lazy: loadRouteModule(() => import('./routes/attachment')) },
      { path: paths.report.path, lazy: loadRouteModule(() => import('./routes/report')) },
      { path: paths.attachmentReport.path, lazy: loadRouteModule(() => import('./routes/attachment-report')) },
      {
        path: paths.personalizedReport.path,
        lazy: loadRouteModule(() => import('./routes/personalized-report')),
      },
      { path: paths.stats.path, lazy: loadRouteModule(() => import('./routes/stats')) },
      { path: paths.instrumentSurvey.path, lazy: loadRouteModule(() => import('./routes/instrument-survey')) },
      { path: paths.instrumentReport.path, lazy: loadRouteModule(() => import('./routes/instrument-report')) },
      // Addresses declared by instrument files (route, report_route), else Not Found.
      { path: '*', lazy: loadRouteModule(() => import('./routes/instrument-route')) },
    ],
  },
];

export function createRouter() {
  const router = createBrowserRouter(routes);
  setReloadTarget(() => {
    const target = router.state.navigation.location;
    return target ? `${target.pathname}${target.search}${target.hash}` : null;
  });
  return router;
}
