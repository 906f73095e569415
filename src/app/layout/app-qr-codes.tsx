/**
 * The app download QR codes of the right bar (§2.3, §2.7, §9: size 100, error level M), one per
 * app resource (MOBILECONFIG for iOS, Android). Its own chunk: qrcode.react loads only when the
 * player opens the download panel.
 */
import type { Theme } from '@emotion/react';
import { QRCodeSVG } from 'qrcode.react';
import { useIntl } from 'react-intl';
import type { Resource } from '../../../schemas/brand';
import { resourceName } from './social-links';

export const sideBarQrSize = 100;

const list = (theme: Theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm });
const figure = (theme: Theme) => ({ margin: 0, display: 'grid', gap: theme.space.xxs, justifyItems: 'center' });
const caption = (theme: Theme) => ({ fontSize: theme.fontSize.sm, fontWeight: theme.fontWeight.medium });

export function AppQrCodes({ apps }: { apps: Resource[] }) {
  const intl = useIntl();
  return (
    <ul css={list}>
      {apps.map((app) => {
        const name = resourceName(app);
        return (
          <li key={`${app.resourceType}-${app.url}`}>
            <figure css={figure}>
              <QRCodeSVG
                value={app.url}
                size={sideBarQrSize}
                level="M"
                marginSize={2}
                role="img"
                aria-label={intl.formatMessage({ id: 'rightbar.qr_of' }, { app: name })}
                data-testid="app-qr"
              />
              <figcaption css={caption}>
                <bdi>{name}</bdi>
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
