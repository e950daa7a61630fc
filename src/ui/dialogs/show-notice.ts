export type NoticeVariant = 'default' | 'success' | 'destructive';

export interface NoticeOptions {
  /** A bold first line above the message, e.g. `Something went wrong`. */
  title?: string;
  /** `destructive` for failures (announced at once); `success` and `default` wait for a pause in speech. */
  variant?: NoticeVariant;
  /** Milliseconds before it hides itself; `null` keeps it until dismissed. */
  autoHideMs?: number | null;
}

/** About 5 s, long enough to read two short lines (see DESIGN.md's decision on notices). */
export const DEFAULT_NOTICE_MS = 5000;

let host: Promise<typeof import('./notice-host')> | undefined;

/**
 * Shows a short message at the bottom of the screen, or below the header when the control in use is low
 * on the screen (notistack), and announces it to screen readers. One at a time: a new notice replaces the
 * one showing. The notice code loads on the first call, so pages that never show one never download it.
 */
export function showNotice(message: string, options: NoticeOptions = {}): Promise<void> {
  host ??= import('./notice-host');
  return host.then((module) => module.enqueueNotice(message, options));
}

/** Closes the notice on screen; nothing to do when none was ever shown. */
export function closeNotices(): void {
  void host?.then((module) => module.closeNotices());
}
