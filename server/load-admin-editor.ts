import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AdminAccess } from './accounts/routes/register-accounts';

/** How the server mounts the editor: the shape of editor/server/admin/mount-admin-editor.ts's export. */
type MountAdminEditor = (
  app: FastifyInstance,
  guard: Pick<AdminAccess, 'whoIsSignedIn'>,
  options: {
    root: string;
    releasesDir: string;
    distDir: string;
    record: (email: string, action: string, detail: string) => Promise<void>;
  },
) => Promise<{ prepare: () => Promise<unknown> }>;

/**
 * The editor's mount for /admin/, from the project's sources, loaded when the server starts (the editor itself
 * loads at its first use, or as soon as the site has an account). Never bundled into the compiled server, which
 * runs with production dependencies alone: it needs the full install (`npm ci`: its app and every publish are
 * built with Vite, and its sources run through tsx, which `server/launch.js` registers when it is there).
 * Returns the mount, or why there is none, in a sentence for the log.
 */
export async function loadAdminEditor(root: string): Promise<MountAdminEditor | string> {
  const entry = join(root, 'editor', 'server', 'admin', 'mount-admin-editor.ts');
  const needs =
    'The editor at /admin/ needs the full install (npm ci) and the project folder; this install serves the site and the lead API only.';
  if (!existsSync(entry) || !existsSync(join(root, 'node_modules', 'vite'))) return needs;
  try {
    const module = (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as {
      mountAdminEditor: MountAdminEditor;
    };
    return module.mountAdminEditor;
  } catch (error) {
    return `${needs} (${(error as Error).message})`;
  }
}
