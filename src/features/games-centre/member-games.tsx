/**
 * The game centre's "my games" area (§2.1 "game centre with favourites and recent games"): for
 * a logged-in member their favourites and recently launched games (member-lists.tsx, loaded only
 * then); logged out, a sign-in prompt.
 */
import type { Theme } from '@emotion/react';
import { Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { GameItem } from '../../../schemas/catalogue';
import { useSession } from '../../api/identity/session';
import { LoadState, Notice } from './page-frame';
import { lazyPart } from '../../brand/later-messages';

const MemberLists = lazyPart(() => import('./member-lists'));

const area = (theme: Theme) => ({ display: 'grid', gap: theme.space.md });
const heading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.lg });
const link = (theme: Theme) => ({ color: theme.colors.primary, fontWeight: theme.fontWeight.medium });
const noRetry = () => undefined;

interface MemberGamesProps {
  renderGame: (game: GameItem) => ReactNode;
  /** Where the sign-in prompt leads (login, returning here). */
  signInHref: string;
}

export function MemberGames({ renderGame, signInHref }: MemberGamesProps) {
  const session = useSession();
  const memberId = session.token ? (session.member?.id ?? null) : null;
  return (
    <section css={area} aria-labelledby="my-games" data-testid="member-games">
      <h2 id="my-games" css={heading}>
        <FormattedMessage id="mygames.title" />
      </h2>
      {memberId ? (
        <Suspense fallback={<LoadState isPending error={null} retrying={false} onRetry={noRetry} skeletonCount={4} />}>
          <MemberLists memberId={memberId} renderGame={renderGame} />
        </Suspense>
      ) : (
        <Notice
          actions={
            <Link css={link} to={signInHref}>
              <FormattedMessage id="w_login" />
            </Link>
          }
        >
          <FormattedMessage id="mygames.sign_in" />
        </Notice>
      )}
    </section>
  );
}
