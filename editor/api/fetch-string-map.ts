/**
 * The service's public JSON assets that are one object of strings (a language's catalog, the
 * social block's glyphs): fetched without credentials, once per URL (the browser revalidates
 * them by ETag). A failed fetch is forgotten, so a later call retries.
 */

/** The texts of the errors a fetch rejects with: a status other than 2xx, a body that is not a JSON object. */
export interface StringMapErrors {
  readonly status: (status: number) => string;
  readonly shape: string;
}

const cache = new Map<string, Promise<Readonly<Record<string, string>>>>();

/** The JSON object at `url`, its string values only, frozen; rejects with `errors`' texts (or the parse error). */
export function fetchStringMap(url: string, errors: StringMapErrors): Promise<Readonly<Record<string, string>>> {
  let pending = cache.get(url);
  if (pending === undefined) {
    pending = fetch(url, { credentials: 'omit' }).then(async (response) => {
      if (!response.ok) throw new Error(errors.status(response.status));
      const body = (await response.json()) as unknown;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Error(errors.shape);
      return Object.freeze(
        Object.fromEntries(
          Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        ),
      );
    });
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}
