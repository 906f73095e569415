/**
 * Chunk "MemberCenter" (§2.1 /member/:page, docs/decisions/024-member-centre.md): the member
 * centre's frame with its menu and the page named in the address. Pages this centre does not
 * serve (unknown names) render not-found.
 */
import type { ReactNode } from 'react';
import { AreaMessages } from '../../features/agent/area-messages';
import { AccountRecordPage } from '../../features/member/account-record-page';
import { BettingRecordPage } from '../../features/member/betting-record-page';
import { DepositPage } from '../../features/member/deposit-page';
import { InboxPage } from '../../features/member/inbox-page';
import { MemberFrame, MemberPageBody, type MemberMenuLink } from '../../features/member/member-frame';
import { FeedbackPage } from '../../features/promotions/feedback-page';
import { RewardCentrePage } from '../../features/promotions/reward-centre-page';
import { ProfilePage } from '../../features/member/profile-page';
import { SecurityExtras } from '../../features/member/security-extras';
import { WithdrawPage } from '../../features/member/withdraw-page';
import { UplineTransferPage } from '../../features/member/upline-transfer-page';
import { SecurityCenter } from '../../features/security/security-center';
import { memberPagePath, type MemberPage } from '../paths';
import { NotFoundPage } from '../routes/not-found-page';

export { SecurityCenter };

/** The menu, in order, with each page's locale key. */
const menu: readonly { page: MemberPage; key: string }[] = [
  { page: 'depositv2', key: 'member.menu_deposit' },
  { page: 'withdraw', key: 'member.withdraw' },
  { page: 'transactionHistory', key: 'member.transaction_history' },
  { page: 'personalHistoryCopy', key: 'member.betting_history' },
  { page: 'messageV2', key: 'member.menu_messages' },
  { page: 'uplineTransfer', key: 'member.upline_transfer' },
  { page: 'rewardCenter', key: 'promo.reward_centre' },
  { page: 'feedback', key: 'promo.feedback_title' },
  { page: 'profile', key: 'member.menu_profile' },
  { page: 'securityCenter', key: 'member.security_center' },
];
const links: MemberMenuLink[] = menu.map(({ page, key }) => ({ page, key, to: memberPagePath(page) }));

function pageOf(page: MemberPage, changePasswordPath: string): ReactNode {
  switch (page) {
    case 'securityCenter':
      return <SecurityCenter changePasswordPath={changePasswordPath} extra={<SecurityExtras />} />;
    case 'depositv2':
      return <DepositPage />;
    case 'withdraw':
      return <WithdrawPage />;
    case 'transactionHistory':
      return <AccountRecordPage />;
    case 'personalHistoryCopy':
      return <BettingRecordPage />;
    case 'messageV2':
      return <InboxPage />;
    case 'profile':
      return <ProfilePage />;
    case 'uplineTransfer':
      // An agent-programme page: its form's texts and refusals are the agent slice's (agentc.…).
      return (
        <AreaMessages>
          <UplineTransferPage />
        </AreaMessages>
      );
    case 'rewardCenter':
      return (
        <MemberPageBody titleKey="promo.reward_centre" id="reward-centre-title">
          <RewardCentrePage />
        </MemberPageBody>
      );
    case 'feedback':
      return (
        <MemberPageBody titleKey="promo.feedback_title" id="feedback-title">
          <FeedbackPage />
        </MemberPageBody>
      );
    default:
      return null;
  }
}

export function MemberCentre({ page, changePasswordPath }: { page: string | undefined; changePasswordPath: string }) {
  const served = menu.find((m) => m.page === page);
  if (!served) return <NotFoundPage />;
  return <MemberFrame links={links}>{pageOf(served.page, changePasswordPath)}</MemberFrame>;
}
