/** A request the editor answers with a 4xx and a sentence, never a stack trace. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
