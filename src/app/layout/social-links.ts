/** The brand's social resources (§3 "Resource"): every resource type that is not an app download. */
import type { Resource, ResourceType } from '../../../schemas/brand';

export const socialTypes: readonly ResourceType[] = ['FACEBOOK', 'YOUTUBE', 'WHATSAPP', 'TIKTOK', 'INSTAGRAM', 'TWITTER', 'TELEGRAM'];
export const appTypes: readonly ResourceType[] = ['MOBILECONFIG', 'Android'];

const names: Record<ResourceType, string> = {
  FACEBOOK: 'Facebook',
  YOUTUBE: 'YouTube',
  WHATSAPP: 'WhatsApp',
  TIKTOK: 'TikTok',
  INSTAGRAM: 'Instagram',
  TWITTER: 'X (Twitter)',
  TELEGRAM: 'Telegram',
  MOBILECONFIG: 'iOS',
  Android: 'Android',
};

/** A resource's name as shown: the brand's English label, else the platform's own name. */
export function resourceName(r: Resource): string {
  return r.labelNameEn?.trim() || names[r.resourceType];
}

export function socialResources(resources: readonly Resource[]): Resource[] {
  return resources.filter((r) => socialTypes.includes(r.resourceType));
}

/** The app downloads the right bar shows as QR codes, iOS first. */
export function appResources(resources: readonly Resource[]): Resource[] {
  return appTypes.flatMap((t) => resources.filter((r) => r.resourceType === t));
}
