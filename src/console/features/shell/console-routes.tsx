/**
 * The signed-in console: the shell around the pages the staff member's capabilities allow, each
 * its own chunk. An address beyond them (or unknown) goes to the first allowed page, or to a
 * page saying there is nothing to open yet (finance, support: their pages come later).
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
const RulesPage = lazy(() => import('../register-rules/rules-page').then((m) => ({ default: m.RulesPage })));
const StatusPage = lazy(() => import('../status/status-page').then((m) => ({ default: m.StatusPage })));

const MoneyPage = lazy(() => import('../money/money-page').then((m) => ({ default: m.MoneyPage })));
const PromotionsPage = lazy(() => import('../promotions/promotions-page').then((m) => ({ default: m.PromotionsPage })));
const PlayersPage = lazy(() => import('../players/players-page').then((m) => ({ default: m.PlayersPage })));

const MerchantsPage = lazy(() => import('../merchants/merchants-page').then((m) => ({ default: m.MerchantsPage })));

const AnnouncementsPage = lazy(() => import('../content/announcements-page').then((m) => ({ default: m.NoticesPage })));
const PopupPage = lazy(() => import('../content/announcements-page').then((m) => ({ default: m.PopupPage })));
const BannersPage = lazy(() => import('../content/banners-page').then((m) => ({ default: m.BannersPage })));
const HelpPage = lazy(() => import('../content/help-page').then((m) => ({ default: m.HelpPage })));
const PagesPage = lazy(() => import('../content/pages-page').then((m) => ({ default: m.PagesPage })));

const pageComponents = {
  '/merchants': MerchantsPage,
  '/modules': ModulesPage,
  '/register-rules': RulesPage,
  '/status': StatusPage,
  '/staff': StaffPage,
  '/audit': AuditPage,
  '/money': MoneyPage,
  '/players': PlayersPage,
  '/promotions': PromotionsPage,
  '/announcements': AnnouncementsPage,
  '/popup': PopupPage,
  '/banners': BannersPage,
  '/help': HelpPage,
  '/pages': PagesPage,
} as const;

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
