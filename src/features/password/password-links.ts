/**
 * Where the password flows go afterwards (§2.5, §2.6, §4). Features may not import src/app, so
 * the few addresses are named here; they are the values of src/app/paths.ts (home, agentHome),
 * and the pages also accept them as props from the router.
 */
export const passwordLinks = {
  home: '/',
  agentHome: '/agentHome',
  changePassword: '/changePassword',
  forgotPassword: '/forgotPassword',
} as const;
