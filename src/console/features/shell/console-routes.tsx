/**
 * The signed-in console: the shell around the pages the staff member's capabilities allow, each
 * its own chunk. An address beyond them (or unknown) goes to the first allowed page, or to a
 * page saying there is nothing to open yet (finance, support, content: their pages come later).
 */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { StaffSessionAnswer } from '../../../../schemas/console';
import { Empty, Loading } from '../../ui/states';
import { pagesFor } from './console-pages';
import { ConsoleShell } from './console-shell';

const ModulesPage = lazy(() => import('../modules/modules-page').then((m) => ({ default: m.ModulesPage })));
const StaffPage = lazy(() => import('../staff/staff-page').then((m) => ({ default: m.StaffPage })));
const AuditPage = lazy(() => import('../audit/audit-page').then((m) => ({ default: m.AuditPage })));

const pageComponents = { '/modules': ModulesPage, '/staff': StaffPage, '/audit': AuditPage } as const;

export function ConsoleRoutes({ session }: { session: StaffSessionAnswer }) {
  const pages = pagesFor(session.staff.capabilities);
  const first = pages[0];
  return (
    <ConsoleShell session={session} pages={pages}>
      <Suspense fallback={<Loading />}>
        <Routes>
          {pages.map((p) => {
            const Page = pageComponents[p.path as keyof typeof pageComponents];
            return <Route key={p.path} path={p.merchantScoped ? `${p.path}/:merchant?` : p.path} element={<Page session={session} />} />;
          })}
          <Route path="*" element={first ? <Navigate to={first.path} replace /> : <Empty id="console.nothing_to_open" />} />
        </Routes>
      </Suspense>
    </ConsoleShell>
  );
}
