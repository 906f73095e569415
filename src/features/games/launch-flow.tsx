/**
 * One launch (machines/game-launch.machine.ts) wired to the browser: the calls
 * (src/api/catalogue/launch-calls.ts), the router (login, lottery pages, vendor game list), the session
 * read at the click, and what the player sees — the trial dialog (§6 in_need_true_account), the
 * popup game list of a VASSALAGE vendor, the loading state, a failure with a retry, the §8
 * maintenance message with popular games to launch instead, and the game itself in an in-page
 * frame or a new tab (brand gameOpenMode; docs/decisions/020).
 */
import type { Theme } from '@emotion/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { GameItem, LaunchAnswer } from '../../../schemas/catalogue';
import {
  firstStep,
  gameLaunchMachine,
  gameTarget,
  type LaunchCallInput,
  type PopularGamesInput,
  type VendorGamesInput,
} from '../../../machines/game-launch.machine';
import { launchGame, maintenanceSuggestionCount, popularGames, vendorGames } from '../../api/catalogue/launch-calls';
import { deriveLoginState, getSession } from '../../api/identity/session';
import { useBrand, usePreferences } from '../../brand/brand-context';
import { buttonStyle } from '../../ui/button';
import { Dialog } from '../../ui/modal/dialog';
import { Modal } from '../../ui/modal/modal';
import { Spinner } from '../../ui/spinner';
import type { LaunchPathOf } from './game-launch-host';
import { gameOpenMode } from './game-open-mode';
import { endLaunch, type LaunchRequest } from './launch-requests';

