/** Debian's Chromium, driven headless with the flags this machine's closed network needs. */
import { existsSync } from 'node:fs';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function assertChromium(): void {
  if (!existsSync(chromePath)) {
    throw new Error(`${chromePath} not found: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH`);
  }
}
