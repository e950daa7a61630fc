/** Runs one named step of a build and prints how long it took. */
export async function timeStep<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`  ✓ ${name.padEnd(10)} ${Math.round(performance.now() - started)} ms`);
  return result;
}
