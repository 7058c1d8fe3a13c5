/**
 * The words, names, colors and ids the generator draws from: the product copy of a fictional
 * planning tool (Brightpath), so that the page reads like a real landing page. Reordering or
 * editing a list changes the page.
 */

export const WORDS = (
  'plan project team task board timeline update launch deliver review approve share focus simple clear ' +
  'fast calm reliable secure private flexible visual weekly daily goal milestone roadmap sprint release ' +
  'customer client partner studio agency startup company workflow process handoff checklist report ' +
  'insight dashboard metric progress status priority deadline schedule calendar meeting note comment ' +
  'file document template integration automation reminder notification mobile desktop browser offline ' +
  'everyone together across every without before after between while during around within beyond ' +
  'build track organize measure improve grow scale connect invite assign finish start move keep save ' +
  'the your our their with for from into onto that this those these more less most best better quick ' +
  'hours minutes days weeks months quarter year budget cost value price plan support service guide'
).split(' ');

export const HEADLINES = [
  'Plan projects your team actually finishes',
  'Everything in one calm place',
  'Ship on time, every time',
  'Built for teams that move fast',
  'See the whole plan at a glance',
  'Work that flows from idea to launch',
  'Less busywork, more done',
  'The planning tool people enjoy using',
  'From kickoff to handoff',
  'Bring every project into focus',
  'Updates that reach everyone',
  'A clear plan for every week',
];
export const FEATURES = [
  'Boards for today',
  'Timelines for the quarter',
  'Done means done',
  'Live updates',
  'Smart reminders',
  'Client portals',
  'Time tracking',
  'Reports that write themselves',
  'Templates',
  'Integrations',
  'Mobile apps',
  'Permissions',
  'Workload view',
  'Goals and OKRs',
  'Approvals',
  'Automations',
];
export const NAMES = [
  'Maya Okafor',
  'Daniel Reyes',
  'Priya Nair',
  'Jonas Berg',
  'Sofia Marquez',
  'Liam O’Connor',
  'Aiko Tanaka',
  'Noah Fischer',
  'Amara Diallo',
  'Lucas Moreau',
  'Elena Petrova',
  'Samir Haddad',
  'Grace Kim',
  'Tomás Silva',
];
export const COMPANIES = [
  'Northwind Studio',
  'Acme Labs',
  'Bluebird Agency',
  'Fieldstone',
  'Harbor & Co',
  'Lumen Health',
  'Orbit Media',
  'Pinecrest',
];
export const COLORS = [
  '#0f172a',
  '#1e293b',
  '#334155',
  '#475569',
  '#64748b',
  '#1d4ed8',
  '#2563eb',
  '#4f46e5',
  '#7c3aed',
  '#0f766e',
  '#b45309',
  '#be123c',
];
export const LIGHT_BACKGROUNDS = [
  '#ffffff',
  '#f8fafc',
  '#eef2ff',
  '#f0fdf4',
  '#fefce8',
  '#fff7ed',
  '#f5f3ff',
  '#ecfeff',
];
export const DARK_BACKGROUNDS = ['#0f172a', '#111827', '#1e1b4b', '#064e3b', '#312e81'];
export const NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'youtube',
  'tiktok',
  'pinterest',
  'github',
  'email',
  'website',
] as const;
export const FONTS = ["'Playfair Display', serif", "'Inter', Arial, sans-serif", "'Lora', serif", 'Georgia, serif'];
export const YOUTUBE_IDS = [
  'dQw4w9WgXcQ',
  'M7lc1UVf-VE',
  'aqz-KE-bpKQ',
  'ScMzIvxBSi4',
  'jNQXAC9IVRw',
  '9bZkp7q19f0',
  'kJQP7kiw5Fk',
  'L_jWHffIx5E',
];
