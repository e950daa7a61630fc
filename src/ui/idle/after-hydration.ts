/** Calls `then` once the app has hydrated the page (it sets `<html data-js>`). */
export function afterHydration(then: () => void): void {
  const root = document.documentElement;
  if (root.hasAttribute('data-js')) return then();
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-js')) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-js'] });
}
