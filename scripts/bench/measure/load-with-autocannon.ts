import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';

export interface Load {
  result: autocannon.Result;
  /** From the first request sent to the last answer received, in seconds. */
  seconds: number;
}

export interface LoadOptions {
  url: string;
  /** How many requests: a fixed number (not a duration), so every request sent is answered and counted. */
  amount: number;
  connections: number;
  pipelining: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Each request's body, by its index (a POST's distinct bodies). */
  body?: (index: number) => string;
}

let bodyIndex = 0;

/**
 * autocannon on one URL. The run is timed here, to its last answer: autocannon's own finish time waits for its
 * next one-second tick, which would round every rate down to the amount over a whole number of seconds.
 */
export async function loadWithAutocannon({
  url,
  amount,
  connections,
  pipelining,
  method = 'GET',
  headers = {},
  body,
}: LoadOptions): Promise<Load> {
  let lastAnswer = 0;
  const started = performance.now();
  const run = autocannon({
    url,
    method,
    connections,
    pipelining,
    amount,
    headers,
    requests: body ? [{ setupRequest: (request) => ({ ...request, body: body(bodyIndex++) }) }] : undefined,
    // Without a callback autocannon returns its tracker, an event emitter that is also the promise.
  }) as unknown as Promise<autocannon.Result> & EventEmitter;
  run.on('response', () => {
    lastAnswer = performance.now();
  });
  const result = await run;
  return { result, seconds: (lastAnswer - started) / 1000 };
}

/** The 2xx answers a second over the run's exact duration. */
export const readRate = ({ result, seconds }: Load): number => result['2xx'] / seconds;
