/** The picture of a ticket type (§3: golden egg, red envelope, prize wheel), decorative. */
import { useTheme } from '@emotion/react';
import type { TicketType } from '../../../schemas/tickets';

export function TicketIcon({ type, size = 48 }: { type: TicketType; size?: number }) {
  const { colors } = useTheme();
  const common = { width: size, height: size, viewBox: '0 0 48 48', 'aria-hidden': true, focusable: false } as const;
  if (type === 'golden_egg') {
    return (
      <svg {...common}>
        <ellipse cx="24" cy="26" rx="15" ry="19" fill={colors.warning} stroke={colors.text} strokeWidth="1.5" />
        <path d="M14 24l5 4 5-4 5 4 5-4" fill="none" stroke={colors.text} strokeWidth="1.5" />
      </svg>
    );
  }
  if (type === 'red_envelope') {
    return (
      <svg {...common}>
        <rect x="9" y="6" width="30" height="36" rx="3" fill={colors.danger} stroke={colors.text} strokeWidth="1.5" />
        <path d="M9 14l15 10 15-10" fill="none" stroke={colors.text} strokeWidth="1.5" />
        <circle cx="24" cy="24" r="4" fill={colors.warning} />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <circle cx="24" cy="24" r="19" fill={colors.accent} stroke={colors.text} strokeWidth="1.5" />
      {[0, 45, 90, 135].map((a) => (
        <line key={a} x1="24" y1="5" x2="24" y2="43" stroke={colors.onAccent} strokeWidth="1.5" transform={`rotate(${a} 24 24)`} />
      ))}
      <circle cx="24" cy="24" r="4" fill={colors.surface} stroke={colors.text} strokeWidth="1.5" />
    </svg>
  );
}
