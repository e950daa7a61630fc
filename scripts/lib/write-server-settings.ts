import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LeadSettings } from '../../src/generated/site-types';
import { SERVER_SETTINGS_FILE } from '../../src/site/server-settings-file';

/** The validated settings the lead server needs, beside the build it serves (never served itself). */
export async function writeServerSettings(outDir: string, leads: LeadSettings): Promise<void> {
  const file = join(outDir, SERVER_SETTINGS_FILE);
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, `${JSON.stringify({ leads }, null, 2)}\n`);
}
