/**
 * The member centre (§2.1 /member/:page): the frame with its menu and the page named in the
 * address. Pages this centre does not serve (rewardCenter, unknown names) render not-found.
 */
import type { ReactNode } from 'react';
import type { MemberPage } from '../../app/paths';
import { NotFoundPage } from '../../app/routes/not-found-page';
import { SecurityCenter } from '../security/security-center';
import { AccountRecordPage } from './account-record-page';
import { BettingRecordPage } from './betting-record-page';
import { DepositPage } from './deposit-page';
import { InboxPage } from './inbox-page';
import { MemberFrame } from './member-frame';
import { ProfilePage } from './profile-page';
import { WithdrawPage } from './withdraw-page';

export function MemberCentre({ page, changePasswordPath }: { page: string | undefined; changePasswordPath: string }) {
  const pages: Partial<Record<MemberPage, ReactNode>> = {
    securityCenter: <SecurityCenter changePasswordPath={changePasswordPath} />,
    depositv2: <DepositPage />,
    withdraw: <WithdrawPage />,
    transactionHistory: <AccountRecordPage />,
    personalHistoryCopy: <BettingRecordPage />,
    messageV2: <InboxPage />,
    profile: <ProfilePage />,
  };
  const body = page !== undefined && Object.hasOwn(pages, page) ? pages[page as MemberPage] : undefined;
  if (body === undefined) return <NotFoundPage />;
  return <MemberFrame key={page}>{body}</MemberFrame>;
}
