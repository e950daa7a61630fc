/** `/a/b/?x=1#c` → `/a/b`: the route a URL or an internal link selects (query and hash never do). */
export function normalizePath(url: string): string {
  let path = url.replace(/[?#].*$/, '');
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/';
  return path || '/';
}
