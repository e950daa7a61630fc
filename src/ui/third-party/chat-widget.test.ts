// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { CHAT_API_BASES, toChatScriptUrl } from '#site/third-party/third-party-hosts';
import { startChat } from './chat-widget';

type Queued = ((...args: unknown[]) => void) & { q: unknown[][] };
const queue = () => (window as unknown as { Intercom: Queued }).Intercom.q;
const chatScripts = () =>
  [...document.querySelectorAll('script')].filter((script) => script.src.startsWith('https://widget.intercom.io/'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('maps each region to its API base, as Intercom names them', () => {
  expect(CHAT_API_BASES).toEqual({
    us: 'https://api-iam.intercom.io',
    eu: 'https://api-iam.eu.intercom.io',
    ap: 'https://api-iam.au.intercom.io',
  });
  expect(toChatScriptUrl('abc123')).toBe('https://widget.intercom.io/widget/abc123');
});

it.each([
  ['us', 'https://api-iam.intercom.io'],
  ['eu', 'https://api-iam.eu.intercom.io'],
  ['ap', 'https://api-iam.au.intercom.io'],
] as const)(
  'boots the app in region %s with api_base %s, asks for the script once, and shuts down when stopped',
  (region, apiBase) => {
    const stop = startChat({ appId: 'abc123', region });
    expect(queue().at(-1)).toEqual(['boot', { app_id: 'abc123', api_base: apiBase }]);
    expect(chatScripts().map((script) => script.src)).toEqual(['https://widget.intercom.io/widget/abc123']);
    stop();
    expect(queue().at(-1)).toEqual(['shutdown']);
  },
);

it('outside a browser does nothing and logs one warning', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal('window', undefined);
  const stop = startChat({ appId: 'abc123', region: 'us' });
  stop();
  vi.unstubAllGlobals();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0][0])).toMatch(/only in a browser/);
});
