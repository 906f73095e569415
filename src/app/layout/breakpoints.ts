/** Layout breakpoints (the only raw lengths of the layout): mobile is ≤ 480 px (30rem). */
export const mobileMedia = '@media (max-width: 30rem)';
export const desktopMedia = '@media (min-width: 30.0625rem)';
/** Wide enough for the right bar beside the page's maximum width. */
export const wideMedia = '@media (min-width: 64rem)';
