/**
 * Hostnames and allowed domains. A public API key lists the domains it may be used from; a
 * hostname matches a domain when it is the domain itself or a subdomain of it.
 *
 * Decided (docs/http-api.md, "Hostnames"):
 * - Only ASCII DNS names and IPv4 addresses. Anything else is refused before any comparison:
 *   a port (`example.com:443`), userinfo (`example.com@evil.com`), a percent-escape, a path,
 *   spaces, an IPv6 literal, or a non-ASCII letter (a look-alike Cyrillic "е" never equals "e";
 *   an internationalized name is written in its `xn--` form). The check runs before lower-casing,
 *   because `toLowerCase` maps some non-ASCII letters (the Kelvin sign) onto ASCII ones.
 * - Upper case is accepted: DNS names are case-insensitive (RFC 4343), so `Example.COM` is
 *   `example.com`.
 * - One trailing dot is accepted: `example.com.` is the absolute form of the same name.
 * - A subdomain matches on a label boundary only: `app.example.com` matches `example.com`,
 *   `evil-example.com` and `example.com.evil.com` do not. An IPv4 address matches only itself.
 */

const ASCII_HOST = /^[A-Za-z0-9.-]+$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** The longest hostname accepted (RFC 1035, plus the optional trailing dot). */
export const MAX_HOSTNAME_LENGTH = 254;

/** The canonical form of `input` (lower case, no trailing dot), or undefined when it is not a hostname. */
export function normalizeHostname(input: string): string | undefined {
  if (input.length === 0 || input.length > MAX_HOSTNAME_LENGTH || !ASCII_HOST.test(input)) return undefined;
  let host = input.toLowerCase();
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host.length === 0 || host.length > 253) return undefined;
  if (IPV4.test(host)) return host;
  const labels = host.split('.');
  // All-numeric names that are not a valid IPv4 address (`1.2.3`, `999.1.1.1`) are refused:
  // resolvers read them as numbers, not names.
  if (labels.every((label) => /^\d+$/.test(label))) return undefined;
  return labels.every((label) => LABEL.test(label)) ? host : undefined;
}

/** True when `host` (already normalized) is `domain` or a subdomain of it. */
export function hostMatchesDomain(host: string, domain: string): boolean {
  if (host === domain) return true;
  if (IPV4.test(domain)) return false;
  return host.endsWith(`.${domain}`);
}

/** True when the raw `hostname` is on the `domains` list (each already normalized). */
export function isHostnameAllowed(hostname: string, domains: readonly string[]): boolean {
  const host = normalizeHostname(hostname);
  return host !== undefined && domains.some((domain) => hostMatchesDomain(host, domain));
}

/**
 * The hostname of a browser's `Origin` header, normalized, or undefined when the header is not an
 * http(s) origin with a usable hostname (`null`, `file://`, an IPv6 literal).
 */
export function originHostname(origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) return undefined;
  return normalizeHostname(url.hostname);
}

/** Normalizes a list of domains for storage; throws a TypeError naming the first bad one. */
export function normalizeDomains(domains: readonly string[]): string[] {
  const out: string[] = [];
  for (const domain of domains) {
    const normalized = normalizeHostname(domain.trim());
    // A bare top-level domain (`com`) would allow every site under it; `localhost` is the one
    // single-label name that names one machine.
    if (normalized !== undefined && !normalized.includes('.') && normalized !== 'localhost') {
      throw new TypeError(
        `Not a domain name: ${JSON.stringify(domain)} (a top-level domain alone would allow every site under it)`,
      );
    }
    if (normalized === undefined)
      throw new TypeError(
        `Not a domain name: ${JSON.stringify(domain)} (write a name like example.com, without scheme, port or path)`,
      );
    if (!out.includes(normalized)) out.push(normalized);
  }
  if (out.length === 0) throw new TypeError('A public key needs at least one allowed domain.');
  return out;
}
