// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { toBookingPageUrl, toCalendarScriptUrl } from '#site/third-party/third-party-hosts';
import { embedCalendar } from './calendar-embed';

type Queue = ((...args: unknown[]) => void) & { q: unknown[][] };
const cal = () => (window as unknown as { Cal: Queue & { ns: Record<string, Queue> } }).Cal;
const embedScripts = () =>
  [...document.querySelectorAll('script')].filter((script) => script.src === 'https://app.cal.com/embed/embed.js');
const settings = { calLink: 'company/30min', origin: 'https://app.cal.com', layout: 'month_view' } as const;

afterEach(() => {
  vi.useRealTimers();
  for (const script of embedScripts()) script.dispatchEvent(new Event('error'));
});

/** The callback the embed registered for an event, as embed.js would call it. */
const listener = (namespace: string, action: string) =>
  (
    cal().ns[namespace].q.find((call) => call[0] === 'on' && (call[1] as { action: string }).action === action)![1] as {
      callback: () => void;
    }
  ).callback;

it("queues Cal.com's instructions: the 30-minute event inline in month_view, in the element given; embed.js injected once", () => {
  const element = document.createElement('div');
  const handlers = { onReady: vi.fn(), onFail: vi.fn() };
  embedCalendar(element, settings, handlers);
  embedCalendar(document.createElement('div'), settings, handlers);
  const namespaces = Object.keys(cal().ns);
  expect(namespaces).toHaveLength(2);
  expect(new Set(namespaces).size).toBe(2);
  expect(cal().q).toEqual(namespaces.map((namespace) => ['initNamespace', namespace]));
  const [first] = namespaces;
  const calls = cal().ns[first].q;
  expect(calls[0]).toEqual(['init', first, { origin: 'https://app.cal.com' }]);
  expect(calls.find((call) => call[0] === 'inline')).toEqual([
    'inline',
    { elementOrSelector: element, calLink: 'company/30min', config: { layout: 'month_view' } },
  ]);
  expect(calls.find((call) => call[0] === 'ui')).toEqual(['ui', { hideEventTypeDetails: false, layout: 'month_view' }]);
  expect(embedScripts()).toHaveLength(1);

  listener(first, 'linkReady')();
  expect(handlers.onReady).toHaveBeenCalledTimes(1);
  expect(handlers.onFail).not.toHaveBeenCalled();
});

it('fails when embed.js cannot load, and a later embed tries again', async () => {
  const onFail = vi.fn();
  embedCalendar(document.createElement('div'), settings, { onReady: vi.fn(), onFail });
  embedScripts()[0].dispatchEvent(new Event('error'));
  await vi.waitFor(() => expect(onFail).toHaveBeenCalledTimes(1));
  expect(embedScripts()).toHaveLength(0);
  embedCalendar(document.createElement('div'), settings, { onReady: vi.fn(), onFail: vi.fn() });
  expect(embedScripts()).toHaveLength(1);
});

it('fails when the booking page says it failed, or when nothing is ready in time', () => {
  vi.useFakeTimers();
  const failed = vi.fn();
  embedCalendar(document.createElement('div'), settings, { onReady: vi.fn(), onFail: failed });
  listener(Object.keys(cal().ns).at(-1)!, 'linkFailed')();
  expect(failed).toHaveBeenCalledTimes(1);

  const timedOut = vi.fn();
  const ready = vi.fn();
  embedCalendar(document.createElement('div'), settings, { onReady: ready, onFail: timedOut }, 10_000);
  vi.advanceTimersByTime(9_999);
  expect(timedOut).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(timedOut).toHaveBeenCalledTimes(1);
  listener(Object.keys(cal().ns).at(-1)!, 'linkReady')();
  expect(ready).not.toHaveBeenCalled();
});

it('names the script and the booking page from the origin', () => {
  expect(toCalendarScriptUrl('https://app.cal.com')).toBe('https://app.cal.com/embed/embed.js');
  expect(toBookingPageUrl(settings)).toBe('https://app.cal.com/company/30min');
});
