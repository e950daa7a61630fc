import { expect, test } from '@playwright/test';
import { site } from './support/read-site';

/** Who a page quotes, as a visitor reads it: "Name" and "Role, Company" of every quote's caption. */
interface Quoted {
  name: string;
  role: string;
  company: string;
}

const studies = site.routes.filter((route) => route.path.startsWith('/case-study/'));

test.describe('without JavaScript, as every page reads first', () => {
  test.use({ javaScriptEnabled: false });

  test('the same client is quoted by the same person everywhere: the home testimonials and the case studies agree', async ({
    page,
  }) => {
    await page.goto('/');
    // A quote's caption: the quiz's sample question is a figure with a caption too.
    const home: Quoted[] = await page
      .getByRole('main')
      .locator('figure:has(blockquote) > figcaption')
      .evaluateAll((captions) =>
        captions.map((caption) => {
          const [name, roleAndCompany] = [...caption.querySelectorAll(':scope > span > span')]
            .map((part) => part.textContent?.trim() ?? '')
            .filter(Boolean);
          const comma = roleAndCompany.lastIndexOf(', ');
          return { name, role: roleAndCompany.slice(0, comma), company: roleAndCompany.slice(comma + 2) };
        }),
      );
    expect(home).toHaveLength(5);

    const quotedOnStudies: (Quoted & { page: string })[] = [];
    for (const study of studies) {
      await page.goto(study.path);
      const caption = (await page.getByRole('main').locator('figcaption').first().textContent())!.trim();
      const name = (await page.getByRole('main').locator('figcaption cite').first().textContent())!.trim();
      const rest = caption.slice(name.length).replace(/^,\s*/, '');
      const comma = rest.indexOf(', ');
      quotedOnStudies.push({ page: study.path, name, role: rest.slice(0, comma), company: rest.slice(comma + 2) });
    }

    let shared = 0;
    for (const quote of home) {
      const onStudy = quotedOnStudies.find((study) => study.company === quote.company);
      if (!onStudy) continue;
      shared += 1;
      expect(onStudy, `${quote.company} on ${onStudy.page}`).toMatchObject({ ...quote });
    }
    // Every client the home page quotes has a case study.
    expect(shared).toBe(home.length);
    // And no client has two people speaking for it across the case studies.
    const byCompany = new Map<string, Set<string>>();
    for (const quote of [...home, ...quotedOnStudies])
      byCompany.set(quote.company, (byCompany.get(quote.company) ?? new Set()).add(quote.name));
    for (const [company, names] of byCompany) expect([...names], company).toHaveLength(1);
  });
});

test('the organisation data names a person as the founder, not the company', async ({ page }) => {
  await page.goto('/');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as {
    name: string;
    founder?: { name?: string };
  };
  expect(data.founder?.name).toBeTruthy();
  expect(data.founder!.name).not.toContain(data.name);
});
