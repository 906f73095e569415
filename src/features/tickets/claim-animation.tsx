/**
 * The draw on screen: the ticket shakes (egg), flaps (envelope) or spins (wheel) while the claim
 * is answered and for at least `drawMs`, then the prize shows. With prefers-reduced-motion the
 * ticket stays still and the prize shows as soon as it is known.
 */
import { keyframes, type Theme } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { TicketType } from '../../../schemas/tickets';
import { useReducedMotion } from './reduced-motion';
import { TicketIcon } from './ticket-icon';

export const drawMs = 1200;

const shake = keyframes({ '0%, 100%': { transform: 'rotate(0deg)' }, '25%': { transform: 'rotate(-12deg)' }, '75%': { transform: 'rotate(12deg)' } });
const spin = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } });
const flap = keyframes({ '0%, 100%': { transform: 'scaleY(1)' }, '50%': { transform: 'scaleY(0.85)' } });

const stage = (theme: Theme) => ({ display: 'grid', justifyItems: 'center', gap: theme.space.sm, padding: theme.space.md, textAlign: 'center' as const });

/** Shows the animation until both the answer is in and the minimum time has passed; then `result`. */
export function ClaimAnimation({ type, done, result, label }: { type: TicketType; done: boolean; result: ReactNode; label: string }) {
  const reduced = useReducedMotion();
  const [elapsed, setElapsed] = useState(reduced);
  useEffect(() => {
    if (reduced) return undefined;
    const timer = setTimeout(() => setElapsed(true), drawMs);
    return () => clearTimeout(timer);
  }, [reduced]);
  const showResult = done && (elapsed || reduced);
  const motion = type === 'prize_wheel' ? `${spin} 600ms linear infinite` : type === 'golden_egg' ? `${shake} 300ms ease-in-out infinite` : `${flap} 400ms ease-in-out infinite`;
  return (
    <div css={stage} data-testid="claim-stage" data-reduced-motion={reduced} aria-live="polite">
      <div css={{ animation: showResult || reduced ? 'none' : motion }} data-testid="claim-animation" data-animating={!showResult && !reduced}>
        <TicketIcon type={type} size={72} />
      </div>
      {showResult ? result : <p css={{ margin: 0 }}>{label}</p>}
    </div>
  );
}
