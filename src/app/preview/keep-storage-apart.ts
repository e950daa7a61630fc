/**
 * Gives the preview page a storage of its own, in memory, in place of the origin's: the theme the editor
 * chooses is stored as the site's switch stores it, and a consent given on the site shows there as for a
 * new visitor, without the preview changing what the person's own visits to the site remember.
 */
export function keepStorageApart(): void {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  Object.defineProperty(window, 'localStorage', { configurable: true, value: storage });
}
