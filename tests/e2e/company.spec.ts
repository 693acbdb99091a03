import { expect, hydrated, test } from './fixtures';

test('about: Mission / Vision / Values tabs follow the keyboard pattern', async ({ page, problems }) => {
  await page.goto('/about');
  await hydrated(page);
  const mission = page.getByRole('tab', { name: 'Mission' });
  await expect(mission).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Our Mission');
  await mission.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Vision' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText('Our Vision');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tabpanel')).toContainText('Trust & Security');
  await page.keyboard.press('ArrowRight');
  await expect(mission).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Values' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Global Excellence');
  expect(problems).toEqual([]);
});

test('careers: search and filters combine; the empty state shows the exact texts', async ({ page, problems }) => {
  await page.goto('/careers');
  await hydrated(page);
  const list = page.locator('#openings li');
  await expect(list).toHaveCount(10);
  await page.getByLabel('Search positions').fill('ENGINEER');
  await expect(list).toHaveCount(5);
  await page.getByLabel('Department').selectOption('Engineering');
  await expect(list).toHaveCount(3);
  await page.getByLabel('Location').selectOption('Remote');
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText('Frontend Engineer (React)');
  await expect(page).toHaveURL(/\?q=ENGINEER&department=Engineering&location=Remote$/);
  await page.getByLabel('Department').selectOption('Sales');
  await expect(page.getByText('No positions found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
  expect(problems).toEqual([]);
});

test('careers: the detail dialog traps focus, closes by Escape, overlay and Close, and returns focus', async ({
  page,
  problems,
}) => {
  await page.goto('/careers');
  await hydrated(page);
  const opener = page.getByRole('link', { name: /Support Team Lead/ });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Support Team Lead' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/contact');
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5); // the overlay
  await expect(dialog).toBeHidden();

  await opener.click();
  await dialog.getByRole('link', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/careers$/);
  expect(problems).toEqual([]);
});

test('supplier program: one FAQ open at a time; pressing the open one closes it', async ({ page, problems }) => {
  await page.goto('/supplier-program');
  await hydrated(page);
  const q1 = page.getByRole('button', { name: 'Does joining cost anything?' });
  const q2 = page.getByRole('button', { name: 'How long does onboarding take?' });
  await expect(q1).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Onboarding and testing are free.')).toBeHidden();
  await q1.click();
  await expect(q1).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Onboarding and testing are free.')).toBeVisible();
  await q2.click();
  await expect(q2).toHaveAttribute('aria-expanded', 'true');
  await expect(q1).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Onboarding and testing are free.')).toBeHidden();
  await q2.click();
  await expect(q2).toHaveAttribute('aria-expanded', 'false');
  expect(problems).toEqual([]);
});

for (const width of [390, 1280]) {
  test(`supplier program: in-page anchors land below the sticky header at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/supplier-program');
    await hydrated(page);
    await page.getByRole('link', { name: 'See Connectivity Options' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const headerBottom = await page.locator('header').evaluate((el) => el.getBoundingClientRect().bottom);
    const targetTop = await page.locator('#connectivity').evaluate((el) => el.getBoundingClientRect().top);
    expect(targetTop).toBeGreaterThanOrEqual(headerBottom);
    expect(Math.round(targetTop)).toBe(120);
  });
}

test('supplier program at 390 px: each onboarding step keeps title and time on one row, its text full width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/supplier-program');
  const steps = await page.locator('#onboarding ol > li').evaluateAll((items) =>
    items.map((li) => {
      const [title, time, text] = ['h3', 'span:nth-of-type(2)', 'p'].map((sel) =>
        li.querySelector(sel)?.getBoundingClientRect(),
      );
      return {
        sameRow: Math.abs((title?.top ?? 0) - (time?.top ?? 99)) < 30,
        textWidth: Math.round(text?.width ?? 0),
        timeLines: Math.round((time?.height ?? 0) / 20),
      };
    }),
  );
  expect(steps).toHaveLength(7);
  for (const step of steps) expect(step).toEqual({ sameRow: true, textWidth: expect.any(Number), timeLines: 1 });
  expect(Math.min(...steps.map((s) => s.textWidth))).toBeGreaterThan(280);
});
