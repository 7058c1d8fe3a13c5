// Rendered pages must pass html-validate's recommended rules, with one exception:
// no-inline-style is off because rich text formatting (a color or font on a span) is stored as
// inline styles in block content, as every rich text editor does, and authored HTML blocks are
// published as authored.
export default {
  extends: ['html-validate:recommended'],
  rules: {
    'no-inline-style': 'off',
  },
};
