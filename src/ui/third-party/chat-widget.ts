import type { ChatSettings } from '#generated/site-types';
import { CHAT_API_BASES, toChatScriptUrl } from '#site/third-party/third-party-hosts';
import { loadScript } from './load-script';

type Messenger = ((command: string, options?: object) => void) & { q?: unknown[] };

/** The page's `window.Intercom`: Intercom's own once its script has run, until then a queue it replays. */
function getMessenger(): Messenger {
  const page = window as unknown as { Intercom?: Messenger };
  if (typeof page.Intercom !== 'function') {
    const queue: unknown[] = [];
    const queued: Messenger = (...args) => void queue.push(args);
    queued.q = queue;
    page.Intercom = queued;
  }
  return page.Intercom;
}

/**
 * Boots the Messenger for the app and returns what shuts it down (when the app is torn down). The
 * boot is queued at once and the script injected once per page; if the script cannot load, the queue
 * is simply never read: no chat, nothing broken. Outside a browser (prerender, tests in Node) it does
 * nothing but say so.
 */
export function startChat({ appId, region }: ChatSettings): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    console.warn('The chat widget runs only in a browser; it was not started.');
    return () => {};
  }
  getMessenger()('boot', { app_id: appId, api_base: CHAT_API_BASES[region] });
  loadScript(toChatScriptUrl(appId)).catch(() => {});
  return () => getMessenger()('shutdown');
}
