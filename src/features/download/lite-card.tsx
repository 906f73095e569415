/**
 * The Lite option of /down beside iOS and Android (§2.7, §2.1 "iOS/Lite/Android install
 * guides"; docs/decisions/053): the site itself, installed to the home screen. Where the browser
 * offers the install (Chromium's beforeinstallprompt, kept by lite-worker.ts) a button asks
 * for it; the install guide's Lite tab explains the browsers' own menus everywhere.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button';
import { installOffer, onInstallOffer, takeInstallOffer } from './lite-worker';
import { card, cardTitle, muted } from './download-styles';

function installed(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
}

export function LiteCard({ onGuide }: { onGuide: () => void }) {
  const [canInstall, setCanInstall] = useState(() => installOffer() !== null);
  useEffect(() => onInstallOffer(() => setCanInstall(installOffer() !== null)), []);
  const install = () => {
    const offer = takeInstallOffer();
    if (offer) void offer.prompt().catch(() => undefined);
  };
  return (
    <li css={card} data-testid="download-lite">
      <h2 css={cardTitle}>
        <FormattedMessage id="download.lite" />
      </h2>
      <p css={muted}>
        <FormattedMessage id={installed() ? 'download.lite_installed' : 'download.lite_text'} />
      </p>
      {canInstall && (
        <Button onClick={install}>
          <FormattedMessage id="download.lite_install" />
        </Button>
      )}
      <Button tone="quiet" onClick={onGuide} aria-haspopup="dialog">
        <FormattedMessage id="download.lite_guide" />
      </Button>
    </li>
  );
}
