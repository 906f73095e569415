/** Chunk "ForgetPage" (§2.1): /forgotPassword and the forgot-password modal (forgetPassModal). */
export { ForgetPage } from '../../features/password/forget-page';
export { ForgetPassModal } from '../../features/password/forget-pass-modal';
