/**
 * The design tokens: CSS custom properties on the editor's host element, a dark preset (the
 * default) and a light one. A host can set any of them on `lp-editor` (outer styles win over
 * `:host`), e.g. `lp-editor { --lp-accent: #0f766e; }`. docs/editor-api.md lists them, with the
 * editor's minimum size (`--lp-min-width`, `--lp-min-height`).
 */
import { css } from 'lit';

export const tokens = css`
  :host {
    --lp-font: system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;
    --lp-font-size: 13px;
    --lp-font-size-small: 12px;
    --lp-radius: 6px;
    --lp-radius-small: 4px;
    --lp-space-1: 4px;
    --lp-space-2: 8px;
    --lp-space-3: 12px;
    --lp-space-4: 16px;
    --lp-space-5: 24px;
    --lp-bar-height: 48px;
    --lp-panel-width: 300px;
    --lp-transition: 120ms ease;
    /* The narrowest the top bar and the panel are laid out for; below it the editor overflows its container. */
    --lp-min-width: 600px;
    --lp-min-height: 480px;

    --lp-bg: #0f1115;
    --lp-surface: #171a21;
    --lp-surface-2: #1f232c;
    --lp-surface-3: #2a2f3a;
    --lp-border: #2e3440;
    /* The edge of a field (input, select, textarea): WCAG 1.4.11 asks 3:1 of a control's boundary
       against what is beside it, which --lp-border (dividers, cards: 1.3:1) is not meant to reach.
       3.7:1 on the panel (--lp-surface), 4.0:1 on the field's own --lp-bg, 3.3:1 on --lp-surface-2;
       hover goes a step further, to --lp-text-muted (controls.ts). */
    --lp-control-border: #6b7385;
    --lp-text: #e7e9ee;
    --lp-text-muted: #9aa3b2;
    --lp-accent: #4f7cff;
    --lp-accent-hover: #6a90ff;
    --lp-accent-contrast: #ffffff;
    /* Under text in --lp-accent-contrast (a primary button, the node toolbar): the accent darkened,
       since the dark preset's accent is light enough to read as text on its surfaces, too light
       for white text on it (3.7:1; this fill 4.9:1). Derived, so a host's --lp-accent carries over. */
    --lp-accent-fill: color-mix(in srgb, var(--lp-accent) 85%, #000);
    --lp-accent-fill-hover: color-mix(in srgb, var(--lp-accent) 75%, #000);
    --lp-accent-soft: rgb(79 124 255 / 0.16);
    --lp-danger: #f87171;
    --lp-danger-soft: rgb(248 113 113 / 0.14);
    --lp-success: #34d399;
    --lp-warning: #fbbf24;
    --lp-focus: #8fb0ff;
    --lp-canvas-bg: #0b0d11;
    --lp-shadow: 0 8px 24px rgb(0 0 0 / 0.4);
    /* Read by the UI's root, where every inherited property is reset (lp-editor.styles.ts). */
    --lp-color-scheme: dark;

    color-scheme: dark;
  }
  :host([theme='light']) {
    --lp-bg: #f3f4f6;
    --lp-surface: #ffffff;
    --lp-surface-2: #f6f7f9;
    --lp-surface-3: #eceef2;
    --lp-border: #dfe2e8;
    /* 3.5:1 on the panel, 3.2:1 on the field's own --lp-bg, 3.3:1 on --lp-surface-2. */
    --lp-control-border: #828996;
    --lp-text: #1b1f27;
    --lp-text-muted: #5b6475;
    --lp-accent: #2f5bea;
    --lp-accent-hover: #2549c4;
    --lp-accent-contrast: #ffffff;
    --lp-accent-fill: var(--lp-accent);
    --lp-accent-fill-hover: var(--lp-accent-hover);
    --lp-accent-soft: rgb(47 91 234 / 0.1);
    --lp-danger: #c62828;
    --lp-danger-soft: rgb(198 40 40 / 0.08);
    --lp-success: #15803d;
    --lp-warning: #b45309;
    --lp-focus: #2f5bea;
    --lp-canvas-bg: #e5e7eb;
    --lp-shadow: 0 8px 24px rgb(15 23 42 / 0.14);
    --lp-color-scheme: light;

    color-scheme: light;
  }
`;
