// The demo host page: it embeds the editor as an integrator would, through the public script
// (/lp-editor.js, which defines window.LandingPageEditor) and nothing else. It keeps the saved
// page in this browser (saved-page.js), logs every callback (log-panel.js), and drives a few
// options from its toolbar.
import { createLog } from './log-panel.js';
import { fetchExamplePage, forgetSavedPage, readSavedPage, savePage } from './saved-page.js';

const USER_ID = 'demo-user';

const $ = (id) => document.getElementById(id);
const log = createLog($('log'), $('clear-log'));
/** What the toolbar sets; kept here so that a reopened editor starts with the same options. */
const settings = { light: false, language: 'en', role: 'manager', title: 'Brightpath launch page' };
let editor;
let credentials;
let unsaved = false;

// ---------------------------------------------------------------------------------------------
// What the page shows beside the editor.

const NOTICES = ['notice-not-built', 'notice-no-key', 'notice-failed', 'notice-closed'];
function show(noticeId) {
  for (const id of NOTICES) $(id).hidden = id !== noticeId;
  $('editor').hidden = noticeId !== undefined;
}
const setStatus = (text) => ($('status').textContent = text);

// ---------------------------------------------------------------------------------------------
// The editor's callbacks: every one is logged, some also act.

function closeEditor(reason) {
  // Closing the UI is the host's job when it handles onSaveAndClose or onEditorClose.
  const closing = editor;
  editor = undefined;
  if (closing) logged('destroy()', () => closing.destroy()).catch(() => {});
  $('closed-message').textContent = reason;
  show('notice-closed');
}

async function renameTemplate(name) {
  const next = window.prompt('New name for the template', name ?? settings.title)?.trim();
  if (!next || next === name) return;
  settings.title = next;
  await logged(`setOptions({ title })`, () => editor.setOptions({ title: next })).catch(() => {});
}

/** onSave's work: the Promise keeps the editor's saving state until the page is kept. */
const save = (payload) =>
  savePage(payload).then((savedAt) => void setStatus(`Saved at ${savedAt.toLocaleTimeString()}`));

const handlers = {
  onInit() {},
  onLoaded() {},
  onSave: save,
  onSaveAndClose(payload) {
    const saved = save(payload);
    // After the editor has seen the save succeed; a failed save leaves it open, as the spec says.
    saved.then(
      () => setTimeout(() => closeEditor('Saved and closed. Your page is kept in this browser.')),
      () => {},
    );
    return saved;
  },
  onUndoChange() {},
  onRedoChange() {},
  onEdittedWithoutSaveChanged({ value }) {
    unsaved = value;
    if (value) setStatus('Unsaved changes');
  },
  onPreview() {},
  onPreviewClose() {},
  onAlert() {},
  onEditorClose: () => closeEditor('Closed from the window bar. Unsaved changes were not kept.'),
  onEditorError() {},
  onOpenFileManager() {},
  onImageDelete() {},
  onOpenCustomBlockDialog() {},
  onTemplateRename: ({ name }) => void renameTemplate(name),
};

/** The callbacks as the editor gets them: each logs its payload first. */
const callbacks = Object.fromEntries(
  Object.entries(handlers).map(([name, handler]) => [name, (...args) => (log.callback(name, args), handler(...args))]),
);

/** Calls an editor method and logs how it ended; rejects as the method does. */
async function logged(label, run) {
  const started = performance.now();
  try {
    const result = await run();
    log.call(label, `done in ${Math.round(performance.now() - started)} ms`);
    return result;
  } catch (error) {
    log.call(label, error?.message ?? String(error), true);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Starting the editor.

async function findCredentials() {
  const fromUrl = new URLSearchParams(window.location.search).get('apiKey');
  if (fromUrl) return { apiKey: fromUrl, userId: USER_ID };
  const response = await fetch('/demo/config.json', { cache: 'no-store' });
  if (!response.ok) return undefined;
  const { apiKey, userId } = await response.json();
  return { apiKey, userId: userId ?? USER_ID };
}

async function openEditor() {
  show(undefined);
  setStatus('');
  unsaved = false;
  editor = window.LandingPageEditor({
    config: {
      authorize: credentials,
      title: settings.title,
      windowBar: ['title', 'rename', 'close'],
      renameTemplate: true,
      templateId: 'demo',
      light: settings.light,
      language: settings.language,
      role: settings.role,
    },
    ...callbacks,
  });
  try {
    await logged(`render('#editor')`, () => editor.render('#editor'));
    const stored = readSavedPage();
    if (stored) log.note(`Opening the page saved in this browser at ${new Date(stored.savedAt).toLocaleString()}.`);
    const page = stored?.json ?? (await fetchExamplePage());
    await logged('load(page)', () => editor.load(page));
  } catch (error) {
    $('failed-message').textContent = error?.message ?? String(error);
    const failed = editor;
    editor = undefined;
    await logged('destroy()', () => failed.destroy()).catch(() => {});
    show('notice-failed');
  }
}

// ---------------------------------------------------------------------------------------------
// The toolbar: each control changes one option, on the open editor and for the next one.

async function setOption(patch) {
  Object.assign(settings, patch);
  if (editor) await logged(`setOptions(${JSON.stringify(patch)})`, () => editor.setOptions(patch)).catch(() => {});
}

function applyTheme() {
  document.documentElement.dataset.theme = settings.light ? 'light' : 'dark';
  $('theme').setAttribute('aria-pressed', String(settings.light));
}

$('theme').addEventListener('click', () => {
  settings.light = !settings.light;
  applyTheme();
  void setOption({ light: settings.light });
});
$('language').addEventListener('change', (event) => void setOption({ language: event.target.value }));
$('role').addEventListener('change', (event) => void setOption({ role: event.target.value }));
$('reset').addEventListener('click', async () => {
  if (unsaved && !window.confirm('Discard your unsaved changes and open the example page?')) return;
  forgetSavedPage();
  log.note('Removed the saved page: the example page is back.');
  if (editor) await logged('load(example)', async () => editor.load(await fetchExamplePage())).catch(() => {});
});
$('toggle-log').addEventListener('click', () => {
  const open = $('toggle-log').getAttribute('aria-expanded') !== 'true';
  $('toggle-log').setAttribute('aria-expanded', String(open));
  $('log-panel').hidden = !open;
  document.body.classList.toggle('log-closed', !open);
});
$('reopen').addEventListener('click', () => void openEditor());
$('retry').addEventListener('click', () => void openEditor());

async function boot() {
  applyTheme();
  // On a narrow window the log would cover the editor: it starts closed there.
  if (window.matchMedia('(max-width: 1100px)').matches) $('toggle-log').click();
  if (typeof window.LandingPageEditor !== 'function') return show('notice-not-built');
  try {
    credentials = await findCredentials();
  } catch (error) {
    log.note(`Could not read /demo/config.json: ${error.message}`);
  }
  if (!credentials) return show('notice-no-key');
  await openEditor();
}

void boot();
