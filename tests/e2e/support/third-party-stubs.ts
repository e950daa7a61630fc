import type { Page, Route } from '@playwright/test';

/**
 * Stand-ins for the providers' scripts, which these machines cannot reach. Each does what the real one
 * does with the page's queue (Intercom replays `Intercom.q`; Cal.com's embed.js takes over `Cal.q` and
 * each namespace's queue and puts the booking page in an iframe) and records every call on `window`,
 * so a test reads what the site asked for.
 */
const INTERCOM_STUB = `(() => {
  const record = (window.__intercom = window.__intercom || { loads: 0, calls: [] });
  record.loads += 1;
  const queued = (window.Intercom && window.Intercom.q) || [];
  window.Intercom = (...args) => void record.calls.push(args);
  for (const args of queued) window.Intercom(...args);
})();`;

const CAL_STUB = `(() => {
  const record = (window.__cal = window.__cal || { loads: 0, calls: [] });
  record.loads += 1;
  const listeners = {};
  const origins = {};
  const run = (namespace, [command, ...rest]) => {
    // Cal('init', namespace, { origin }) names its namespace first; every other instruction takes one argument.
    const options = command === 'init' ? rest[1] : rest[0];
    const shown = command === 'inline' ? { ...options, elementOrSelector: options.elementOrSelector instanceof HTMLElement ? 'element' : options.elementOrSelector }
      : command === 'on' || command === 'off' ? { action: options.action } : options;
    record.calls.push({ namespace, command, args: [shown] });
    if (command === 'init') origins[namespace] = options.origin;
    if (command === 'on') (listeners[namespace + options.action] = listeners[namespace + options.action] || []).push(options.callback);
    if (command === 'off') listeners[namespace + options.action] = (listeners[namespace + options.action] || []).filter((callback) => callback !== options.callback);
    if (command === 'inline') {
      const frame = document.createElement('iframe');
      frame.title = 'Booking calendar';
      frame.style.cssText = 'width: 100%; height: 100%; border: 0';
      frame.src = origins[namespace] + '/' + options.calLink + '?embed=' + namespace + '&layout=' + options.config.layout;
      frame.addEventListener('load', () => (listeners[namespace + 'linkReady'] || []).forEach((callback) => callback({ detail: { type: 'linkReady', namespace, data: {} } })));
      options.elementOrSelector.append(frame);
    }
  };
  const takeOver = (namespace, queue) => {
    for (const args of queue.splice(0)) run(namespace, args);
    queue.push = (args) => { run(namespace, args); return 0; };
  };
  const global = window.Cal.q;
  const runGlobal = (args) => (args[0] === 'initNamespace' ? takeOver(args[1], window.Cal.ns[args[1]].q) : run('', args));
  for (const args of global.splice(0)) runGlobal(args);
  global.push = (args) => { runGlobal(args); return 0; };
})();`;

/**
 * `serve` answers with the stand-in, `fail` refuses the connection, `hang` holds embed.js until the test
 * answers it (release or refuse), `silent` serves an embed.js that runs and never shows the calendar.
 */
/** An embed.js that arrives and runs, and never takes the page's queue: the calendar never says it is ready. */
const SILENT_CAL_STUB = `(() => {
  const record = (window.__cal = window.__cal || { loads: 0, calls: [] });
  record.loads += 1;
})();`;

export type StubMode = 'serve' | 'fail' | 'hang' | 'silent';

export interface ProviderRequests {
  chat: string[];
  calendar: string[];
  /** Lets the held embed.js through, and every later one (mode `hang` holds each until then). */
  release: () => void;
  /** Refuses the connection of each embed.js held now; a later one is held again. */
  refuse: () => void;
}

const fulfillScript = (route: Route, body: string) =>
  route.fulfill({ status: 200, contentType: 'text/javascript', body });

/** Routes both providers' hosts to the stubs (or fails or holds them) and records what the page asked them for. */
export async function stubProviders(
  page: Page,
  { calendar = 'serve', chat = 'serve' }: { calendar?: StubMode; chat?: StubMode } = {},
): Promise<ProviderRequests> {
  const held: Array<(outcome: 'serve' | 'refuse') => void> = [];
  let released = false;
  const answerHeld = (outcome: 'serve' | 'refuse') => held.splice(0).forEach((answer) => answer(outcome));
  const requests: ProviderRequests = {
    chat: [],
    calendar: [],
    release: () => {
      released = true;
      answerHeld('serve');
    },
    refuse: () => answerHeld('refuse'),
  };
  await page.route(/^https:\/\/widget\.intercom\.io\//, (route) => {
    requests.chat.push(route.request().url());
    if (chat === 'fail') return route.abort('connectionrefused');
    if (chat === 'hang') return undefined;
    return fulfillScript(route, INTERCOM_STUB);
  });
  await page.route(/^https:\/\/app\.cal\.com\//, async (route) => {
    const url = new URL(route.request().url());
    requests.calendar.push(url.href);
    if (calendar === 'fail') return route.abort('connectionrefused');
    if (url.pathname === '/embed/embed.js') {
      if (calendar === 'silent') return fulfillScript(route, SILENT_CAL_STUB);
      const outcome =
        calendar === 'hang' && !released
          ? await new Promise<'serve' | 'refuse'>((answer) => held.push(answer))
          : 'serve';
      if (outcome === 'refuse') return route.abort('connectionrefused');
      return fulfillScript(route, CAL_STUB);
    }
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Booking</title><p>Pick a day</p>',
    });
  });
  return requests;
}
