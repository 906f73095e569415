/** Addresses the promotions pages lead to. They mirror src/app/paths.ts, which a feature may not import; keep them equal. */
export const promotionLinks = {
  login: '/login',
  rewardCenter: '/member/rewardCenter',
} as const;
