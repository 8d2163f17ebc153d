// Every page of the console as each role sees it: screenshots a person looks at (English in the
// light and the dark theme, Arabic right to left, Vietnamese), saved under
// test-results/screens/backoffice/, and axe over each page in both themes: no serious or
// critical violation of WCAG 2 A and AA. The pages come from the console's own list of
// sections, so a new page is screenshotted and checked without a change here.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { permissionsOf, STAFF_ROLES } from '../../server/shared/staffRoles';
import { sectionsFor } from '../../src/backoffice/sections';
import { newStaff, signIn } from './staff';
import { saveScreen } from '../screens';

const LOOKS = [
  { lang: 'en', theme: 'light', axe: true },
  { lang: 'en', theme: 'dark', axe: true },
  { lang: 'ar', theme: 'dark', axe: false },
  { lang: 'vi', theme: 'light', axe: false },
] as const;

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.slice(0, 300)));
}

async function save(page: Page, testInfo: TestInfo, name: string) {
  await saveScreen(page, testInfo, `backoffice/${name}`, { fullPage: true });
}

/** Shows `path` in the language and theme asked for (the tab's session survives the reload). */
async function show(page: Page, path: string, lang: string, theme: string) {
  await page.evaluate(([l, t]) => {
    localStorage.setItem('lang', l!);
    localStorage.setItem('theme', t!);
  }, [lang, theme]);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.getByTestId('bo-who')).toBeVisible();
  // Loaded: no page still saying it loads.
  await expect(page.locator('main [role="status"]').filter({ hasText: /\S/ })).toHaveCount(0, { timeout: 15_000 });
}

test.describe.configure({ mode: 'parallel' });

for (const role of STAFF_ROLES) {
  test(`every console page of the ${role} role: screenshots in light, dark, Arabic and Vietnamese; no serious axe violation`, async ({ page, request }, testInfo) => {
    test.setTimeout(240_000);
    const sections = sectionsFor(permissionsOf(role));
    expect(sections.length, `${role} has pages`).toBeGreaterThan(0);
    await signIn(page, await newStaff(request, role));
    const found: string[] = [];
    for (const section of sections) {
      const name = section.path.split('/').pop()!;
      for (const look of LOOKS) {
        await show(page, section.path, look.lang, look.theme);
        await save(page, testInfo, `${role}-${name}-${look.lang}-${look.theme}`);
        if (look.axe) found.push(...(await violations(page)).map((line) => `${section.path} ${look.theme}: ${line}`));
      }
    }
    expect(found).toEqual([]);
  });
}

test('the sign-in and its code step in light and dark, English and Arabic; no serious axe violation', async ({ page, request }, testInfo) => {
  const staff = await newStaff(request, 'support');
  const found: string[] = [];
  for (const look of LOOKS) {
    await page.addInitScript(([l, t]) => {
      localStorage.setItem('lang', l!);
      localStorage.setItem('theme', t!);
    }, [look.lang, look.theme]);
    await page.goto('/backoffice');
    await expect(page.locator('html')).toHaveAttribute('data-theme', look.theme);
    await expect(page.getByTestId('bo-password-step')).toBeVisible();
    await save(page, testInfo, `signin-${look.lang}-${look.theme}`);
    if (look.axe) found.push(...(await violations(page)).map((line) => `sign-in ${look.theme}: ${line}`));
  }
  // The enrolment step, as a first sign-in shows it.
  const password = page.getByTestId('bo-password-step');
  await password.locator('input').first().fill(staff.username);
  await password.locator('input[type="password"]').fill(staff.password);
  await password.locator('button[type="submit"]').click();
  await expect(page.getByTestId('bo-enrol-step')).toBeVisible();
  await save(page, testInfo, 'signin-enrol');
  found.push(...(await violations(page)).map((line) => `enrolment: ${line}`));
  expect(found).toEqual([]);
});
