/** The member info answer (§3 "Member info") from a member row and its brand. Pure. */
import type { Brand } from '../../../schemas/brand';
import type { MemberInfoAnswer } from '../../../schemas/identity';
import type { MemberRecord } from '../../db/identity/member-repository';
import { maskEmail, maskPhone } from '../contact';

const currencySymbols: Record<string, string> = {
  CNY: '¥',
  USD: '$',
  EUR: '€',
  TWD: 'NT$',
  THB: '฿',
  VND: '₫',
  PHP: '₱',
  INR: '₹',
  KRW: '₩',
  JPY: '¥',
  IDR: 'Rp',
  MYR: 'RM',
  BRL: 'R$',
};

export function isTrialMember(member: MemberRecord, brand: Brand): boolean {
  return member.type === brand.trialType;
}

export function isAgentMember(member: MemberRecord, brand: Brand): boolean {
  return brand.agentType.includes(member.type);
}

export function toMemberInfo(member: MemberRecord, brand: Brand): MemberInfoAnswer {
  const trial = isTrialMember(member, brand);
  const phone = member.mobile && member.mobileDialingCode ? { dialingCode: member.mobileDialingCode, number: member.mobile } : null;
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    vipLevel: trial ? null : member.vipLevel,
    vipLabel: trial ? null : `VIP${member.vipLevel}`,
    currency: member.currency,
    currencySymbol: currencySymbols[member.currency] ?? member.currency,
    imgUrl: null,
    trial,
    maskedMobile: phone ? maskPhone(phone) : null,
    maskedEmail: member.email ? maskEmail(member.email) : null,
    totpEnabled: member.totpEnabled,
    firstLoginAt: member.firstLoginAt?.toISOString() ?? null,
  };
}
