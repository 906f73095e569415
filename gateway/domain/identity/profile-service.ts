/**
 * The profile page: nickname, avatar (PNG/JPEG/WebP by its bytes, at most the configured size,
 * served by content hash at /lgw/avatars/<sha256>.<ext>; none → the browser's default avatar) and
 * the personal fields the brand enables. A field shows when the brand's register rules enable it
 * (payee name always: withdrawals are paid to it). Payee name, ID number and birthday are set once
 * (read-only when filled); the rest the member may edit. Values from registration are the
 * starting point; edits are sealed in member_profiles.fields_sealed.
 */
import { apiPaths } from '../../../schemas/api-paths';
import { profileFieldNames, type ProfileAnswer, type ProfileField, type ProfileFieldName, type ProfileUpdateRequest } from '../../../schemas/payments';
import { memberImages } from '../../db/identity/member-image-repository';
import type { MemberRecord } from '../../db/identity/member-repository';
import { memberProfiles } from '../../db/identity/member-profile-repository';
import { recordPaymentEvent } from '../../db/payments/payment-event-repository';
import { createRegisterRuleRepository } from '../../db/identity/register-rule-repository';
import { maskEmail, maskPhone } from '../contact';
import { memberImageExtensions, sniffImageType } from './member-image';
import { nowOf, type PaymentDeps } from '../payments/payment-services';
import { profileContext } from './registration-service';
import { fieldRefusal, Refusal } from '../refusal';

const setOnce: readonly ProfileFieldName[] = ['payeeName', 'idNumber', 'birthday'];
const maxLengthOf = (name: ProfileFieldName): number => (name === 'address' ? 200 : name === 'payeeName' ? 100 : 64);
export const fieldsContext = (memberId: string): string => `member-profile:${memberId}`;

// eslint-disable-next-line no-control-regex -- control characters are what it keeps out.
const controlRe = /[\u0000-\u001f\u007f-\u009f]/;

