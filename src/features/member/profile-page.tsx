/**
 * profile (§2.1, §3): account, VIP level, nickname, avatar (upload PNG/JPG/WebP ≤ 2 MiB; the
 * default picture when none or when it fails to load) and the personal fields the brand enables
 * (read-only ones shown, not editable).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { avatarMaxBytes, type ProfileAnswer, type ProfileFieldName } from '../../../schemas/payments';
import { fetchProfile, memberKeys, updateProfile, uploadAvatar } from '../../api/identity/member-calls';
import { buttonStyle } from '../../ui/button';
import { MemberPageBody } from './member-frame';
import { alert, card, field, formGrid, h2, input, muted, success } from './member-styles';
import { QueryView } from './query-view';
import { errorKeyOf } from './use-member-errors';

const avatarTypes = ['image/png', 'image/jpeg', 'image/webp'];

function DefaultAvatar({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} width="96" height="96" viewBox="0 0 96 96" data-testid="avatar-default">
      <circle cx="48" cy="48" r="48" fill="currentColor" opacity="0.15" />
      <circle cx="48" cy="38" r="16" fill="currentColor" opacity="0.5" />
      <path d="M18 82c4-16 16-24 30-24s26 8 30 24" fill="currentColor" opacity="0.5" />
    </svg>
  );
}

function Avatar({ profile }: { profile: ProfileAnswer }) {
  const intl = useIntl();
  const id = useId();
  const client = useQueryClient();
  const [broken, setBroken] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (answer) => client.setQueryData(memberKeys.profile, answer),
    onError: (e) => setErrorKey(errorKeyOf(e)),
  });
  const label = intl.formatMessage({ id: 'member.profile_avatar' });
  const showImage = profile.avatarUrl !== null && broken !== profile.avatarUrl;
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' }}>
      {showImage ? (
        <img src={profile.avatarUrl ?? ''} alt={label} width={96} height={96} css={{ borderRadius: '50%', objectFit: 'cover' }} onError={() => setBroken(profile.avatarUrl)} data-testid="avatar-image" />
      ) : (
        <DefaultAvatar label={label} />
      )}
      <div css={field}>
        <label htmlFor={`${id}-avatar`}>
          <FormattedMessage id="member.profile_avatar_upload" />
        </label>
        <input
          id={`${id}-avatar`}
          type="file"
          name="avatar"
          accept={avatarTypes.join(',')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            setErrorKey(null);
            if (!file) return;
            if (!avatarTypes.includes(file.type)) return setErrorKey('error.avatar_type_invalid');
            if (file.size > avatarMaxBytes) return setErrorKey('error.avatar_too_large');
            upload.mutate(file);
          }}
        />
        {errorKey && (
          <span css={alert} role="alert">
            <FormattedMessage id={errorKey} />
          </span>
        )}
      </div>
    </div>
  );
}

function ProfileForm({ profile }: { profile: ProfileAnswer }) {
  const intl = useIntl();
  const id = useId();
  const client = useQueryClient();
  const [nickname, setNickname] = useState(profile.nickname ?? '');
  const editable = profile.fields.filter((f) => !f.readOnly);
  const [values, setValues] = useState<Partial<Record<ProfileFieldName, string>>>(() => Object.fromEntries(editable.map((f) => [f.name, f.value ?? ''])));
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      client.setQueryData(memberKeys.profile, answer);
      setSaved(true);
    },
    onError: (e) => setErrorKey(errorKeyOf(e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const nick = nickname.trim();
    if ([...nick].length > 32) return setErrorKey('error.nickname_invalid');
    setErrorKey(null);
    const fields = Object.fromEntries(editable.map((f) => [f.name, (values[f.name] ?? '').trim() || null]));
    save.mutate({ nickname: nick === '' ? null : nick, fields });
  };
  return (
    <form css={formGrid} noValidate onSubmit={submit} data-testid="profile-form" aria-label={intl.formatMessage({ id: 'member.menu_profile' })}>
      <label css={field} htmlFor={`${id}-nickname`}>
        <FormattedMessage id="member.profile_nickname" />
        <input id={`${id}-nickname`} name="nickname" css={input} maxLength={32} value={nickname} onChange={(e) => setNickname(e.target.value)} />
      </label>
      {profile.fields.map((f) => (
        <label key={f.name} css={field} htmlFor={`${id}-${f.name}`}>
          <FormattedMessage id={`member.profile_field_${f.name}`} />
          <input
            id={`${id}-${f.name}`}
            name={f.name}
            css={input}
            maxLength={f.maxLength}
            readOnly={f.readOnly}
            aria-readonly={f.readOnly || undefined}
            value={f.readOnly ? (f.value ?? '') : (values[f.name] ?? '')}
            onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
          />
        </label>
      ))}
      <p css={alert} role={errorKey ? 'alert' : undefined}>
        {errorKey && <FormattedMessage id={errorKey} />}
      </p>
      <button type="submit" css={buttonStyle('primary')} disabled={save.isPending} aria-busy={save.isPending || undefined}>
        <FormattedMessage id="member.profile_save" />
      </button>
      {saved && (
        <p css={success} role="status">
          <FormattedMessage id="member.profile_saved" />
        </p>
      )}
    </form>
  );
}

export function ProfilePage() {
  const profile = useQuery({ queryKey: memberKeys.profile, queryFn: ({ signal }) => fetchProfile(signal) });
  return (
    <MemberPageBody titleKey="member.menu_profile" id="profile-title">
      <QueryView query={profile}>
        {(p) => (
          <section css={card} aria-labelledby="profile-account">
            <h2 id="profile-account" css={h2}>
              <bdi>{p.account}</bdi>
            </h2>
            <p css={muted}>
              <FormattedMessage id="header.vip" values={{ level: p.vipLevel }} /> · {p.currency}
              {p.phoneMasked && <> · <bdi dir="ltr">{p.phoneMasked}</bdi></>}
              {p.emailMasked && <> · <bdi dir="ltr">{p.emailMasked}</bdi></>}
            </p>
            <Avatar profile={p} />
            <ProfileForm profile={p} />
          </section>
        )}
      </QueryView>
    </MemberPageBody>
  );
}
