import { afterEach, expect, it, vi } from 'vitest';
import { api } from './editor-api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

it("asks for the session again after a lost answer, so the site's server is not taken for npm run edit", async () => {
  vi.useFakeTimers();
  const fetch = vi
    .fn()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(answer(503, { error: 'busy' }))
    .mockResolvedValue(answer(200, { mode: 'server', email: 'maria@example.com', role: 'publisher' }));
  vi.stubGlobal('fetch', fetch);
  const session = api.session();
  await vi.runAllTimersAsync();
  await expect(session).resolves.toEqual({ mode: 'server', email: 'maria@example.com', role: 'publisher' });
  expect(fetch).toHaveBeenCalledTimes(3);
});

it('does not ask again once signed out, and gives up after a few lost answers', async () => {
  vi.useFakeTimers();
  const signedOut = vi.fn().mockResolvedValue(answer(401, {}));
  vi.stubGlobal('fetch', signedOut);
  await expect(api.session()).rejects.toThrow('You are signed out');
  expect(signedOut).toHaveBeenCalledTimes(1);

  const lost = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  vi.stubGlobal('fetch', lost);
  const session = api.session();
  const failed = expect(session).rejects.toThrow('not answering');
  await vi.runAllTimersAsync();
  await failed;
  expect(lost).toHaveBeenCalledTimes(4);
});