function parseSealed(deps: PaymentDeps, sealed: string | null, context: string): Record<string, string> {
  if (!sealed) return {};
  const text = deps.identity.box.open(sealed, context);
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

async function enabledFields(deps: PaymentDeps, merchant: string): Promise<ProfileFieldName[]> {
  const rules = await createRegisterRuleRepository(deps.db).list(merchant);
  return profileFieldNames.filter((n) => n === 'payeeName' || rules[n]?.enabled === true);
}

async function currentValues(deps: PaymentDeps, member: MemberRecord): Promise<{ values: Record<string, string>; own: Record<string, string>; avatar: string | null }> {
  const [extras, profile] = await Promise.all([memberProfiles.extras(deps.db, member.id), memberProfiles.profile(deps.db, member.id)]);
  const registered = parseSealed(deps, extras.registrationProfileSealed, profileContext(member.id));
  const own = parseSealed(deps, profile.fieldsSealed, fieldsContext(member.id));
  const values: Record<string, string> = Object.fromEntries(Object.entries({ ...registered, ...own }).filter(([, v]) => typeof v === 'string' && v !== ''));
  if (extras.payeeName) values.payeeName = extras.payeeName;
  return { values, own, avatar: profile.avatarSha256 };
}

export async function profileOf(deps: PaymentDeps, memberId: string): Promise<ProfileAnswer> {
  const member = await deps.identity.members.findById(memberId);
  if (!member) throw new Refusal(401, 'UNAUTHORIZED');
  const [{ values, avatar }, enabled] = await Promise.all([currentValues(deps, member), enabledFields(deps, member.merchant)]);
  let avatarUrl: string | null = null;
  if (avatar) {
    const image = await memberImages.avatar(deps.db, avatar);
    if (image) avatarUrl = apiPaths.avatar.replace(':file', `${image.sha256}.${memberImageExtensions[image.contentType]}`);
  }
  const fields: ProfileField[] = enabled.map((name) => {
    const value = values[name] ?? null;
    return { name, value, readOnly: setOnce.includes(name) && value !== null, maxLength: maxLengthOf(name) };
  });
  return {
    account: member.account,
    nickname: member.nickname,
    avatarUrl,
    phoneMasked: member.mobile && member.mobileDialingCode ? maskPhone({ dialingCode: member.mobileDialingCode, number: member.mobile }) : null,
    emailMasked: member.email ? maskEmail(member.email) : null,
    currency: member.currency,
    vipLevel: member.vipLevel,
    fields,
  };
}

export async function updateProfile(deps: PaymentDeps, member: MemberRecord, body: ProfileUpdateRequest): Promise<ProfileAnswer> {
  let nickname: string | null | undefined;
  if (body.nickname !== undefined) {
    nickname = body.nickname === null ? null : body.nickname.normalize('NFC').trim();
    if (nickname !== null && ([...nickname].length < 1 || [...nickname].length > 32 || controlRe.test(nickname))) {
      throw fieldRefusal('NICKNAME_INVALID', 'nickname', 'format', 'error.nickname_invalid');
    }
  }
  const [{ values, own }, enabled] = await Promise.all([currentValues(deps, member), enabledFields(deps, member.merchant)]);
  // A cleared field is kept as '' so it also hides a value given at registration.
  const nextOwn = new Map(Object.entries(own));
  let payeeName: string | null = null;
  const changed: string[] = [];
  for (const [name, raw] of Object.entries(body.fields ?? {})) {
    const field = name as ProfileFieldName;
    if (!enabled.includes(field) || (setOnce.includes(field) && values[field] !== undefined)) {
      throw fieldRefusal('PROFILE_FIELD_READ_ONLY', `fields/${name}`, 'readOnly', 'error.profile_field_read_only');
    }
    const value = raw === null ? null : raw.normalize('NFC').trim();
    if (value !== null && (value.length === 0 || [...value].length > maxLengthOf(field) || controlRe.test(value))) {
      throw fieldRefusal('PROFILE_FIELD_INVALID', `fields/${name}`, 'format', 'error.profile_field_invalid');
    }
    if (field === 'birthday' && value !== null && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      throw fieldRefusal('PROFILE_FIELD_INVALID', `fields/${name}`, 'date', 'error.profile_field_invalid');
    }
    changed.push(field);
    if (field === 'payeeName') {
      if (value !== null) payeeName = value;
    } else nextOwn.set(field, value ?? '');
  }
  const now = nowOf(deps);
  await deps.db.transaction().execute(async (trx) => {
    if (nickname !== undefined) await memberProfiles.setNickname(trx, member.id, nickname);
    if (payeeName !== null) await memberProfiles.setPayeeName(trx, member.id, payeeName);
    if (changed.some((c) => c !== 'payeeName')) await memberProfiles.setFields(trx, member.id, deps.identity.box.seal(JSON.stringify(Object.fromEntries(nextOwn)), fieldsContext(member.id)), now);
    if (nickname !== undefined || changed.length > 0) {
      await recordPaymentEvent(trx, { merchant: member.merchant, memberId: member.id, subject: 'profile', event: 'updated', actor: 'member', details: { nickname: nickname !== undefined, fields: changed.join(',') } }, now);
    }
  });
  return profileOf(deps, member.id);
}

export async function setAvatar(deps: PaymentDeps, member: MemberRecord, file: { body: Uint8Array; truncated: boolean } | null): Promise<ProfileAnswer> {
  if (!file || file.body.length === 0) throw fieldRefusal('AVATAR_TYPE_INVALID', 'avatar', 'required', 'error.avatar_type_invalid');
  if (file.truncated || file.body.length > deps.avatarMaxBytes) throw fieldRefusal('AVATAR_TOO_LARGE', 'avatar', 'maxSize', 'error.avatar_too_large');
  const type = sniffImageType(file.body);
  if (!type) throw fieldRefusal('AVATAR_TYPE_INVALID', 'avatar', 'type', 'error.avatar_type_invalid');
  const now = nowOf(deps);
  await deps.db.transaction().execute(async (trx) => {
    const sha = await memberImages.put(trx, type, file.body, now);
    await memberProfiles.setAvatar(trx, member.id, sha, now);
    await recordPaymentEvent(trx, { merchant: member.merchant, memberId: member.id, subject: 'profile', event: 'avatar_set', actor: 'member', details: { sha256: sha, contentType: type } }, now);
  });
  return profileOf(deps, member.id);
}
