/**
 * The email render worker's entry: a pool of its own (render-pool.ts starts it with the first
 * email), since mjml and its dependencies take about a second to load and a service that renders
 * only landing pages should never wait for them.
 */
import { runEmailJob, type EmailJob, type EmailOutcome } from './email-job.ts';

/** An email render. */
export default function email(job: EmailJob): Promise<EmailOutcome> {
  return runEmailJob(job);
}
