import { expect, test } from '@playwright/test';
import type { CaseStudyBodyBlock } from '#generated/site-types';
import { collectConsoleProblems } from './support/console-errors';
import { gotoHydrated } from './support/goto-hydrated';
import { site } from './support/read-site';

/** The spec's facts for each study (section 2's subjects and durations, section 9's figures), written out so the page is checked against the spec, not against site.yaml. */
const spec: Record<string, { subject: RegExp; duration: string; figures: string[]; next: string }> = {
  cognatrix: {
    subject: /agentic AI sales, marketing and support agents/i,
    duration: '3 months',
    figures: ['40%', '60%', '3x'],
    next: 'inflify',
  },
  inflify: {
    subject: /XDR and SIEM cybersecurity/i,
    duration: '2 months',
    figures: ['50+ Detection Rules', 'Zero Incidents', 'first 3 months'],
    next: 'quickmind',
  },
  rotana: {
    subject: /restaurant POS and online ordering/i,
    duration: '3 months',
    figures: ['25%', '30%', '45%'],
    next: 'digitalpersonas',
  },
  digitalpersonas: {
    subject: /analytics/i,
    duration: '2 months',
    figures: ['60%', '35%', '12+ Channels'],
    next: 'yash',
  },
  yash: {
    subject: /SAP staffing/i,
    duration: 'Ongoing, with ramp-up in 2 weeks',
    figures: ['10 Consultants in Under 2 Weeks', '0% Overrun', '70% Faster'],
    next: 'targetengineering',
  },
  targetengineering: {
    subject: /HRMS attendance across 12 rigs/i,
    duration: '6 months',
    figures: ['95%', '70%', '12 Rigs'],
    next: 'inflify',
  },
  quickmind: {
    subject: /knowledge management/i,
    duration: '4 months',
    figures: ['75%', '40%', '300%'],
    next: 'targetengineering',
  },
};

const studyRoutes = site.routes.filter((route) => route.path.startsWith('/case-study/'));
const bodyOf = (path: string) =>
  site.routes
    .find((route) => route.path === path)!
    .blocks.find((block) => block.type === 'case-study-body') as CaseStudyBodyBlock;
const legalPaths = ['/about', '/privacy', '/terms', '/cookies'];

test('the 7 case studies exist, one per study the spec names', () => {
  expect(studyRoutes.map((route) => route.path).sort()).toEqual(
    Object.keys(spec)
      .map((id) => `/case-study/${id}`)
      .sort(),
  );
});

