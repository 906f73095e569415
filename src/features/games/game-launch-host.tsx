/**
 * Mounted once by the router (src/app/app-router.tsx): runs the newest launch request
 * (launch-requests.ts) through the launch flow — loaded only when a first launch happens — and
 * shows the game notices (a favourite that could not be saved) in a polite live region.
 * `pathOf` turns a launch route (login, lottery page, vendor game list) into an address: the
 * app owns the path table.
 */
import type { Theme } from '@emotion/react';
import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { LaunchRoute } from '../../../machines/game-launch.machine';
import { dismissGameNotice, useGameNotice } from './game-notices';
import { useLaunchRequest } from './launch-requests';
import { lazyPart } from '../../brand/later-messages';

const LaunchFlow = lazyPart(() => import('./launch-flow').then((m) => ({ default: m.LaunchFlow })));

export type LaunchPathOf = (route: LaunchRoute, from: string) => string;

const noticeTime = 5000;

const noticeBox = (theme: Theme) => ({
  position: 'fixed' as const,
  insetInline: 0,
  bottom: theme.space.lg,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none' as const,
  zIndex: 1100,
});

const noticeText = (theme: Theme) => ({
  pointerEvents: 'auto' as const,
  display: 'flex',
  gap: theme.space.sm,
  alignItems: 'center',
  maxWidth: theme.layout.panelWidth,
  padding: `${theme.space.xs} ${theme.space.md}`,
  borderRadius: theme.radius,
  background: theme.colors.text,
  color: theme.colors.background,
});

const dismiss = (theme: Theme) => ({
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  padding: theme.space.xxs,
});

function GameNoticeRegion() {
  const intl = useIntl();
  const notice = useGameNotice();
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => dismissGameNotice(notice.serial), noticeTime);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <div css={noticeBox} role="status" aria-live="polite">
      {notice && (
        <p css={noticeText} data-testid="game-notice">
          <span>
            {intl.formatMessage({ id: notice.key }, notice.values)}
            {notice.detailKey && ` ${intl.formatMessage({ id: notice.detailKey })}`}
          </span>
          <button type="button" css={dismiss} onClick={() => dismissGameNotice(notice.serial)}>
            {intl.formatMessage({ id: 'games.notice_dismiss' })}
          </button>
        </p>
      )}
    </div>
  );
}

export function GameLaunchHost({ pathOf }: { pathOf: LaunchPathOf }) {
  const request = useLaunchRequest();
  return (
    <>
      {request && (
        <Suspense fallback={null}>
          <LaunchFlow key={request.serial} request={request} pathOf={pathOf} />
        </Suspense>
      )}
      <GameNoticeRegion />
    </>
  );
}