const list = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.xs,
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${theme.space.xxl} * 3), 1fr))`,
});

const pickButton = (theme: Theme) => ({
  ...buttonStyle('quiet')(theme),
  width: '100%',
  justifyContent: 'flex-start',
  padding: theme.space.xs,
  minHeight: theme.space.xxl,
  textAlign: 'start' as const,
});

const pickIcon = (theme: Theme) => ({ width: theme.space.xl, height: theme.space.xl, borderRadius: theme.radius, flex: 'none' });
const centre = (theme: Theme) => ({ display: 'grid', placeItems: 'center', gap: theme.space.md, padding: theme.space.lg });
const frame = { display: 'block', width: '100%', height: '100%', minHeight: '32rem', border: 0 };
const note = (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted });

function GamePicks({ games, onPick, label }: { games: readonly GameItem[]; onPick: (game: GameItem) => void; label: string }) {
  const intl = useIntl();
  return (
    <ul css={list} aria-label={label}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <button
            type="button"
            css={pickButton}
            aria-label={intl.formatMessage({ id: 'games.play_named' }, { name: game.displayName })}
            onClick={() => onPick(game)}
          >
            <img css={pickIcon} src={game.iconUrl} alt="" width={40} height={40} loading="lazy" />
            <span>{game.displayName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function LaunchFlow({ request, pathOf }: { request: LaunchRequest; pathOf: LaunchPathOf }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { brand } = useBrand();
  const { language } = usePreferences();
  const openIn = gameOpenMode(brand);
  const tab = useRef<Window | null>(request.tab);
  // Whether the game has a tab to load into (a blocked popup leaves a link to open it instead).
  const [hasTab, setHasTab] = useState(request.tab !== null);
  const login = useMemo(() => deriveLoginState(getSession(), brand), [brand]);
  const from = `${location.pathname}${location.search}${location.hash}`;

  const machine = useMemo(
    () =>
      gameLaunchMachine.provide({
        actors: {
          launch: fromPromise<LaunchAnswer, LaunchCallInput>(({ input, signal }) =>
            launchGame(
              {
                nodeId: input.target.nodeId ?? undefined,
                vendor: input.target.vassalage,
                gameType: input.target.gameType,
                lang: language,
                demo: input.target.demo,
              },
              signal,
            ),
          ),
          vendorGames: fromPromise<GameItem[], VendorGamesInput>(({ input, signal }) =>
            vendorGames(input.vassalage, input.gameType, language, signal),
          ),
          popularGames: fromPromise<GameItem[], PopularGamesInput>(({ input, signal }) => popularGames(input.gameType, language, signal)),
        },
      }),
    [language],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { target: request.target, isLogin: login.isLogin, isTrial: login.isTrial },
  });
  const { context } = snapshot;
  const state = snapshot.value;

  // Leaving the flow: follow a route, or end (closing a tab that never got its game).
  useEffect(() => {
    if (state === 'login' || state === 'routed') {
      const route = context.route;
      if (route) void navigate(pathOf(route, from));
      endLaunch(request.serial);
    } else if (state === 'done') {
      if (tab.current && !context.answer) tab.current.close();
      endLaunch(request.serial);
    } else if (state === 'playing' && tab.current && context.answer) {
      tab.current.location.href = context.answer.url;
    }
  }, [state, context.route, context.answer, navigate, pathOf, from, request.serial]);

  const close = () => send({ type: 'launch.close' });
  const pick = (game: GameItem) => {
    // A game picked here starts after a call: open its tab now, during the click.
    if (openIn === 'tab' && firstStep({ target: gameTarget(game), isLogin: login.isLogin, isTrial: login.isTrial }) === 'start') {
      tab.current?.close();
      tab.current = window.open('', '_blank');
      if (tab.current) tab.current.opener = null;
      setHasTab(tab.current !== null);
    }
    send({ type: 'launch.pick', game });
  };
  const name = context.target.displayName;
  const closeLabel = intl.formatMessage({ id: 'modal.close' });

  switch (state) {
    case 'trialBlocked':
      return (
        <Dialog
          open
          tone="info"
          title={intl.formatMessage({ id: 'guard.trial_title' })}
          message={intl.formatMessage({ id: 'in_need_true_account' })}
          confirmLabel={intl.formatMessage({ id: 'in_increase_submit' })}
          closeLabel={closeLabel}
          onConfirm={close}
        />
      );
    case 'loadingPopup':
    case 'popup':
    case 'popupFailed':
      return (
        <Modal open tall size="lg" title={intl.formatMessage({ id: 'launch.popup_title' }, { name })} onClose={close} closeLabel={closeLabel}>
          {state === 'loadingPopup' && (
            <div css={centre}>
              <Spinner label={intl.formatMessage({ id: 'launch.popup_loading' })} />
            </div>
          )}
          {state === 'popupFailed' && (
            <div css={centre} role="alert">
              <p css={note}>{intl.formatMessage({ id: context.errorKey ?? 'error.unknown' })}</p>
              <button type="button" css={buttonStyle('primary')} onClick={() => send({ type: 'launch.retry' })}>
                {intl.formatMessage({ id: 'action.retry' })}
              </button>
            </div>
          )}
          {state === 'popup' &&
            (context.popupGames.length === 0 ? (
              <p css={note}>{intl.formatMessage({ id: 'launch.popup_empty' })}</p>
            ) : (
              <GamePicks games={context.popupGames} onPick={pick} label={intl.formatMessage({ id: 'launch.popup_title' }, { name })} />
            ))}
        </Modal>
      );
    case 'starting':
      return (
        <Modal open size="sm" title={name} onClose={close} closeLabel={closeLabel}>
          <div css={centre}>
            <Spinner label={intl.formatMessage({ id: 'launch.starting' }, { name })} />
            <p css={note} aria-hidden="true">
              {intl.formatMessage({ id: 'launch.starting' }, { name })}
            </p>
          </div>
        </Modal>
      );
    case 'failed':
      return (
        <Dialog
          open
          title={intl.formatMessage({ id: 'launch.failed_title' })}
          message={intl.formatMessage({ id: context.errorKey ?? 'error.unknown' })}
          confirmLabel={intl.formatMessage({ id: 'action.retry' })}
          onConfirm={() => send({ type: 'launch.retry' })}
          cancelLabel={closeLabel}
          onCancel={close}
          closeLabel={closeLabel}
        />
      );
    case 'loadingSuggestions':
    case 'maintenance':
      return (
        <Modal open size="md" role="alertdialog" title={intl.formatMessage({ id: 'launch.maintenance_title' })} onClose={close} closeLabel={closeLabel}>
          <p css={note}>{intl.formatMessage({ id: 'error.game_maintenance' })}</p>
          {state === 'loadingSuggestions' ? (
            <div css={centre}>
              <Spinner label={intl.formatMessage({ id: 'launch.suggestions' })} />
            </div>
          ) : (
            <GamePicks games={context.suggestions.slice(0, maintenanceSuggestionCount)} onPick={pick} label={intl.formatMessage({ id: 'launch.suggestions' })} />
          )}
        </Modal>
      );
    case 'playing':
      if (!context.answer) return null;
      if (openIn === 'tab') {
        return (
          <Modal open size="sm" title={name} onClose={close} closeLabel={closeLabel}>
            <div css={centre}>
              <p css={note}>{intl.formatMessage({ id: 'launch.tab_opened' }, { name })}</p>
              {!hasTab && (
                <a css={buttonStyle('primary')} href={context.answer.url} target="_blank" rel="noopener noreferrer">
                  {intl.formatMessage({ id: 'launch.open_tab' })}
                </a>
              )}
            </div>
          </Modal>
        );
      }
      return (
        <Modal open tall size="lg" title={name} onClose={close} closeLabel={intl.formatMessage({ id: 'launch.close_game' })}>
          {context.target.demo && <p css={note}>{intl.formatMessage({ id: 'launch.demo_note' })}</p>}
          <iframe css={frame} src={context.answer.url} title={name} referrerPolicy="no-referrer" allow="fullscreen; autoplay" />
        </Modal>
      );
    default:
      return null;
  }
}
