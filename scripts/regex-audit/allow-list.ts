/**
 * Patterns the regex audit lets pass although recheck does not prove them linear, or cannot
 * evaluate them, each with the reason it is safe where it runs. An entry is a claim about the
 * code around the pattern (the input is bounded before the pattern runs, or is this repository's
 * own text): whoever changes that code re-checks the claim. An entry that matches nothing any
 * more fails the audit, so the list cannot go stale.
 */

/** One pattern let through, and why. */
export interface Allowance {
  /** The file, from the repository root. */
  readonly file: string;
  /** The pattern's source as the program builds it (for a pattern the collector evaluated). */
  readonly source?: string;
  /** The start of the `RegExp(...)` call's code, as esbuild prints it (for a call it could not evaluate). */
  readonly code?: string;
  /** Why the pattern cannot take more than linear time on the input it gets, and where that is checked. */
  readonly reason: string;
}

/** Every pattern the audit lets through. */
export const ALLOWED: readonly Allowance[] = [
  {
    file: 'renderer/testing/arbitraries.ts',
    code: 'new RegExp(pattern.source.replace(',
    reason:
      'Test data generation only: it narrows the unicode classes of a grammar of attributes/patterns.ts (audited where it is defined) to ASCII, which cannot make the pattern ambiguous, and hands it to fast-check, which generates from it and never matches with it.',
  },
  {
    file: 'email/providers/delimiters.ts',
    code: 'new RegExp(`[${escapeForClass(',
    reason:
      "A class of one character, escaped (`[x]`): it matches one character or none, constant time. Built from the providers' own delimiter strings, never from input.",
  },
  {
    file: 'email/providers/delimiters.ts',
    code: 'new RegExp(rest.source, "y")',
    reason:
      "A sticky copy of either the one-character class above or a pattern a provider file writes as a literal (`['%', /[A-Za-z]/]`), which the audit checks where it is written; sticky, it is tried at one position only.",
  },
  {
    file: 'email/providers/delimiters.ts',
    code: 'new RegExp(`[${[...firsts].map(escapeForClass)',
    reason:
      "One character class of escaped single characters (the delimiters' first characters), global: each match attempt reads one character, linear in the text.",
  },
  // Build and docs tooling: these read this repository's own files, at build time or when the
  // docs are generated, never anything a user or a request supplies.
  ...[
    String.raw`\/\*[\s\S]*?\*\/`,
    String.raw`\s*([{};,>])\s*`,
    String.raw`[\\/]editor[\\/].*\.ts$`,
    String.raw`(\$\{[^}]*\})`,
  ].map((source) => ({
    file: 'scripts/build-editor.mjs',
    source,
    reason:
      "Build time only: esbuild's paths and the editor's own css`` literals, this repository's source, are the only input (scripts/build-editor.mjs compactCss and the compact-styles plugin).",
  })),
  ...[
    String.raw`(['"]?)([a-z][a-z0-9-]*)\1\s*:\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\3\s*\)`,
    String.raw`\/\*[\s\S]*?\*\/`,
    String.raw`^\s*\/\/.*$`,
    String.raw`^import\s*(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|(\*\s*as\s+[\w$]+))?\s*(?:from\s*)?"lp-core:([^"]+)";?$`,
  ].map((source) => ({
    file: 'scripts/build-parts.mjs',
    source,
    reason:
      "Build time only: the input is this repository's editor/lazy/parts.ts (its entries, its comments) and esbuild's own output for a part (its import statements), never anything a user or a request supplies.",
  })),
  ...[
    String.raw`const environment = z\.object\(\{\n([\s\S]*?)\n\}\);`,
    String.raw`const flag = z\s*\.enum\(\[([^\]]*)\]\)`,
    String.raw`\.default\((.+)\)$`,
  ].map((source) => ({
    file: 'scripts/docs/http-api.ts',
    source,
    reason:
      'Docs generation only (npm run docs): the input is server/config.ts of this repository, read by environmentVariables() to list the settings.',
  })),
];
