import { timeStep } from './time-step';

export interface BuildStep<C> {
  name: string;
  /** A step whose parts print their own lines (bundle: generate, client, server…) gets no line of its own. */
  untimed?: true;
  /** Whether this build leaves the step out (a share writes no sitemap: its merge writes the site's one). */
  skip?(context: C): boolean;
  run(context: C): Promise<void>;
}

/** Runs the steps in order (but those the build skips), each printing its name and time as it ends; a failing step stops the build. */
export async function runBuildSteps<C>(steps: Array<BuildStep<C>>, context: C): Promise<void> {
  for (const step of steps) {
    if (step.skip?.(context)) continue;
    if (step.untimed) await step.run(context);
    else await timeStep(step.name, () => step.run(context));
  }
}
