/** A staff member's grants as words: "product on aurora, owner on every merchant". */
import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StaffGrant } from '../../../../schemas/console';

export function GrantsText({ grants }: { grants: readonly StaffGrant[] }) {
  return (
    <>
      {grants.map((g, i) => (
        <Fragment key={`${g.role}:${g.merchant ?? '*'}`}>
          {i > 0 ? ', ' : null}
          <FormattedMessage
            id={g.merchant === null ? 'console.staff.grant_every' : 'console.staff.grant_one'}
            values={{ role: <FormattedMessage id={`console.role.${g.role}`} />, merchant: g.merchant }}
          />
        </Fragment>
      ))}
    </>
  );
}
