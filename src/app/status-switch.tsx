/** §2.2: the permission answer's status picks the whole page: the app, maintenance, or blocked. */
import { lazy, Suspense } from 'react';
import type { PermissionResponse } from '../../schemas/permission';
import { BootLoading } from './boot-screens';
import { loadAppRouter, loadBlockedPage, loadMaintenancePage } from './route-modules';
import { StillDrop } from './still/still-drop';

const AppRouter = lazy(loadAppRouter);
const MaintenancePage = lazy(() => loadMaintenancePage().then((m) => ({ default: m.MaintenancePage })));
const BlockedPage = lazy(() => loadBlockedPage().then((m) => ({ default: m.BlockedPage })));

function Page({ permission }: { permission: PermissionResponse }) {
  switch (permission.status) {
    // The still first paint is drawn only for status 0; should the answer differ, it goes.
    case 1:
      return (
        <>
          <MaintenancePage endTime={permission.maintenance?.endTime ?? null} message={permission.maintenance?.message ?? {}} />
          <StillDrop />
        </>
      );
    case 2:
      return (
        <>
          <BlockedPage ip={permission.regionRestriction?.ip ?? permission.location.ip} />
          <StillDrop />
        </>
      );
    default:
      return <AppRouter />;
  }
}

export function StatusSwitch({ permission }: { permission: PermissionResponse }) {
  return (
    <Suspense fallback={<BootLoading />}>
      <Page permission={permission} />
    </Suspense>
  );
}
