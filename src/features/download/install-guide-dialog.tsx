/**
 * The install-guide modal of /down (§2.7, §2.1 "iOS/Lite/Android install guides"): an iOS tab
 * (5 steps), a Lite tab (3 steps: the web access kept on the home screen, no download) and an
 * Android tab (3 steps), WAI-ARIA tabs (src/ui/tabs), one slide at a time. Its own chunk, loaded
 * when the player opens it. Opens on the Android tab on Android phones.
 */
import type { Theme } from '@emotion/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../ui/modal/modal';
import { TabList, TabPanel } from '../../ui/tabs/tabs';
import { GuideSlides } from './guide-slides';
import { guidePlatforms, guideSteps, type GuidePlatform } from './guide-steps';

const panel = (theme: Theme) => ({ paddingTop: theme.space.md });

function defaultPlatform(): GuidePlatform {
  return typeof navigator !== 'undefined' && /android/i.test(navigator.userAgent) ? 'android' : 'ios';
}

export default function InstallGuideDialog({ onClose, initialPlatform }: { onClose: () => void; initialPlatform?: GuidePlatform }) {
  const intl = useIntl();
  const [platform, setPlatform] = useState<GuidePlatform>(() => initialPlatform ?? defaultPlatform());
  const base = useId();
  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'download.guide.title' })}
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'download.guide.close' })}
      size="sm"
    >
      <TabList
        label={intl.formatMessage({ id: 'download.guide.platforms' })}
        items={guidePlatforms.map((p) => ({ id: p.platform, label: intl.formatMessage(p.label) }))}
        selectedId={platform}
        onSelect={(id) => setPlatform(id as GuidePlatform)}
        orientation="horizontal"
        idBase={base}
      />
      <TabPanel idBase={base} id={platform} css={panel}>
        <GuideSlides key={platform} steps={guideSteps[platform]} />
      </TabPanel>
    </Modal>
  );
}
