/** Chunk "MemberCenter" (§2.1): the member centre's frame and pages (docs/decisions/024-member-centre.md). */
export { SecurityCenter } from '../../features/security/security-center';
export { MemberCentre } from '../../features/member/member-centre';
