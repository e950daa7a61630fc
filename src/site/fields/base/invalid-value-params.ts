/** What a field's kind says about a value it refused: the catalogue's `invalid-value` problem words it. */
export type InvalidValueParams =
  | { rule: 'enum'; value: unknown; allowed: unknown[]; suggestion?: string }
  /** A page address without its leading slash, the usual slip. */
  | { rule: 'path-without-slash'; value: string; description?: string }
  /** A web address written without its https:// (www.example.com). */
  | { rule: 'address-without-scheme'; value: string }
  | { rule: 'pattern' | 'format'; value: unknown; description?: string }
  | { rule: 'empty' }
  | { rule: 'too-short'; length: number; min: number }
  | { rule: 'too-long'; length: number; max: number }
  | { rule: 'too-few-items'; min: number }
  | { rule: 'too-many-items'; count: number; max: number }
  | { rule: 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum'; value: unknown; limit: number }
  | { rule: 'const'; value: unknown; expected: unknown }
  | { rule: 'entry-id' | 'entry-selection'; value: unknown; collection: string }
  /** A Markdown text the Markdown reader refused; `detail` is what it found. */
  | { rule: 'markdown'; detail?: string }
  | { rule: 'duplicate-items' }
  | { rule: 'too-few-fields'; min: number }
  | { rule: 'not-allowed'; value: unknown; description?: string };
