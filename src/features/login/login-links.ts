/**
 * The app addresses the login links to or lands on. They mirror src/app/paths.ts, which a
 * feature may not import (lint: features never import the app); keep them equal.
 */
export const loginLinks = {
  home: '/',
  login: '/login',
  agentHome: '/agentHome',
  register: '/register',
  forgotPassword: '/forgotPassword',
  changePassword: '/changePassword',
} as const;
