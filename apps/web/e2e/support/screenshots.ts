import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Screenshots are review artefacts for whoever looks at the pages (kept out of git); a run that
 * nobody will look at, such as CI's fresh clone, sets E2E_SCREENSHOTS=0 and saves the time.
 */
export function screenshotsWanted(): boolean {
  return process.env.E2E_SCREENSHOTS !== '0';
}

/** Full-page screenshots at a phone's and a desktop's width: `<dir>/<name>-390.png` and `-1280.png`. */
export async function saveShots(page: Page, dir: string, name: string, widths = [390, 1280]): Promise<void> {
  if (!screenshotsWanted()) return;
  await mkdir(dir, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
}
