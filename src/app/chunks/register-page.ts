/** Chunk "RegisterPage" (§2.1): /register and the register modal (registerModal), with RJSF and the form's widgets. */
export { RegisterScreen as RegisterPage } from '../../features/register/register-screen';
export { RegisterModal } from '../../features/register/register-modal';
