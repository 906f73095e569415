/**
 * Home's sections below the fold (app download, service counters, rebate rates, partner
 * programme): one chunk of their own, fetched once the first screen is idle (home-page.tsx), so
 * neither their code nor the QR code's weighs on the first paint (docs/decisions/059).
 */
import { AppDownloadSection } from './app-download-section';
import { JoinSection } from './join-section';
import { RebateSection } from './rebate-section';
import { ServiceSection } from './service-section';

export default function HomeLowerSections() {
  return (
    <>
      <AppDownloadSection />
      <ServiceSection />
      <RebateSection />
      <JoinSection />
    </>
  );
}
