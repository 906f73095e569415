/**
 * The install guide (§2.7, §2.1 "iOS/Android install guides"): five steps for the iOS profile,
 * three for the Android package. Each step is a caption and an illustration (drawn in React SVG,
 * no image files).
 */
export type GuidePlatform = 'ios' | 'android';

export type GuideScene = 'scan' | 'allow' | 'settings' | 'install' | 'open' | 'unknown-sources';

export interface GuideStep {
  scene: GuideScene;
  text: { id: string };
}

export const guideSteps: Record<GuidePlatform, readonly GuideStep[]> = {
  ios: [
    { scene: 'scan', text: { id: 'download.guide.ios.1' } },
    { scene: 'allow', text: { id: 'download.guide.ios.2' } },
    { scene: 'settings', text: { id: 'download.guide.ios.3' } },
    { scene: 'install', text: { id: 'download.guide.ios.4' } },
    { scene: 'open', text: { id: 'download.guide.ios.5' } },
  ],
  android: [
    { scene: 'scan', text: { id: 'download.guide.android.1' } },
    { scene: 'unknown-sources', text: { id: 'download.guide.android.2' } },
    { scene: 'install', text: { id: 'download.guide.android.3' } },
  ],
};

export const guidePlatforms: readonly { platform: GuidePlatform; label: { id: string } }[] = [
  { platform: 'ios', label: { id: 'download.ios' } },
  { platform: 'android', label: { id: 'download.android' } },
];
