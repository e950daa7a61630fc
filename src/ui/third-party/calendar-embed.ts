import type { SchedulerSettings } from '#generated/site-types';
import { toCalendarScriptUrl } from '#site/third-party/third-party-hosts';
import { loadScript } from './load-script';

type CalSettings = Pick<SchedulerSettings, 'calLink' | 'origin' | 'layout'>;

type CalCommand = ((...args: unknown[]) => void) & { q: unknown[][] };
type CalGlobal = CalCommand & { loaded?: boolean; ns: Record<string, CalCommand> };

/** A function that queues its calls, as Cal.com's snippet makes them: embed.js replays the queue when it runs. */
function createQueue(): CalCommand {
  const queue: unknown[][] = [];
  return Object.assign((...args: unknown[]) => void queue.push(args), { q: queue });
}

/**
 * The page's `window.Cal`, made as Cal.com's own snippet makes it, minus the snippet's script injection
 * (loadScript does it, so a failure is seen). embed.js keeps this function and takes over its queues,
 * so calls made before and after it runs are the same calls.
 */
function getCal(): CalGlobal {
  const page = window as unknown as { Cal?: CalGlobal };
  if (!page.Cal) {
    const cal: CalGlobal = Object.assign(
      (...args: unknown[]) => {
        const namespace = args[1];
        if (args[0] === 'init' && typeof namespace === 'string') {
          // A namespace has a queue of its own, and the global queue learns of it.
          cal.ns[namespace] = cal.ns[namespace] ?? createQueue();
          cal.ns[namespace].q.push(args);
          cal.q.push(['initNamespace', namespace]);
          return;
        }
        cal.q.push(args);
      },
      { q: [] as unknown[][], ns: {}, loaded: true },
    );
    page.Cal = cal;
  }
  return page.Cal;
}

/** Each embed gets its own namespace, so two on one page (the block and the dialog) never share an iframe. */
let embedCount = 0;

export interface CalendarHandlers {
  onReady: () => void;
  onFail: () => void;
}

/**
 * Shows the Cal.com event inline in `element`, in the given layout, injecting embed.js on first need.
 * Calls `onReady` when the booking page is ready, `onFail` when the script or the page cannot load
 * (blocked, offline, or nothing within `timeoutMs`). Returns what stops listening (the iframe goes
 * with the element).
 */
export function embedCalendar(
  element: HTMLElement,
  { calLink, origin, layout }: CalSettings,
  { onReady, onFail }: CalendarHandlers,
  timeoutMs = 15_000,
): () => void {
  const slug = calLink.split('/').pop()!;
  const namespace = `${slug}-${++embedCount}`;
  let settled = false;
  const settle = (handler: () => void) => () => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    handler();
  };
  const ready = settle(onReady);
  const fail = settle(onFail);
  const timer = setTimeout(fail, timeoutMs);

  const cal = getCal();
  cal('init', namespace, { origin });
  const api = (...args: unknown[]) => cal.ns[namespace](...args);
  api('on', { action: 'linkReady', callback: ready });
  api('on', { action: 'linkFailed', callback: fail });
  api('inline', { elementOrSelector: element, calLink, config: { layout } });
  api('ui', { hideEventTypeDetails: false, layout });
  loadScript(toCalendarScriptUrl(origin), timeoutMs).catch(fail);
  return () => {
    settled = true;
    clearTimeout(timer);
    api('off', { action: 'linkReady', callback: ready });
    api('off', { action: 'linkFailed', callback: fail });
  };
}
