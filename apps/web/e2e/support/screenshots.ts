import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Full-page screenshots at a phone's and a desktop's width: `<dir>/<name>-390.png` and `-1280.png`. */
export async function screenshotAtWidths(page: Page, dir: string, name: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
}
