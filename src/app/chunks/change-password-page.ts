/** Chunk "ChangePasswordPage" (§2.1): /changePassword, the forced-change popup and the change dialog. */
export { ChangePasswordPage } from '../../features/password/change-password-page';
export { ChangePasswordDialog } from '../../features/password/change-password-dialog';
