import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { computeIqScore } from '#blocks/iq-test/compute-iq-score';
import type { IqTestBlock } from '#generated/site-types';
import { MODULE_SIZES_FILE, type ModuleSizes } from '#scripts/vite/vite-plugin-module-sizes';
import { gotoHydrated } from './support/goto-hydrated';
import { site } from './support/read-site';
import { IDLE_PRELOAD_MARK } from '#site/shell/idle-preload-mark';

const home = site.routes.find((route) => route.path === '/')!;
const block = home.blocks.find((candidate): candidate is IqTestBlock => candidate.type === 'iq-test')!;
const modules = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'dist', MODULE_SIZES_FILE), 'utf8'),
) as ModuleSizes;
const QUIZ_MODULE = 'blocks/iq-test/iq-quiz.tsx';

const card = (page: Page) => page.getByRole('main').locator(`#${block.id}`);
const notices = (page: Page) => page.locator('[data-notice]');
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The rows the e2e server stored for this email (its LEADS_DB, see playwright.config.ts). */
function storedPlayers(email: string): unknown[] {
  const db = new Database(process.env.E2E_LEADS_DB!, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("select fields from leads where kind = 'player'").all() as { fields: string }[];
    return rows.map((row) => JSON.parse(row.fields) as { email: string }).filter((fields) => fields.email === email);
  } finally {
    db.close();
  }
}

/** Installs a clock, opens the home page, and stops time: from here it moves only when the test says so. */
async function openWithClock(page: Page) {
  const start = new Date('2026-03-02T09:00:00Z').getTime();
  await page.clock.install({ time: start });
  await gotoHydrated(page, '/');
  await page.clock.pauseAt(start + 60_000);
}

async function register(page: Page, values: { firstName: string; lastName: string; email: string }) {
  const form = card(page);
  await form.getByLabel(block.registration.firstName).fill(values.firstName);
  await form.getByLabel(block.registration.lastName).fill(values.lastName);
  await form.getByLabel(block.registration.email).fill(values.email);
  await form.getByRole('button', { name: block.registration.submitLabel }).click();
}

/** The bank entry of the question on screen. */
async function currentQuestion(page: Page) {
  const text = await card(page).getByRole('heading', { level: 3 }).textContent();
  const question = block.questions.find((candidate) => candidate.question === text);
  expect(question, `"${text}" is a question of the bank`).toBeDefined();
  return question!;
}

/**
 * A refused registration: the spec's notice (title and text) in the form, beside the fields and over none
 * of its controls, the fields it is about marked invalid and described by it, and no toast.
 */
async function expectRefusal(page: Page, notice: { title: string; text: string }, marked: string[]) {
  const alert = card(page).getByRole('alert');
  await expect(alert).toHaveText(`${notice.title}${notice.text}`);
  for (const label of [block.registration.firstName, block.registration.lastName, block.registration.email]) {
    const field = card(page).getByLabel(label);
    if (marked.includes(label)) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(`${notice.title} ${notice.text}`);
    } else await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  }
  await expect(notices(page)).toHaveCount(0);
  const box = (await alert.boundingBox())!;
  const email = (await card(page).getByLabel(block.registration.email).boundingBox())!;
  const submit = (await card(page).getByRole('button', { name: block.registration.submitLabel }).boundingBox())!;
  // Next to the form: between the last field and the buttons, within a field's height of both.
  expect(box.y).toBeGreaterThanOrEqual(email.y + email.height);
  expect(box.y - (email.y + email.height)).toBeLessThanOrEqual(48);
  expect(submit.y).toBeGreaterThanOrEqual(box.y + box.height);
  expect(submit.y - (box.y + box.height)).toBeLessThanOrEqual(48);
}

async function expectOneNotice(page: Page, title: string, text: string) {
  // The notice comes when the save answers, in real time; the one it replaces leaves on a timer of the paused
  // clock, so time moves on only once the new one is there (before, on a busy machine, both were seen).
  await expect(notices(page).filter({ hasText: title })).toHaveCount(1);
  await page.clock.runFor(1000);
  await expect(notices(page)).toHaveCount(1);
  await expect(notices(page)).toContainText(title);
  await expect(notices(page)).toContainText(text);
}

