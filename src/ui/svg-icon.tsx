/**
 * A stroke icon on a 24 × 24 grid, drawn in the current text colour; `path` from ./icon-paths. How it
 * is stroked is the shell stylesheet's `svg.icon` rule (see global-styles), not attributes repeated on
 * every icon of every page.
 */
export function SvgIcon({ path, size = 24, label }: { path: string; size?: number; label?: string }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d={path} />
    </svg>
  );
}
