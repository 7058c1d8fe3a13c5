/**
 * The email render worker's entry: a pool of its own (render-pool.ts starts it with the first
 * email), since mjml and its dependencies take about a second to load and a service that renders
 * only landing pages should never wait for them.
 */
import { emailOutcome, runEmailJob, type EmailJob, type EmailOutcome } from './email-job.ts';
import { metered } from './metered.ts';

/** An email render, metered (the pool cuts it past its CPU budget); its response body's bytes are moved back. */
export default metered(async (job: EmailJob): Promise<EmailOutcome> => emailOutcome(await runEmailJob(job)));