/** The finished test: the score, the sentence of its level, the raw score, and the way to book a meeting; no empty card. */
async function expectResult(page: Page, score: number) {
  const level = [...block.result.levels].sort((a, b) => b.from - a.from).find((candidate) => candidate.from <= score)!;
  await expect(card(page).getByText(level.text, { exact: true })).toBeVisible();
  await expect(card(page)).toContainText(/Raw Score: \d+\/\d+/);
  await expect(card(page).getByText(block.result.booking!.text, { exact: true })).toBeVisible();
  const book = card(page).getByRole('button', { name: block.result.booking!.cta.label });
  await expect(book).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(emptyUnderContent(page)).resolves.toBeLessThanOrEqual(120);
  // The dialog's code loads and it opens in real time, as the page's other Book a Meeting buttons do.
  await page.clock.resume();
  await book.click();
  await expect(page.getByRole('dialog', { name: 'Schedule a Meeting' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** How much of the card, in px, is left empty below its last element. */
async function emptyUnderContent(page: Page): Promise<number> {
  return card(page)
    .locator('> div')
    .evaluate((panel) => {
      const last = [...panel.querySelectorAll('*')].reduce(
        (bottom, element) => Math.max(bottom, element.getBoundingClientRect().bottom),
        0,
      );
      const padding = parseFloat(getComputedStyle(panel).paddingBottom);
      return panel.getBoundingClientRect().bottom - padding - last;
    });
}

test.describe('the IQ test on the home page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Ten questions take many steps; on a busy machine they need more than the default 30 s.
  test.describe.configure({ timeout: 120_000 });

  test("the page's first load holds only the invitation; the quiz's code arrives once the page is idle, and Start fetches only what the registration's submit needs", async ({
    page,
  }) => {
    const loaded: { file: string; startedAt: number }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js'))
        loaded.push({ file: pathname.slice(1), startedAt: response.request().timing().startTime });
    });
    await gotoHydrated(page, '/');
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_PRELOAD_MARK);
    await page.waitForLoadState('networkidle');
    const idleLoadingAt = await page.evaluate(
      (mark) => performance.timeOrigin + performance.getEntriesByName(mark)[0].startTime,
      IDLE_PRELOAD_MARK,
    );
    const moduleIds = (files: { file: string }[]) =>
      files.flatMap(({ file }) => (modules[file] ?? []).map((module) => module.id));
    const firstLoad = moduleIds(loaded.filter((entry) => entry.startedAt < idleLoadingAt));
    expect(firstLoad).toContain('blocks/iq-test/iq-test.tsx');
    expect(firstLoad).not.toContain(QUIZ_MODULE);
    expect(firstLoad.filter((id) => id.startsWith('node_modules/yup/'))).toEqual([]);
    expect(moduleIds(loaded)).toContain(QUIZ_MODULE);
    await expect(card(page).getByRole('heading', { level: 2 })).toHaveText(block.title);
    await expect(card(page)).toContainText(block.text);

    const before = loaded.length;
    await card(page).getByRole('button', { name: block.startLabel }).click();
    await expect(card(page).getByRole('heading', { name: block.registration.title })).toBeVisible();
    // The rules and the client its submit needs, loaded as the form shows (see first-tap.spec.ts).
    expect(moduleIds(loaded.slice(before)).filter((id) => !id.startsWith('src/site/leads/'))).toEqual([]);
  });

  test('full run: both checks, a failing save the test survives, 10 questions without repeats, See Results, the score; Try Again resets', async ({
    page,
  }) => {
    let saves = 0;
    await page.route('**/api/players', (route) => {
      saves++;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
    await openWithClock(page);
    await card(page).getByRole('button', { name: block.startLabel }).click();

    await register(page, { firstName: 'Ada', lastName: '  ', email: 'ada@example.com' });
    await expectRefusal(page, block.notices.missingInformation, [block.registration.lastName]);
    await register(page, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example' });
    await expectRefusal(page, block.notices.invalidEmail, [block.registration.email]);
    expect(saves).toBe(0);

    await register(page, { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('ada') });
    await expectOneNotice(page, block.notices.registrationFailed.title, block.notices.registrationFailed.text);
    expect(saves).toBe(1);
    let elapsedMs = 1000;

    const asked: string[] = [];
    let correct = 0;
    let difficultyTotal = 0;
    for (let count = 1; count <= block.quizLength; count++) {
      await expect(card(page)).toContainText(`Question ${count} of ${block.quizLength}`);
      const question = await currentQuestion(page);
      asked.push(question.question);
      await page.clock.runFor(9000);
      elapsedMs += 9000;
      // Right for the first seven, wrong for the last three.
      const right = count <= 7;
      const option = right ? question.correctAnswer : (question.correctAnswer + 1) % 4;
      await card(page).getByRole('listitem').nth(option).getByRole('button').click();
      await expect(card(page).getByRole('status')).toHaveText(
        right
          ? block.quiz.correct
          : block.quiz.incorrect.replace('{answer}', question.options[question.correctAnswer].replace(/[.!?]+$/, '')),
      );
      correct += right ? 1 : 0;
      difficultyTotal += question.difficultyLevel;
      const next = card(page).getByRole('button', {
        name: count === block.quizLength ? block.quiz.resultsLabel : block.quiz.nextLabel,
        exact: true,
      });
      await expect(next).toBeVisible();
      await next.click();
    }
    expect(new Set(asked).size).toBe(block.quizLength);

    await expect(card(page).getByRole('heading', { name: block.result.title })).toBeVisible();
    await expect(card(page)).toContainText(`Raw Score: ${correct}/${block.quizLength}`);
    // 91 s is three whole 30-second periods: a time bonus of 7, not the original's constant 10.
    const expected = computeIqScore({ answered: block.quizLength, correct, difficultyTotal, elapsedMs });
    expect(expected).toBe(computeIqScore({ answered: block.quizLength, correct, difficultyTotal, elapsedMs: 0 }) - 3);
    const shown = Number(await card(page).getByText(/^\d+$/).textContent());
    expect(shown).toBe(expected);
    expect(shown).toBeGreaterThanOrEqual(70);
    expect(shown).toBeLessThanOrEqual(145);
    await expectResult(page, shown);

    await card(page).getByRole('button', { name: block.result.tryAgainLabel }).click();
    await expect(card(page).getByRole('button', { name: block.startLabel })).toBeFocused();
    await card(page).getByRole('button', { name: block.startLabel }).click();
    for (const label of [block.registration.firstName, block.registration.lastName, block.registration.email])
      await expect(card(page).getByLabel(label)).toHaveValue('');
  });

  test('Exit Test mid-way saves the player once (after a failed registration save), and never again once saved', async ({
    page,
  }) => {
    const email = uniqueEmail('grace');
    let failing = true;
    let saves = 0;
    await page.route('**/api/players', (route) => {
      saves++;
      return failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }) : route.continue();
    });
    await openWithClock(page);
    await card(page).getByRole('button', { name: block.startLabel }).click();
    await register(page, { firstName: 'Grace', lastName: 'Hopper', email });
    await expectOneNotice(page, block.notices.registrationFailed.title, block.notices.registrationFailed.text);
    failing = false;

    for (let count = 1; count <= 3; count++) {
      const question = await currentQuestion(page);
      await card(page).getByRole('listitem').nth(question.correctAnswer).getByRole('button').click();
      await card(page).getByRole('button', { name: block.quiz.nextLabel }).click();
    }
    await expect(card(page)).toContainText(`Question 4 of ${block.quizLength}`);
    await card(page).getByRole('button', { name: block.quiz.exitLabel }).click();
    await expect(card(page).getByRole('button', { name: block.startLabel })).toBeVisible();
    await expect.poll(() => storedPlayers(email)).toEqual([{ firstName: 'Grace', lastName: 'Hopper', email }]);
    expect(saves).toBe(2);

    // Back in with the same details: neither registering nor exiting sends them again.
    await card(page).getByRole('button', { name: block.startLabel }).click();
    await expect(card(page).getByLabel(block.registration.email)).toHaveValue(email);
    await card(page).getByRole('button', { name: block.registration.submitLabel }).click();
    await expectOneNotice(page, block.notices.registered.title, block.notices.registered.text);
    await card(page).getByRole('button', { name: block.quiz.exitLabel }).click();
    await expect(card(page).getByRole('button', { name: block.startLabel })).toBeVisible();
    expect(saves).toBe(2);
    expect(storedPlayers(email)).toHaveLength(1);
  });

  test('a saved registration says so, and the test starts at question 1', async ({ page }) => {
    const email = uniqueEmail('alan');
    await openWithClock(page);
    await card(page).getByRole('button', { name: block.startLabel }).click();
    await register(page, { firstName: ' Alan ', lastName: 'Turing', email: ` ${email} ` });
    await expectOneNotice(page, block.notices.registered.title, block.notices.registered.text);
    await expect(card(page)).toContainText(`Question 1 of ${block.quizLength}`);
    expect(storedPlayers(email)).toEqual([{ firstName: 'Alan', lastName: 'Turing', email }]);
  });

  test('keyboard only: start, register, answer 10 questions, see the result and try again', async ({ page }) => {
    await page.route('**/api/players', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"kbd"}' }),
    );
    await gotoHydrated(page, '/');
    const start = card(page).getByRole('button', { name: block.startLabel });
    for (
      let presses = 0;
      presses < 40 && !(await start.evaluate((element) => element === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab');
    await expect(start).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(card(page).getByLabel(block.registration.firstName)).toBeFocused();
    await page.keyboard.type('Katherine');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Johnson');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniqueEmail('katherine'));
    await page.keyboard.press('Enter');

    for (let count = 1; count <= block.quizLength; count++) {
      await expect(card(page).getByRole('heading', { level: 3 })).toBeFocused();
      const question = await currentQuestion(page);
      for (let tab = 0; tab <= question.correctAnswer; tab++) await page.keyboard.press('Tab');
      await expect(
        card(page).getByRole('button', { name: question.options[question.correctAnswer], exact: true }),
      ).toBeFocused();
      await page.keyboard.press(count % 2 === 0 ? 'Space' : 'Enter');
      const next = card(page).getByRole('button', {
        name: count === block.quizLength ? block.quiz.resultsLabel : block.quiz.nextLabel,
        exact: true,
      });
      await expect(next).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(card(page).getByRole('heading', { name: block.result.title })).toBeFocused();
    await expect(card(page)).toContainText(`Raw Score: ${block.quizLength}/${block.quizLength}`);
    await page.keyboard.press('Tab');
    await expect(card(page).getByRole('button', { name: block.result.booking!.cta.label })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card(page).getByRole('button', { name: block.result.tryAgainLabel })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(start).toBeFocused();
  });

  test('the card fits a 380 px column and a phone without scrolling sideways', async ({ page }) => {
    for (const width of [380, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/');
      await card(page).getByRole('button', { name: block.startLabel }).click();
      await expect(card(page).getByLabel(block.registration.email)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });
});

test.describe('the quiz states, as a visitor sees them', () => {
  test('first: at 1280 × 800 a real sample question and its answers, and Start above the fold; no skeleton', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/');
    const sample = block.questions[0];
    const figure = card(page).getByRole('figure');
    await expect(figure).toContainText(block.sampleLabel);
    await expect(figure.getByText(sample.question, { exact: true })).toBeVisible();
    await expect(figure.getByRole('listitem')).toHaveText(sample.options);
    const start = card(page).getByRole('button', { name: block.startLabel });
    const box = (await start.boundingBox())!;
    expect(box.y + box.height, 'Start above the fold').toBeLessThanOrEqual(800);
    // Every box in the card holds words or a control: no grey bars standing in for text.
    const empty = await card(page)
      .locator('span, div')
      .evaluateAll(
        (elements) =>
          elements.filter(
            (element) =>
              element.childElementCount === 0 &&
              !element.textContent?.trim() &&
              element.getBoundingClientRect().height >= 6 &&
              element.getBoundingClientRect().width >= 40,
          ).length,
      );
    expect(empty).toBe(0);
    expect(await emptyUnderContent(page)).toBeLessThanOrEqual(120);
  });

  test('registration and a question leave no more than 120 px of empty card; a wrong answer reads as a sentence', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route('**/api/players', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"states"}' }),
    );
    await gotoHydrated(page, '/');
    await card(page).getByRole('button', { name: block.startLabel }).click();
    await expect(card(page).getByLabel(block.registration.email)).toBeVisible();
    expect(await emptyUnderContent(page)).toBeLessThanOrEqual(120);
    await register(page, { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('ada') });
    const question = await currentQuestion(page);
    expect(await emptyUnderContent(page)).toBeLessThanOrEqual(120);
    await card(page)
      .getByRole('listitem')
      .nth((question.correctAnswer + 1) % 4)
      .getByRole('button')
      .click();
    // One full stop at the end, a capital only where a sentence starts.
    await expect(card(page).getByRole('status')).toHaveText(/^[A-Z][^.]*\. [A-Z][^.]*: \S(.*\S)?\.$/);
    const said = (await card(page).getByRole('status').textContent())!;
    expect(said).not.toMatch(/\.\.|\s\./);
    expect(await emptyUnderContent(page)).toBeLessThanOrEqual(120);
  });
});

/** The notice's box, once it has come to rest (its entrance runs in real time, not on the paused clock), and a control's, in the viewport, overlap. */
async function covers(page: Page, control: ReturnType<Page['locator']>) {
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector('[data-notice-at]')?.getAnimations({ subtree: true }).length ?? 0),
    )
    .toBe(0);
  const notice = await notices(page).boundingBox();
  const box = await control.boundingBox();
  if (!notice || !box) return false;
  return (
    notice.x < box.x + box.width &&
    box.x < notice.x + notice.width &&
    notice.y < box.y + box.height &&
    box.y < notice.y + notice.height
  );
}

/** Moves the page's clock on in steps, as time passes for a visitor: notistack starts its timer in an effect. */
async function advance(page: Page, ms: number) {
  for (let passed = 0; passed < ms; passed += 250) await page.clock.runFor(250);
}

test.describe('notices on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.describe.configure({ timeout: 120_000 });

  test('one at a time, closable, gone after about 5 s, never over the focused or next control; none on the results screen', async ({
    page,
  }) => {
    await openWithClock(page);
    await card(page).getByRole('button', { name: block.startLabel }).click();
    await register(page, { firstName: '', lastName: '', email: '' });
    await expectRefusal(page, block.notices.missingInformation, [
      block.registration.firstName,
      block.registration.lastName,
      block.registration.email,
    ]);

    await register(page, { firstName: 'Mary', lastName: 'Somerville', email: uniqueEmail('mary') });
    await expectOneNotice(page, block.notices.registered.title, block.notices.registered.text);
    const focused = card(page).locator(':focus');
    await expect(focused).toHaveCount(1);
    expect(await covers(page, focused)).toBe(false);
    for (const control of await card(page).getByRole('button').all())
      expect(await covers(page, control), (await control.textContent()) ?? '').toBe(false);

    const question = await currentQuestion(page);
    await card(page).getByRole('listitem').nth(question.correctAnswer).getByRole('button').click();
    const next = card(page).getByRole('button', { name: block.quiz.nextLabel, exact: true });
    await expect(next).toBeFocused();
    await expect(notices(page)).toHaveCount(1);
    expect(await covers(page, next)).toBe(false);
    expect(await covers(page, card(page).getByRole('button', { name: block.quiz.exitLabel }))).toBe(false);

    // Shown at about 0.5 s (the save's answer): still there at 4 s, gone by 6.5 s.
    await advance(page, 3000);
    await expect(notices(page)).toHaveCount(1);
    await advance(page, 2500);
    await expect(notices(page)).toHaveCount(0);

    // A second run, fast enough to reach the results while the notice would still show.
    await next.click();
    await card(page).getByRole('button', { name: block.quiz.exitLabel }).click();
    await card(page).getByRole('button', { name: block.startLabel }).click();
    await card(page).getByRole('button', { name: block.registration.submitLabel }).click();
    await expectOneNotice(page, block.notices.registered.title, block.notices.registered.text);
    for (let count = 1; count <= block.quizLength; count++) {
      await card(page).getByRole('listitem').first().getByRole('button').click();
      await card(page)
        .getByRole('button', { name: count === block.quizLength ? block.quiz.resultsLabel : block.quiz.nextLabel })
        .click();
    }
    await expect(card(page).getByRole('heading', { name: block.result.title })).toBeVisible();
    await advance(page, 1000);
    await expect(notices(page)).toHaveCount(0);
    await expect(page.getByText(block.notices.registered.text)).toHaveCount(0);

    // A notice can be closed before its time.
    await card(page).getByRole('button', { name: block.result.tryAgainLabel }).click();
    await card(page).getByRole('button', { name: block.startLabel }).click();
    await register(page, { firstName: 'Mary', lastName: 'Somerville', email: uniqueEmail('mary') });
    await expectOneNotice(page, block.notices.registered.title, block.notices.registered.text);
    await notices(page).getByRole('button', { name: 'Dismiss' }).click();
    await advance(page, 1000);
    await expect(notices(page)).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered card shows the invitation and, for browsers without JavaScript, says the test needs it', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(card(page).getByRole('heading', { level: 2 })).toHaveText(block.title);
    await expect(card(page)).toContainText(block.text);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Chromium with scripts turned off by a test still parses <noscript> as text, so the page's own HTML is read.
    const html = await (await request.get('/')).text();
    expect(html).toMatch(
      new RegExp(`<noscript><p[^>]*>${block.noScript.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</p></noscript>`),
    );
  });
});
