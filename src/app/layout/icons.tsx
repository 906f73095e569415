/** Small decorative icons of the layout (currentColor, hidden from assistive technology). */
import type { Theme } from '@emotion/react';

const base = (theme: Theme) => ({
  width: theme.fontSize.lg,
  height: theme.fontSize.lg,
  flex: 'none',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
});

function Icon({ d, className }: { d: string; className?: string }) {
  return (
    <svg css={base} className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

export const MenuIcon = () => <Icon d="M3 6h18M3 12h18M3 18h18" />;
export const CloseIcon = () => <Icon d="M6 6l12 12M18 6L6 18" />;
export const ChevronDownIcon = () => <Icon d="M6 9l6 6 6-6" />;
export const RefreshIcon = () => <Icon d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />;
export const EyeIcon = () => <Icon d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />;
export const EyeOffIcon = () => (
  <Icon d="M3 3l18 18M10.6 6.1A10 10 0 0 1 12 6c6.4 0 10 6 10 6a17 17 0 0 1-3.2 3.9M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
);
export const MailIcon = () => <Icon d="M3 5h18v14H3zM3 6l9 7 9-7" />;
export const UserIcon = () => <Icon d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />;
export const HeadsetIcon = () => (
  <Icon d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H5a1 1 0 0 1-1-1zM20 14h-3v6h2a1 1 0 0 0 1-1zM17 20a4 4 0 0 1-4 2h-1" />
);
export const PhoneIcon = () => <Icon d="M7 2h10v20H7zM11 18h2" />;
export const ShareIcon = () => <Icon d="M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />;
export const SidebarIcon = () => <Icon d="M3 4h18v16H3zM15 4v16" />;
