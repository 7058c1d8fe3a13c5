// The callback log: one entry per callback the editor fires (and per editor method the demo
// calls), newest first. Everything shown comes from the editor or the page being edited, so it
// is written with textContent only, never parsed as HTML.

const MAX_ENTRIES = 200;
const PREVIEW_CHARS = 80;
// Values longer than this are folded into <details> (and pretty-printed only when opened).
const INLINE_CHARS = 120;

const time = (date) => date.toTimeString().slice(0, 8) + '.' + String(date.getMilliseconds()).padStart(3, '0');
const el = (tag, className, text) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

function stringify(value, indent) {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return typeof value === 'string' ? value : (JSON.stringify(value, null, indent) ?? String(value));
  } catch {
    return String(value);
  }
}

/** A collapsed view of a long value, filled in when first opened. */
function folded(summary, value) {
  const details = el('details', 'fold');
  details.append(el('summary', '', summary));
  const pre = el('pre', 'fold__body');
  details.append(pre);
  details.addEventListener('toggle', () => {
    if (details.open && !pre.textContent) {
      // A page's JSON may arrive as text or as an object: shown indented either way.
      let shown = value;
      if (typeof value === 'string')
        try {
          shown = JSON.parse(value);
        } catch {
          /* not JSON: as is */
        }
      pre.textContent = stringify(shown, 2);
    }
  });
  return details;
}

/** One payload field, summarized. */
function describe(key, value) {
  if (key === 'html' && typeof value === 'string') {
    const line = el('span', 'html');
    line.append(
      el('span', 'muted', `${value.length.toLocaleString('en-US')} chars · `),
      el('code', '', value.slice(0, PREVIEW_CHARS).replace(/\s+/g, ' ') + (value.length > PREVIEW_CHARS ? '…' : '')),
    );
    return line;
  }
  const text = stringify(value);
  if (key === 'json') return folded(`page JSON (${text.length.toLocaleString('en-US')} chars)`, value);
  if (text.length > INLINE_CHARS) return folded(`${text.slice(0, 60)}…`, value);
  return el('code', '', text);
}

/** The payload of a callback: "(no payload)", or a list of its fields. */
function payloadView(args) {
  if (args.length === 0 || args[0] === undefined) return el('p', 'muted', 'no payload');
  const [payload] = args;
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload) || payload instanceof Error)
    return describe('', payload);
  const list = el('dl', 'payload');
  for (const [key, value] of Object.entries(payload)) {
    const dd = el('dd');
    dd.append(describe(key, value));
    list.append(el('dt', '', key), dd);
  }
  return list;
}

/** The log in `list`, cleared by `clearButton`. */
export function createLog(list, clearButton) {
  clearButton.addEventListener('click', () => list.replaceChildren());

  function add(kind, name, content) {
    const item = el('li', `entry entry--${kind}`);
    const head = el('div', 'entry__head');
    head.append(el('time', 'entry__time', time(new Date())), el('code', 'entry__name', name));
    item.append(head, content);
    list.prepend(item);
    while (list.childElementCount > MAX_ENTRIES) list.lastElementChild.remove();
  }

  return {
    /** A callback the editor fired, with the arguments it passed. */
    callback: (name, args) => add('callback', name, payloadView(args)),
    /** A method the demo called on the editor, and how it ended. */
    call: (name, outcome, failed = false) =>
      add(failed ? 'error' : 'call', name, el('p', failed ? 'error' : 'muted', outcome)),
    /** Something the demo itself did. */
    note: (text) => add('note', 'demo', el('p', 'muted', text)),
  };
}
