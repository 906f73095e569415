/**
 * The route table (react-router, declarative mode: a third the size of the data router) with
 * every path from paths.ts and every page lazy. Routes not built yet fall to NotFound (with a
 * link home) until their issue lands. Loaded in parallel with the permission call.
 */
import { lazy } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { homeAliases, paths } from './paths';
import { loadHomePage } from './route-modules';
import { NotFoundPage } from './routes/not-found-page';

const HomePage = lazy(() => loadHomePage().then((m) => ({ default: m.HomePage })));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...[paths.home, ...homeAliases].map((path): RouteObject => ({ path, element: <HomePage /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

export default function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
