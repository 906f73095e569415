/**
 * The install-guide modal of /down (§2.7): an iOS tab (5 steps) and an Android tab (3 steps),
 * WAI-ARIA tabs (arrows mirrored right to left, Home, End), one slide at a time. Its own chunk,
 * loaded when the player opens it. Opens on the Android tab on Android phones.
 */
import type { Theme } from '@emotion/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { languages } from '../../../schemas/languages';
import { usePreferences } from '../../brand/brand-context';
import { Modal } from '../../ui/modal/modal';
import { GuideSlides } from './guide-slides';
import { guidePlatforms, guideSteps, type GuidePlatform } from './guide-steps';
import { tabIndexForKey } from './tab-keys';

const tabList = (theme: Theme) => ({
  display: 'flex',
  gap: theme.space.xxs,
  margin: `0 0 ${theme.space.md}`,
  borderBottom: `${theme.layout.hairline} solid ${theme.colors.border}`,
});
const tab = (theme: Theme) => ({
  flex: 1,
  minHeight: theme.space.xxl,
  border: 0,
  borderBottom: `${theme.layout.focusRing} solid transparent`,
  background: 'transparent',
  color: theme.colors.textMuted,
  font: 'inherit',
  fontWeight: theme.fontWeight.medium,
  cursor: 'pointer',
  '&[aria-selected="true"]': { color: theme.colors.primary, borderBottomColor: theme.colors.primary },
});

function defaultPlatform(): GuidePlatform {
  return typeof navigator !== 'undefined' && /android/i.test(navigator.userAgent) ? 'android' : 'ios';
}

export default function InstallGuideDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { language } = usePreferences();
  const rtl = languages[language].dir === 'rtl';
  const [selected, setSelected] = useState(() => guidePlatforms.findIndex((p) => p.platform === defaultPlatform()));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  const current = guidePlatforms[selected] ?? guidePlatforms[0];
  if (!current) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const next = tabIndexForKey(event.key, selected, guidePlatforms.length, rtl);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'download.guide.title' })}
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'download.guide.close' })}
      size="sm"
    >
      <div role="tablist" aria-label={intl.formatMessage({ id: 'download.guide.platforms' })} css={tabList} onKeyDown={onKeyDown}>
        {guidePlatforms.map((p, i) => (
          <button
            key={p.platform}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${p.platform}`}
            aria-selected={i === selected}
            aria-controls={`${base}-panel`}
            tabIndex={i === selected ? 0 : -1}
            css={tab}
            onClick={() => setSelected(i)}
          >
            <FormattedMessage {...p.label} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${current.platform}`}>
        <GuideSlides key={current.platform} steps={guideSteps[current.platform]} />
      </div>
    </Modal>
  );
}
