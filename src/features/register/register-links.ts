/**
 * The app addresses the register screens link to or land on. They mirror src/app/paths.ts, which
 * a feature may not import (lint: features never import the app); keep them equal.
 */
export const registerLinks = {
  home: '/',
  login: '/login',
  register: '/register',
} as const;
