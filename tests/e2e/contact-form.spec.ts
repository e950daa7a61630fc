import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import type { ContactFormBlock } from '#generated/site-types';
import { collectConsoleProblems } from './support/console-errors';
import { gotoHydrated } from './support/goto-hydrated';
import { site } from './support/read-site';
import { stubProviders } from './support/third-party-stubs';

const contact = site.routes.find((route) => route.path === '/contact')!;
const form = contact.blocks.find((block) => block.type === 'contact-form') as ContactFormBlock;
const meeting = contact.blocks.find((block) => block.type === 'meeting-scheduler')!;

/** A company address no other test uses, so its rows in the store are this test's alone. */
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@analytical.example`;

/** The contact leads stored with this email, read from the e2e server's store (see playwright.config.ts). */
function readLeads(email: string): Record<string, unknown>[] {
  const db = new Database(process.env.E2E_LEADS_DB!, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("select fields from leads where kind = 'contact'").all() as { fields: string }[];
    return rows
      .map((row) => JSON.parse(row.fields) as Record<string, unknown>)
      .filter((fields) => fields.email === email);
  } finally {
    db.close();
  }
}

const field = (page: Page, label: string) =>
  page.getByRole(label === form.labels.employees ? 'spinbutton' : 'textbox', { name: label, exact: true });
const countryButton = (page: Page) => page.getByRole('button', { name: new RegExp(`^${form.labels.countryCode}`) });
const submit = (page: Page) => page.getByRole('button', { name: form.submitLabel });

async function fillValid(page: Page, email: string) {
  await field(page, form.labels.firstName).fill('Ada');
  await field(page, form.labels.lastName).fill('Lovelace');
  await field(page, form.labels.email).fill(email);
  await field(page, form.labels.phone).fill('+20 7946 0958');
  await field(page, form.labels.company).fill('Analytical Engines');
  await field(page, form.labels.employees).fill('12');
  await field(page, form.labels.message).fill('We would like an AI agent for support.');
}

// Each test fills the whole form in a real browser on a shared, busy machine.
test.describe.configure({ timeout: 60_000 });

test.describe('the contact form', () => {
  test('shows each field its message for bad input, and refuses a free-mail address', async ({ page }) => {
    const problems = collectConsoleProblems(page);
    await gotoHydrated(page, '/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Contact Us' })).toBeVisible();

    await submit(page).click();
    for (const message of [
      'First name must be at least 2 characters.',
      'Last name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Please enter a valid phone number.',
      'Company name must be at least 2 characters.',
      'Must be a number.',
      'Message must be at least 10 characters.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(field(page, form.labels.firstName)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, form.labels.firstName)).toHaveAccessibleDescription(
      'First name must be at least 2 characters.',
    );

    await field(page, form.labels.firstName).fill('A');
    await field(page, form.labels.email).fill('ada@example');
    await field(page, form.labels.phone).fill('1234');
    await field(page, form.labels.employees).fill('0');
    await field(page, form.labels.message).fill('Too short');
    await field(page, form.labels.company).click();
    await expect(page.getByText('First name must be at least 2 characters.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
    await expect(page.getByText('Number of employees must be at least 1.')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters.')).toBeVisible();

    for (const address of ['someone@gmail.com', 'Someone@Yahoo.COM', 'ceo@ProtonMail.com']) {
      await field(page, form.labels.email).fill(address);
      await expect(page.getByText('Please use a valid company email address.')).toBeVisible();
    }
    await field(page, form.labels.email).fill(uniqueEmail('fine'));
    await expect(page.getByText('Please use a valid company email address.')).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('the country code popover searches and chooses by keyboard and by mouse', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const button = countryButton(page);
    await expect(button).toHaveText('+1');
    await expect(button).toHaveAccessibleName('Country Code: +1 United States/Canada');

    // Keyboard: open from the button, type to search, arrow to the entry, Enter chooses and closes.
    await button.focus();
    await page.keyboard.press('Enter');
    const search = page.getByRole('combobox', { name: form.countrySearch.placeholder });
    await expect(search).toBeFocused();
    await expect(search).toHaveAttribute('placeholder', 'Search country code...');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option')).toHaveCount(40);
    expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('200px');
    await page.keyboard.type('kingdom');
    await expect(list.getByRole('option')).toHaveText(['+44United Kingdom']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(search).toBeHidden();
    await expect(button).toHaveText('+44');
    await expect(button).toBeFocused();

    // Escape closes it without a change.
    await page.keyboard.press('ArrowDown');
    await expect(search).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveText('+44');

    // Mouse: nothing found says so; a click on an entry chooses it.
    await button.click();
    await search.fill('zzz');
    await expect(page.getByText('No country code found.')).toBeVisible();
    await search.fill('972');
    await page.getByRole('option', { name: /Israel/ }).click();
    await expect(search).toBeHidden();
    await expect(button).toHaveText('+972');

    // A click outside closes it.
    await button.click();
    await expect(search).toBeVisible();
    await page.getByRole('main').getByRole('heading', { name: 'Contact Us' }).click();
    await expect(search).toBeHidden();
  });

  test('a valid submit shows Processing..., then the Message Received dialog; the form is reset and the lead stored', async ({
    page,
  }) => {
    const email = uniqueEmail('valid');
    await gotoHydrated(page, '/contact');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Held until the button's busy state is seen, then sent on to the real server.
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await fillValid(page, email);
    await countryButton(page).click();
    await page.getByRole('combobox', { name: form.countrySearch.placeholder }).fill('+44');
    await page.getByRole('option', { name: /United Kingdom/ }).click();
    await submit(page).click();
    const busy = page.getByRole('button', { name: 'Processing...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();

    const dialog = page.getByRole('dialog', { name: 'Message Received' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Thank you for your message! Our team will get back to you shortly.');
    // The spec's Close button, a visible one with its text (the × in the corner is named Close too).
    const close = dialog.getByRole('button', { name: form.received.closeLabel, exact: true }).filter({
      hasText: form.received.closeLabel,
    });
    await expect(close).toBeVisible();
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(field(page, form.labels.firstName)).toHaveValue('');
    await expect(field(page, form.labels.message)).toHaveValue('');
    await expect(countryButton(page)).toHaveText('+1');
    await expect(submit(page)).toBeEnabled();

    expect(readLeads(email)).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        phone: '+4420 7946 0958',
        company: 'Analytical Engines',
        employees: 12,
        message: 'We would like an AI agent for support.',
      },
    ]);
  });

  test('what a visitor types before the page hydrates stays in the fields, and is sent', async ({ page }) => {
    const email = uniqueEmail('early');
    // The app's code is held back, so the visitor types into the prerendered form.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact');
    await field(page, form.labels.firstName).fill('Ada');
    await field(page, form.labels.message).fill('Typed before the page came to life.');
    await page.getByRole('combobox', { name: form.labels.countryCode }).selectOption('+44');
    // The visitor is back in the message, the caret after its first word.
    await field(page, form.labels.message).evaluate((element: HTMLTextAreaElement) => {
      element.focus();
      element.setSelectionRange(5, 5);
    });
    release();
    // The picker that replaces the native select shows the form's block has hydrated.
    await expect(countryButton(page)).toHaveText('+44');
    await expect(field(page, form.labels.message)).toBeFocused();
    expect(
      await field(page, form.labels.message).evaluate((element: HTMLTextAreaElement) => [
        element.selectionStart,
        element.selectionEnd,
      ]),
    ).toEqual([5, 5]);
    // Typed after hydration too.
    await field(page, form.labels.lastName).fill('Lovelace');
    await expect(field(page, form.labels.firstName)).toHaveValue('Ada');
    await expect(field(page, form.labels.message)).toHaveValue('Typed before the page came to life.');
    await field(page, form.labels.email).fill(email);
    await field(page, form.labels.phone).fill('+20 7946 0958');
    await field(page, form.labels.company).fill('Analytical Engines');
    await field(page, form.labels.employees).fill('12');
    await submit(page).click();
    await expect(page.getByRole('dialog', { name: 'Message Received' })).toBeVisible();
    expect(readLeads(email)).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        phone: '+4420 7946 0958',
        company: 'Analytical Engines',
        employees: 12,
        message: 'Typed before the page came to life.',
      },
    ]);
  });

  test('a double click sends one lead', async ({ page }) => {
    const email = uniqueEmail('double');
    await gotoHydrated(page, '/contact');
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) keys.push(request.headers()['idempotency-key']);
    });
    await fillValid(page, email);
    await submit(page).dblclick();
    await expect(page.getByRole('dialog', { name: 'Message Received' })).toBeVisible();
    // Whatever reached the server carried one key, and the store holds the lead once.
    expect(new Set(keys).size).toBe(1);
    expect(readLeads(email)).toHaveLength(1);
  });

  test('when the API fails, the notice appears and every value stays; the console names no personal field', async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const email = uniqueEmail('failing');
    await gotoHydrated(page, '/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":{"body":"boom"}}' }),
    );
    await fillValid(page, email);
    await countryButton(page).click();
    await page.getByRole('option', { name: /Germany/ }).click();
    await submit(page).click();

    const notice = page.locator('[data-notice]');
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText('Something went wrong');
    await expect(notice).toContainText('There was an error sending your message. Please try again later.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(field(page, form.labels.firstName)).toHaveValue('Ada');
    await expect(field(page, form.labels.lastName)).toHaveValue('Lovelace');
    await expect(field(page, form.labels.email)).toHaveValue(email);
    await expect(field(page, form.labels.phone)).toHaveValue('+20 7946 0958');
    await expect(field(page, form.labels.company)).toHaveValue('Analytical Engines');
    await expect(field(page, form.labels.employees)).toHaveValue('12');
    await expect(field(page, form.labels.message)).toHaveValue('We would like an AI agent for support.');
    await expect(countryButton(page)).toHaveText('+49');
    await expect(submit(page)).toBeEnabled();

    // A second failure replaces the notice: one at a time.
    await submit(page).click();
    await expect(notice).toHaveCount(1);
    expect(messages.some((text) => text.includes('failed'))).toBe(true);
    for (const personal of ['Ada', 'Lovelace', email, '7946', 'Analytical'])
      expect(messages.join('\n')).not.toContain(personal);
    expect(readLeads(email)).toEqual([]);
  });

  test('works at 375 px: nothing wider than the screen, the popover inside it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/contact');
    await expect(submit(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const first = await field(page, form.labels.firstName).boundingBox();
    const last = await field(page, form.labels.lastName).boundingBox();
    // One column: the last name sits under the first.
    expect(last!.y).toBeGreaterThan(first!.y + first!.height);
    await countryButton(page).click();
    const list = await page.getByRole('listbox').boundingBox();
    expect(list!.x).toBeGreaterThanOrEqual(0);
    expect(list!.x + list!.width).toBeLessThanOrEqual(375);
  });

  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 1280, height: 800 },
  ])
    test(`at ${viewport.width} × ${viewport.height} the form starts in the first screen with the calendar beside it, each label on one line`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // The panel's entrance starts it 24 px lower: measured where it comes to rest, in its own font.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await stubProviders(page);
      await gotoHydrated(page, '/contact');
      await page.evaluate(() => document.fonts.ready);
      const main = page.getByRole('main');
      const formBox = (await main.getByRole('region', { name: form.title, exact: true }).boundingBox())!;
      const meetingBox = (await main.getByRole('region', { name: meeting.title, exact: true }).boundingBox())!;
      const firstName = (await field(page, form.labels.firstName).boundingBox())!;
      expect(firstName.y + firstName.height, 'the first field in the first screen').toBeLessThanOrEqual(
        viewport.height,
      );
      expect(meetingBox.x, 'the calendar to the right of the form').toBeGreaterThanOrEqual(
        formBox.x + formBox.width - 1,
      );
      expect(Math.abs(meetingBox.y - formBox.y), 'the two side by side').toBeLessThan(2);
      // Never narrower than on a 320 px phone, where the calendar has 288 px.
      const calendar = (await page.getByTitle('Booking calendar').boundingBox())!;
      expect(calendar.width).toBeGreaterThanOrEqual(288);
      // A label wrapped onto two lines would put its field lower than the one beside it.
      const code = (await countryButton(page).boundingBox())!;
      const phone = (await field(page, form.labels.phone).boundingBox())!;
      expect(Math.abs(code.y - phone.y), 'the country code and the phone number level').toBeLessThan(1);
    });

  // At 900 px a column beside the form would leave the calendar less than a 320 px phone gives it.
  for (const width of [390, 900])
    test(`at ${width} px the calendar comes after the form`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await stubProviders(page);
      await gotoHydrated(page, '/contact');
      const main = page.getByRole('main');
      const formBox = (await main.getByRole('region', { name: form.title, exact: true }).boundingBox())!;
      const meetingBox = (await main.getByRole('region', { name: meeting.title, exact: true }).boundingBox())!;
      expect(meetingBox.y).toBeGreaterThanOrEqual(formBox.y + formBox.height - 1);
    });

  test('the form panel enters with the 0.6 s animation after 0.2 s, and not at all under reduced motion', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    const panel = page.locator('form[action="/api/contact"]').locator('..');
    expect(
      await panel.evaluate((element) => [
        getComputedStyle(element).animationDuration,
        getComputedStyle(element).animationDelay,
      ]),
    ).toEqual(['0.6s', '0.2s']);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await panel.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  });
});

test.describe('the contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a valid submission is stored and the visitor is told it was received', async ({ page }) => {
    const email = uniqueEmail('nojs');
    await page.goto('/contact');
    const select = page.getByRole('combobox', { name: form.labels.countryCode });
    await expect(select).toHaveValue('+1');
    await fillValid(page, email);
    await select.selectOption('+91');
    await submit(page).click();
    await expect(page).toHaveURL(/\/contact\/received$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message Received');
    await expect(
      page.getByText('Thank you for your message! Our team will get back to you shortly.').first(),
    ).toBeVisible();
    expect(readLeads(email)).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        phone: '+9120 7946 0958',
        company: 'Analytical Engines',
        employees: 12,
        message: 'We would like an AI agent for support.',
      },
    ]);
  });

  test('a form another website posts to it is refused with a page saying why, and nothing is stored', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('cross-site');
    const fields = {
      formPage: '/contact',
      receivedPage: '/contact/received',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      countryCode: '+44',
      phone: '20 7946 0958',
      company: 'Analytical Engines',
      employees: '12',
      message: 'Sent for you by another website.',
    };
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
      .join('');
    // Another site (a stand-in at its own host): a button that posts our form, as a visitor would press it.
    await page.route('http://other-site.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Prizes</title><form method="post" action="${baseURL}/api/contact">${inputs}<button>Claim your prize</button></form></html>`,
      }),
    );
    await page.goto('http://other-site.example/');
    await page.getByRole('button', { name: 'Claim your prize' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    await expect(page.getByRole('alert')).toHaveText(
      'This form was sent from another website, so we did not accept it. If you meant to write to us, fill in the form below and send it from here.',
    );
    // The form is far down the page: the message takes the focus, so the page opens on it.
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page.getByRole('alert')).toBeInViewport();
    await expect(field(page, form.labels.email)).toHaveValue('');
    expect(readLeads(email)).toEqual([]);
  });

  test('-5 employees answers the spec\'s message, as the page\'s form does, not "Must be a number."', async ({
    page,
  }) => {
    const email = uniqueEmail('nojs-minus');
    await page.goto('/contact');
    await fillValid(page, email);
    await field(page, form.labels.employees).fill('-5');
    await submit(page).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(field(page, form.labels.employees)).toHaveAccessibleDescription(
      'Number of employees must be at least 1.',
    );
    await expect(page.getByText('Number of employees must be at least 1.')).toBeVisible();
    await expect(page.getByText('Must be a number.', { exact: true })).toHaveCount(0);
    await expect(field(page, form.labels.employees)).toHaveValue('-5');
    expect(readLeads(email)).toEqual([]);
  });

  test('an invalid submission comes back at /contact with the field messages and the values entered; a reload posts nothing again', async ({
    page,
  }) => {
    const email = `nojs-${Date.now()}@gmail.com`;
    await page.goto('/contact');
    await fillValid(page, email);
    await field(page, form.labels.firstName).fill('A');
    await field(page, form.labels.employees).fill('0');
    await page.getByRole('combobox', { name: form.labels.countryCode }).selectOption('+44');
    await submit(page).click();
    await expect(page).toHaveURL(/\/contact$/);
    const expectAnswer = async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
      await expect(field(page, form.labels.firstName)).toHaveAccessibleDescription(
        'First name must be at least 2 characters.',
      );
      await expect(field(page, form.labels.firstName)).toBeFocused();
      await expect(field(page, form.labels.email)).toHaveAccessibleDescription(
        'Please use a valid company email address.',
      );
      await expect(page.getByText('Number of employees must be at least 1.')).toBeVisible();
      await expect(field(page, form.labels.firstName)).toHaveValue('A');
      await expect(field(page, form.labels.email)).toHaveValue(email);
      await expect(field(page, form.labels.message)).toHaveValue('We would like an AI agent for support.');
      await expect(page.getByRole('combobox', { name: form.labels.countryCode })).toHaveValue('+44');
    };
    await expectAnswer();

    // A reload asks for the page again, and the answer is still there; nothing is posted.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await page.reload();
    await expect(page).toHaveURL(/\/contact$/);
    await expectAnswer();
    expect(requests[0]).toBe('GET /contact');
    expect(requests.filter((request) => !request.startsWith('GET '))).toEqual([]);
    expect(readLeads(email)).toEqual([]);

    // Corrected and sent, the lead is stored once and the form's page is empty again.
    await field(page, form.labels.firstName).fill('Ada');
    await field(page, form.labels.employees).fill('12');
    const companyEmail = uniqueEmail('nojs-fixed');
    await field(page, form.labels.email).fill(companyEmail);
    await submit(page).click();
    await expect(page).toHaveURL(/\/contact\/received$/);
    expect(readLeads(companyEmail)).toHaveLength(1);
    await page.goto('/contact');
    await expect(field(page, form.labels.firstName)).toHaveValue('');
  });
});
