/** The render worker's entry: piscina loads this file in each worker thread. */
import { runRenderJob } from './job.ts';
import { metered } from './metered.ts';

/** A landing page render, metered (the pool cuts it past its CPU budget). */
export default metered(runRenderJob);
