/** Chunk "MemberCenter" (§2.1): the member pages (/member/securityCenter for now). */
export { SecurityCenter } from '../../features/security/security-center';
