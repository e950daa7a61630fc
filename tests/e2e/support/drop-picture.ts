import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

/** Opens a case study (`/case-study/…`) from the editor's list; answers its logo's picture field. */
export async function openCaseStudyLogo(page: Page, study: string): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Pages and collections' })
    .getByRole('button', { name: new RegExp(`^${study}\\b`) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: `${study} (from Case studies)` })).toBeVisible();
  return page.locator('.asset').filter({ has: page.locator('[id$="_logo_src"]') });
}

/** Drops a file on `target` as a person drags one from their desktop. */
export async function dropFile(page: Page, target: Locator, name: string, bytes: Buffer, type: string): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name, type }) => {
      const transfer = new DataTransfer();
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([data], name, { type }));
      return transfer;
    },
    { base64: bytes.toString('base64'), name, type },
  );
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

/** A 600 × 300 logo: a dark mark on white, as a designer exports one. */
export const makeLogoPng = () =>
  sharp({ create: { width: 600, height: 300, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><circle cx="150" cy="150" r="100" fill="#1f43b8"/><rect x="300" y="110" width="240" height="80" fill="#1b1f24"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
