/**
 * Staff accounts (owner): the list within the owner's merchants, a new account (its
 * authenticator secret shown once), and disabling an account (after a confirmation; its
 * sessions end at once). Nobody disables themself.
 */
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { StaffCreated, StaffSessionAnswer, StaffSummary } from '../../../../schemas/console';
import { useDisableStaff, useStaffList } from '../../api/console-queries';
import { dangerButton, heading, mutedText, page, panel, secondaryButton, table } from '../../ui/console-styles';
import { useFocusOnMount } from '../../ui/focus-on-mount';
import { Empty, ErrorLine, Failed, Loading } from '../../ui/states';
import { AuthenticatorHandover } from './authenticator-handover';
import { GrantsText } from './grants-text';
import { StaffCreateForm } from './staff-create-form';

export function StaffPage({ session }: { session: StaffSessionAnswer }) {
  const list = useStaffList();
  const [created, setCreated] = useState<StaffCreated | null>(null);
  return (
    <div css={page}>
      <h1 css={heading}>
        <FormattedMessage id="console.staff.title" />
      </h1>
      {created ? <AuthenticatorHandover created={created} onDone={() => setCreated(null)} /> : null}
      <section css={panel} aria-labelledby="staff-list-title">
        <h2 id="staff-list-title" css={{ marginTop: 0, fontSize: '1.125rem' }}>
          <FormattedMessage id="console.staff.list" />
        </h2>
        {list.isPending ? <Loading /> : null}
        {list.isError ? <Failed error={list.error} onRetry={() => void list.refetch()} /> : null}
        {list.data?.length === 0 ? <Empty id="console.staff.none" /> : null}
        {list.data && list.data.length > 0 ? (
          <div css={{ overflowX: 'auto' }}>
            <table css={table}>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="console.staff.username" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="console.staff.grants" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="console.staff.status" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="console.staff.created_at" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="console.staff.actions" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((s) => (
                  <StaffRow key={s.id} staff={s} self={s.id === session.staff.id} />
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      <StaffCreateForm everyMerchantAllowed={session.staff.merchants === null} onCreated={setCreated} />
    </div>
  );
}

function StaffRow({ staff, self }: { staff: StaffSummary; self: boolean }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <tr>
      <th scope="row">{staff.username}</th>
      <td>
        <GrantsText grants={staff.grants} />
      </td>
      <td>
        <FormattedMessage id={staff.enabled ? 'console.staff.enabled' : 'console.staff.disabled'} />
      </td>
      <td>
        <FormattedDate value={staff.createdAt} dateStyle="medium" timeStyle="short" />
      </td>
      <td>
        {self ? (
          <span css={mutedText}>
            <FormattedMessage id="console.staff.you" />
          </span>
        ) : null}
        {!self && staff.enabled && !confirming ? (
          <button type="button" css={dangerButton} onClick={() => setConfirming(true)}>
            <FormattedMessage id="console.staff.disable" values={{ name: staff.username }} />
          </button>
        ) : null}
        {confirming ? <DisableConfirm staff={staff} onClose={() => setConfirming(false)} /> : null}
      </td>
    </tr>
  );
}

/** "Disable <name>?" with Disable and Cancel; focus moves to Disable when it appears. */
function DisableConfirm({ staff, onClose }: { staff: StaffSummary; onClose: () => void }) {
  const disable = useDisableStaff();
  const confirmButton = useFocusOnMount<HTMLButtonElement>();
  return (
    <div role="group" aria-label={staff.username} css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center' }}>
      <span>
        <FormattedMessage id="console.staff.disable_confirm" values={{ name: staff.username }} />
      </span>
      <button type="button" css={dangerButton} disabled={disable.isPending} ref={confirmButton} onClick={() => disable.mutate(staff.id, { onSuccess: onClose })}>
        <FormattedMessage id="console.staff.disable_yes" />
      </button>
      <button type="button" css={secondaryButton} onClick={onClose}>
        <FormattedMessage id="console.staff.disable_no" />
      </button>
      {disable.isError ? <ErrorLine error={disable.error} /> : null}
    </div>
  );
}