for (const [id, facts] of Object.entries(spec)) {
  test(`/case-study/${id}: one h1, logo, the spec's duration and figures, live project in a new tab, Next Project leads to ${facts.next}`, async ({
    page,
    context,
  }) => {
    const problems = collectConsoleProblems(page);
    const study = bodyOf(`/case-study/${id}`).study;
    const response = await gotoHydrated(page, `/case-study/${id}`);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(study.title);
    await expect(main).toContainText(facts.subject);

    const logo = main.getByRole('img', { name: study.logo.alt });
    await expect(logo).toHaveAttribute('src', `/images/case-studies/${id}.svg`);
    await expect(logo).toHaveAttribute('width', String(study.logo.width));
    await expect(logo).toHaveAttribute('height', String(study.logo.height));
    expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    const glance = page.getByRole('region', { name: 'Project at a Glance' });
    for (const heading of ['Technology Stack', 'Project Duration', 'Services Provided', 'Live Project'])
      await expect(glance.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    await expect(glance).toContainText(facts.duration);
    const results = page.getByRole('region', { name: 'Key Results' });
    for (const figure of facts.figures) await expect(results).toContainText(figure);
    await expect(main.getByRole('heading', { level: 2, name: 'The Challenge' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Our Solution' })).toBeVisible();
    const testimonial = page.getByRole('region', { name: 'What Our Client Says' });
    await expect(testimonial).toContainText(study.testimonial.author);
    await expect(testimonial).toContainText(study.testimonial.quote);
    await expect(
      page
        .getByRole('region', { name: 'Have a similar project in mind?' })
        .getByRole('link', { name: study.cta?.label ?? 'Discuss Your Project' }),
    ).toHaveAttribute('href', '/contact');

    // The live project opens in a new tab; its host is unreachable here, so a stub answers.
    await context.route(`${study.website}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Live project</title>' }),
    );
    const live = glance.getByRole('link', { name: new RegExp(`^${study.websiteName.replace(/\./g, '\\.')}`) });
    await expect(live).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([context.waitForEvent('page'), live.click()]);
    await expect(popup).toHaveURL(new RegExp(`^${study.website.replace(/\./g, '\\.')}`));
    await popup.close();

    const next = site.routes.find((route) => route.path === `/case-study/${facts.next}`)!;
    await page.getByRole('navigation', { name: 'Next Project' }).getByRole('link').click();
    await expect(page).toHaveURL(`/case-study/${facts.next}`);
    await expect(page).toHaveTitle(next.title);
    await expect(page.locator('h1')).toHaveText(bodyOf(next.path).study.title);
    expect(problems).toEqual([]);
  });
}

test('the legal and company pages: one h1, their own title and text, and working links', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const expected: Record<string, string[]> = {
    // The offices by country: the spec gives no street address, so none is made up.
    '/about': [
      'Who we are',
      'What we do',
      '50+ Businesses Empowered',
      'Our Offices',
      'Our team in the United Arab Emirates',
    ],
    '/privacy': ['What we collect', 'Your rights', 'number of employees'],
    '/terms': ['Using this website', 'The IQ test', 'Liability'],
    // Every cookie, storage item and third-party script the site loads.
    '/cookies': [
      'no cookies of its own',
      'theme',
      'third-party-consent',
      'app.cal.com',
      'https://app.cal.com/embed/embed.js',
      'widget.intercom.io',
      'intercom-session-',
      'local storage',
      // When each loads, as the site does it: the scheduler never on a page that does not show it.
      'loads only when you open Schedule a Meeting or the contact page',
      'the meeting scheduler loads only when you open Schedule a Meeting or the contact page',
    ],
  };
  for (const path of legalPaths) {
    const route = site.routes.find((candidate) => candidate.path === path)!;
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(route.title);
    for (const text of expected[path]) await expect(page.getByRole('main')).toContainText(text);
    await expect(page.getByRole('main')).not.toContainText(/scheduler loads? on every page/);
    // Markdown renders as elements: headings below the one h1, lists as lists.
    expect(await page.getByRole('main').locator('h2').count()).toBeGreaterThan(1);
  }
  await page.getByRole('main').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.locator('h1')).toHaveText('Privacy Policy');
  expect(problems).toEqual([]);
});

test('every case study and legal page is complete in its prerendered HTML: title, description, canonical URL, h1 and text', async ({
  request,
}) => {
  for (const route of site.routes.filter(
    (candidate) => candidate.path.startsWith('/case-study/') || legalPaths.includes(candidate.path),
  )) {
    const html = await (await request.get(route.path, { headers: { accept: 'text/html' } })).text();
    const escape = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    expect(html, route.path).toContain(`<title>${escape(route.title)}</title>`);
    expect(html, route.path).toContain(`<meta name="description" content="${escape(route.description)}"/>`);
    expect(html, route.path).toContain(`<link rel="canonical" href="${site.settings.baseUrl}${route.path}"/>`);
    expect(html.match(/<h1[\s>]/g), route.path).toHaveLength(1);
    const id = route.path.replace('/case-study/', '');
    // The figures as a reader sees them: a figure drawn large is its own element, its words beside it.
    const text = html.replace(/<[^>]*>/g, '');
    if (spec[id]) for (const figure of spec[id].figures) expect(text, route.path).toContain(escape(figure));
  }
  const cookies = await (await request.get('/cookies')).text();
  expect(cookies).toContain('widget.intercom.io');
  expect(cookies).toContain('app.cal.com');
});

for (const width of [1280, 390]) {
  test(`at ${width} px a case study shows its key results as large figures and its facts as one strip`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const study = bodyOf('/case-study/cognatrix').study;
    await gotoHydrated(page, '/case-study/cognatrix');

    const results = page.getByRole('region', { name: 'Key Results' });
    const bodySize = await results
      .locator('p')
      .first()
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    for (const result of study.results) {
      const heading = results.getByRole('heading', { level: 3, name: `${result.figure} ${result.title}` });
      await expect(heading).toBeVisible();
      const figure = heading.getByText(result.figure!, { exact: true });
      expect(await figure.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(
        bodySize * 2.2,
      );
    }

    // The four facts in one box: side by side on a wide screen, stacked on a phone, never four cards apart.
    const glance = page.getByRole('region', { name: 'Project at a Glance' });
    const facts = glance.getByRole('heading', { level: 3 });
    await expect(facts).toHaveCount(4);
    const layout = await facts.evaluateAll((headings) => {
      const cells = headings.map((heading) => heading.parentElement!);
      const strip = cells[0].parentElement!;
      const box = strip.getBoundingClientRect();
      return {
        oneBox: cells.every((cell) => cell.parentElement === strip),
        bordered: parseFloat(getComputedStyle(strip).borderTopWidth) >= 1,
        tops: cells.map((cell) => Math.round(cell.getBoundingClientRect().top)),
        area: cells.reduce((sum, cell) => sum + cell.offsetWidth * cell.offsetHeight, 0) / (box.width * box.height),
      };
    });
    expect(layout.oneBox && layout.bordered).toBe(true);
    if (width >= 1024) expect(new Set(layout.tops).size, 'one row').toBe(1);
    else expect(new Set(layout.tops).size, 'stacked').toBe(4);
    // The facts fill the strip between them: no gaps as between cards.
    expect(layout.area).toBeGreaterThan(0.97);
  });
}

test('/about is a designed page: what the company does, the numbers, both offices (no made-up addresses), the clients and a call to action', async ({
  page,
}) => {
  // The spec gives no street addresses: none is shown, on /about or in the footer, which says where as the spec does.
  expect(site.settings.offices).toEqual([]);
  await gotoHydrated(page, '/about');
  const main = page.getByRole('main');
  for (const name of ['Who we are', 'What we do'])
    await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'In Numbers' })).toContainText('50+ Businesses Empowered');
  const officesRegion = page.getByRole('region', { name: 'Our Offices' });
  for (const country of ['USA', 'UAE'])
    await expect(officesRegion.getByRole('heading', { level: 3, name: country })).toBeVisible();
  await expect(officesRegion).not.toContainText(/Street|Suite|Building|Office \d/);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(site.settings.locations);
  await expect(footer.locator('address')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Our Clients', exact: true })).toBeVisible();
  const closing = main.locator('[data-band="brand"]');
  await expect(closing.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(closing.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
});
