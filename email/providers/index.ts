/**
 * The email service providers `options.emailServiceProvider` may name, one file each. Adding one
 * is a file with `defineProvider({...})` (its syntax, and its delimiters for the output sink), a
 * line here, a row in the syntax tests and in the breakout tests
 * (server/render/email-breakouts.test.ts), and rows in docs/email-merge-tags.md (tests keep the
 * docs' tables in step with this list).
 */
import { z } from 'zod';
import { activecampaign } from './activecampaign.ts';
import { brevo } from './brevo.ts';
import { campaignMonitor } from './campaign-monitor.ts';
import type { EmailServiceProvider } from './define.ts';
import { handlebars } from './handlebars.ts';
import { hubspot } from './hubspot.ts';
import { klaviyo } from './klaviyo.ts';
import { liquid } from './liquid.ts';
import { mailchimp } from './mailchimp.ts';
import { mailgun } from './mailgun.ts';
import { salesforceMarketingCloud } from './salesforce-marketing-cloud.ts';
import { sendgrid } from './sendgrid.ts';

export type { ConditionSyntax, EmailServiceProvider, RuleSyntax, TagSyntax } from './define.ts';
export { writeMergeTag, tagSyntaxProblem } from './define.ts';

const LIST: readonly EmailServiceProvider[] = [
  mailchimp,
  klaviyo,
  hubspot,
  sendgrid,
  brevo,
  mailgun,
  campaignMonitor,
  activecampaign,
  salesforceMarketingCloud,
  handlebars,
  liquid,
];

function byId(list: readonly EmailServiceProvider[]): ReadonlyMap<string, EmailServiceProvider> {
  const map = new Map<string, EmailServiceProvider>();
  for (const provider of list) {
    if (map.has(provider.id)) throw new Error(`email provider ${provider.id} is defined twice`);
    map.set(provider.id, provider);
  }
  return map;
}

const PROVIDERS = byId(LIST);

/** Every provider, in the order the docs list them. */
export const EMAIL_SERVICE_PROVIDERS: readonly EmailServiceProvider[] = LIST;

/** The allowed values of `options.emailServiceProvider`. */
export const PROVIDER_IDS = LIST.map((p) => p.id) as unknown as readonly [string, ...string[]];

/**
 * The provider used when `emailServiceProvider` is absent: Handlebars, whose tag syntax is the
 * neutral `{{name}}` the template was written in, so tags come out as they went in.
 */
export const DEFAULT_PROVIDER_ID = 'handlebars';

/** The provider with this id, or undefined (the request is then a 422 naming PROVIDER_IDS). */
export function getProvider(id: string): EmailServiceProvider | undefined {
  return PROVIDERS.get(id);
}

/** The provider for an `emailServiceProvider` option that passed `providerIdSchema` (absent: the default). */
export function providerFor(id: string | undefined): EmailServiceProvider {
  const provider = PROVIDERS.get(id ?? DEFAULT_PROVIDER_ID);
  if (provider === undefined)
    throw new TypeError(`unknown email service provider ${JSON.stringify(id)}; validate with providerIdSchema first`);
  return provider;
}

/** The schema of `options.emailServiceProvider`; its error names the allowed values. */
export const providerIdSchema = z
  .enum(PROVIDER_IDS)
  .describe(
    `The email service provider whose merge tag and condition syntax to write when merge tags are not evaluated: one of ${PROVIDER_IDS.join(', ')}. Default ${DEFAULT_PROVIDER_ID}. docs/email-merge-tags.md.`,
  );
