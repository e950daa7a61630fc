export type NoticeVariant = 'default' | 'success' | 'destructive';

export interface NoticeOptions {
  /** A few words in bold before the message, e.g. "Invalid Email". */
  title?: string;
  /** `destructive` for failures (announced at once); `success` and `default` wait for a pause in speech. */
  variant?: NoticeVariant;
  /** Milliseconds before it hides itself; `null` keeps it until dismissed. */
  autoHideMs?: number | null;
  /** Show it beside the notices on screen instead of replacing them. */
  stack?: boolean;
}

export const DEFAULT_NOTICE_MS = 6000;

let host: Promise<typeof import('./notice-host')> | undefined;

/**
 * Shows a short message at the bottom of the screen (notistack) and announces it to screen readers.
 * One at a time: a new notice replaces the one showing unless `stack` is set. The notice code loads on
 * the first call, so pages that never show one never download it.
 */
export function showNotice(message: string, options: NoticeOptions = {}): Promise<void> {
  host ??= import('./notice-host');
  return host.then((module) => module.enqueueNotice(message, options));
}
