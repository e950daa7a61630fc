/** What the server asks its build host for: a build of `manifest` into `outDir` (see build-host.ts). */
export interface BuildRequest {
  manifest: string;
  outDir: string;
}

/** How a build ended: built or not, and whether the host ends now (the next build needs a new one). */
export interface BuildEnd {
  built: boolean;
  retiring: boolean;
}

/** The line that ends a build's output, followed by its BuildEnd as JSON. */
export const BUILD_END_MARK = '\u0000build-end ';
