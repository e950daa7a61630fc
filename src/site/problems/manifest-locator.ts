import type { ProblemPages } from './problem';

/** A place in the manifest's text, and the locator the checks place their problems with (made by `src/site/yaml/locate-in-manifest.ts`). */
export interface Position {
  /** The file, where a site is written in several (the manifest and its page files). */
  file?: string;
  line: number;
  col: number;
}

export interface ManifestLocator {
  /** Line and column of the value at `pointer`; of the key `key` inside it when given; else of the nearest existing parent. */
  locate(pointer: string, key?: string): Position;
  /** `routes[3] (/contact) › blocks[2].href`: the structural path a person reads. */
  describe(pointer: string, key?: string): string;
  /** On a page made from a collection's entry (and not inside the entry itself): which entry. */
  pagesOf?(pointer: string): ProblemPages | undefined;
  /** The value at `pointer` as it is written, when it is a plain (unquoted) one on one line: `+354`, not 354. */
  readWritten?(pointer: string): string | undefined;
}
