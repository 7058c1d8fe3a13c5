// Where the demo keeps the page: localStorage, in this browser only (a real host would send it
// to its backend). The example page comes from the service (examples/landing-page.json).

const STORAGE_KEY = 'lp-demo:page';
// A real backend takes a moment to save; the delay lets the editor's saving state be seen.
const SAVE_DELAY_MS = 400;

/** The saved `{json, savedAt}`, or undefined. */
export function readSavedPage() {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the page; resolves to when it was saved, a moment later. A rejection is a save error. */
export function savePage({ json }) {
  return new Promise((resolve, reject) => {
    const savedAt = new Date();
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ json, savedAt: savedAt.toISOString() }));
    } catch (error) {
      reject(new Error(`This browser refused to keep the page: ${error.message}`));
      return;
    }
    setTimeout(() => resolve(savedAt), SAVE_DELAY_MS);
  });
}

/** Forgets the saved page. */
export function forgetSavedPage() {
  localStorage.removeItem(STORAGE_KEY);
}

/** The example page, as an object. */
export async function fetchExamplePage() {
  const response = await fetch('/demo/example-page.json');
  if (!response.ok) throw new Error(`The example page could not be fetched (HTTP ${response.status}).`);
  return response.json();
}
