/** The render worker's entry: piscina loads this file in each worker thread. */
import { runRenderJob, type RenderJob, type RenderOutcome } from './job.ts';

/** A landing page render. */
export default function render(job: RenderJob): RenderOutcome {
  return runRenderJob(job);
}
