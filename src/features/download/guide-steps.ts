/**
 * The install guides (§2.7, §2.1 "iOS/Lite/Android install guides"): five steps for the iOS
 * profile, three for Lite (the web access without download, §1, put on the home screen from the
 * browser) and three for the Android package. Each step is a caption and an illustration (drawn
 * in React SVG, no image files).
 */
export type GuidePlatform = 'ios' | 'lite' | 'android';

export type GuideScene = 'scan' | 'allow' | 'settings' | 'install' | 'open' | 'unknown-sources' | 'browser' | 'add-home';

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
  lite: [
    { scene: 'browser', text: { id: 'download.guide.lite.1' } },
    { scene: 'add-home', text: { id: 'download.guide.lite.2' } },
    { scene: 'open', text: { id: 'download.guide.lite.3' } },
  ],
  android: [
    { scene: 'scan', text: { id: 'download.guide.android.1' } },
    { scene: 'unknown-sources', text: { id: 'download.guide.android.2' } },
    { scene: 'install', text: { id: 'download.guide.android.3' } },
  ],
};

export const guidePlatforms: readonly { platform: GuidePlatform; label: { id: string } }[] = [
  { platform: 'ios', label: { id: 'download.ios' } },
  { platform: 'lite', label: { id: 'download.lite' } },
  { platform: 'android', label: { id: 'download.android' } },
];
