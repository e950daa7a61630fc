/**
 * The name of the performance mark a page sets when, hydrated and idle, it starts loading the code a
 * first tap needs (src/ui/idle/preload-when-idle.ts): what loads after it is not the page's first load. The
 * tests and the benchmark read it.
 */
export const IDLE_PRELOAD_MARK = 'preload-when-idle';
