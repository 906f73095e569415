/**
 * Home (§2.1 "/", §2.3, §9): the banner (its first image is the page's largest paint; the
 * carousel arrives later), the notice marquee, the welcome with the page heading, the casino
 * tab strip, app download, service counters, rebate rates and the partner programme. Every
 * section reserves its space or sits below the fold, so nothing on screen jumps as data lands.
 * The sections after the tab strip mount once the first screen is up (WhenIdle), one task each.
 * The hot games carousel comes with the catalogue issue (its call is not built yet).
 */
import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { WhenIdle } from '../../ui/when-idle';
import { AppDownloadSection } from './app-download-section';
import { BannerHero } from './banner-hero';
import { CasinoTabs } from './casino-tabs';
import { HomeIntro } from './home-intro';
import { JoinSection } from './join-section';
import { NoticeListModal } from './notice-list-modal';
import { NoticeMarquee } from './notice-marquee';
import { RebateSection } from './rebate-section';
import { ServiceSection } from './service-section';

const page = (theme: Theme) => ({ paddingBottom: theme.space.xl });

export function HomePage() {
  const [noticesOpen, setNoticesOpen] = useState(false);
  return (
    <div css={page} data-testid="home-page">
      <BannerHero />
      <NoticeMarquee onOpen={() => setNoticesOpen(true)} />
      <HomeIntro />
      <CasinoTabs />
      <WhenIdle>
        <AppDownloadSection />
      </WhenIdle>
      <WhenIdle>
        <ServiceSection />
      </WhenIdle>
      <WhenIdle>
        <RebateSection />
      </WhenIdle>
      <WhenIdle>
        <JoinSection />
      </WhenIdle>
      <NoticeListModal open={noticesOpen} onClose={() => setNoticesOpen(false)} />
    </div>
  );
}
