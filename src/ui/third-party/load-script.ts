/** Scripts already asked for, by address: each third-party script is injected once per page. */
const pending = new Map<string, Promise<void>>();

/**
 * Adds `<script async src>` to the page once and resolves when it has run. It rejects when the script
 * fails (blocked, offline) or has not arrived within `timeoutMs` (a host that never answers); the
 * failed element is removed and forgotten, so a later call tries again.
 */
export function loadScript(src: string, timeoutMs = 15_000): Promise<void> {
  const known = pending.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      pending.delete(src);
      reject(new Error(`${src} could not be loaded`));
    };
    const timer = setTimeout(fail, timeoutMs);
    script.async = true;
    script.src = src;
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  pending.set(src, loading);
  return loading;
}
