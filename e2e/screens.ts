// The pictures a person looks at: every screen the suite saves goes through here. They are read,
// not compared. PNG where someone runs the suite to look at them; under CI, which keeps no
// pictures, JPEG at quality 80: on a full page a third of the bytes and half of the browser's
// time to encode (about 0.3 s of CPU instead of 0.6), paid for a few hundred pictures a run.
import { join } from 'node:path';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export interface ScreenOptions {
  /** The whole page, not only the viewport (a page only). */
  fullPage?: boolean;
}

const FORMAT = process.env.CI
  ? ({ type: 'jpeg', quality: 80, extension: 'jpg', contentType: 'image/jpeg' } as const)
  : ({ type: 'png', extension: 'png', contentType: 'image/png' } as const);

/**
 * Saves `target` (a page or one part of it) as test-results/screens/<name>.png (.jpg under CI) and
 * attaches it to the test's report. Finite animations are brought to their end and endless ones
 * stopped first.
 */
export async function saveScreen(target: Page | Locator, testInfo: TestInfo, name: string, options: ScreenOptions = {}): Promise<Buffer> {
  const { extension, contentType, ...format } = FORMAT;
  const picture = { ...format, path: join(testInfo.project.outputDir, 'screens', `${name}.${extension}`), animations: 'disabled' } as const;
  const body = isPage(target) ? await target.screenshot({ ...picture, fullPage: options.fullPage }) : await target.screenshot(picture);
  await testInfo.attach(name.split('/').pop()!, { body, contentType });
  return body;
}

function isPage(target: Page | Locator): target is Page {
  return 'goto' in target;
}

/** Waits until the page's content has arrived: no spinner or skeleton left (a picture of the page as it rests). */
export async function untilSettled(page: Page) {
  await expect(page.locator('.spinner, [class*="skeleton"]')).toHaveCount(0, { timeout: 10_000 });
}
