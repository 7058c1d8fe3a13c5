/**
 * Clipboard HTML with nested lists, written for these tests (no third-party file copied) after
 * the shapes of real clipboards kept as test data in public repositories:
 *
 * - WORD_NESTED_HTML imitates Microsoft Word 2016 (Windows and Mac write the same list markup),
 *   after CKEditor 5's paste-from-office fixtures (ckeditor/ckeditor5,
 *   packages/ckeditor5-paste-from-office/tests/_data/list/nested/input.word2016.html and
 *   …/list/nested-mixed/): every item a `<p class=MsoListParagraphCxSp…>` whose style names its
 *   list and level (`mso-list:l0 level2 lfo1`, with line breaks inside the attribute as Word
 *   wraps it), its number or bullet in a `mso-list:Ignore` span inside `<![if !supportLists]>`,
 *   the 7 pt `Times New Roman` span of spaces after it (before it for a right-aligned roman
 *   number), a skipped level (level 2 to level 4), then after a normal paragraph a bulleted list
 *   with Word's level bullets (`·` in Symbol, `o` in Courier New, `§` in Wingdings).
 * - GDOCS_NESTED_HTML imitates Google Docs in Chrome, after CKEditor 5's
 *   …/paste-from-google-docs/lists/nested-ordered-lists/input.html and
 *   …/lists/repeatedly-nested-list/input.html, and the Google Docs sample in facebook/lexical's
 *   HTML copy-and-paste tests: a nested list is a `<ul>`/`<ol>` right inside the outer list after
 *   the item it belongs to (no `<li>` around it), items carry `aria-level`, every item the same
 *   `margin-left`; one level skipped (a list whose first child is another list).
 * - ARIA_FLAT_HTML is a flat list whose items say their level only by `aria-level`, as a copy of
 *   Google Docs content from a web page that kept the attribute but lost the nesting.
 */

const wordItem = (list: string, level: number, marker: string, text: string, cls: string, font = '') =>
  `<p class=MsoListParagraphCxSp${cls} style='margin-left:${36 * level}.0pt;mso-add-space:
auto;text-indent:-18.0pt;mso-list:${list} level${level} lfo1'><![if !supportLists]><span
style='${font}mso-fareast-font-family:Calibri;mso-fareast-theme-font:minor-latin;
mso-bidi-font-family:Calibri;mso-bidi-theme-font:minor-latin'><span
style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]>${text}<o:p></o:p></p>
`;

export const WORD_NESTED_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word"
xmlns:m="http://schemas.microsoft.com/office/2004/12/omml"
xmlns="http://www.w3.org/TR/REC-html40">
<head>
<meta http-equiv=Content-Type content="text/html; charset=utf-8">
<meta name=ProgId content=Word.Document>
<meta name=Generator content="Microsoft Word 15">
<!--[if gte mso 9]><xml>
<w:WordDocument><w:View>Normal</w:View></w:WordDocument>
</xml><![endif]-->
<style>
<!--
p.MsoListParagraphCxSpFirst, li.MsoListParagraphCxSpFirst
{mso-style-priority:34;margin-left:36.0pt;font-family:"Calibri",sans-serif;}
@list l0:level2
{mso-level-number-format:alpha-lower;text-indent:-18.0pt;}
@list l1:level1
{mso-level-number-format:bullet;mso-level-text:\\F0B7;font-family:Symbol;}
-->
</style>
</head>
<body lang=EN-GB style='tab-interval:36.0pt'>
<!--StartFragment-->
${wordItem('l0', 1, '1.', 'Plan', 'First')}${wordItem('l0', 1, '2.', 'Build', 'Middle')}${wordItem('l0', 2, 'a.', 'Design', 'Middle')}${wordItem('l0', 4, '1.', 'Wireframes', 'Middle')}${wordItem('l0', 2, 'b.', 'Code', 'Middle')}<p class=MsoListParagraphCxSpMiddle style='margin-left:108.0pt;mso-add-space:
auto;text-indent:-108.0pt;mso-text-indent-alt:-9.0pt;mso-list:l0 level3 lfo1'><![if !supportLists]><span
style='mso-fareast-font-family:Calibri'><span
style='mso-list:Ignore'><span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span>i.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><b>Tests</b><o:p></o:p></p>
${wordItem('l0', 1, '3.', 'Ship', 'Last')}
<p class=MsoNormal>Checklist<o:p></o:p></p>
${wordItem('l1', 1, '·', 'Pack', 'First', 'font-family:Symbol;')}${wordItem('l1', 2, 'o', 'Laptop', 'Middle', 'font-family:"Courier New";')}${wordItem('l1', 3, '§', 'Charger', 'Middle', 'font-family:Wingdings;')}${wordItem('l1', 2, 'o', 'Passport', 'Middle', 'font-family:"Courier New";')}${wordItem('l1', 1, '·', 'Go', 'Last', 'font-family:Symbol;')}
<!--EndFragment-->
</body>
</html>`;

/** What WORD_NESTED_HTML stores. */
export const WORD_NESTED_STORED =
  '<ol><li>Plan</li><li>Build<ol><li>Design<ol><li>Wireframes</li></ol></li><li>Code<ol><li><strong>Tests</strong></li></ol></li></ol></li><li>Ship</li></ol>' +
  '<p>Checklist</p>' +
  '<ul><li>Pack<ul><li>Laptop<ul><li>Charger</li></ul></li><li>Passport</li></ul></li><li>Go</li></ul>';

const gdocsItem = (level: number, type: string, text: string, close = true) =>
  `<li dir="ltr" style="list-style-type:${type};font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;margin-left: 36pt;" aria-level="${level}"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">${text}</span></p>${close ? '</li>' : ''}`;
const gdocsList = (tag: 'ul' | 'ol') => `<${tag} style="margin-top:0;margin-bottom:0;padding-inline-start:48px;">`;

export const GDOCS_NESTED_HTML = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-2a4f3c1d-7fff-9e8b-01c2-3d4e5f607182">${gdocsList('ul')}${gdocsItem(1, 'disc', 'Fruit')}${gdocsList('ul')}${gdocsItem(2, 'circle', 'Apples')}${gdocsItem(2, 'circle', 'Pears')}${gdocsList('ol')}${gdocsItem(3, 'decimal', 'Conference')}${gdocsItem(3, 'decimal', 'Williams')}</ol></ul>${gdocsItem(1, 'disc', 'Vegetables')}${gdocsList('ul')}${gdocsList('ul')}${gdocsItem(3, 'square', 'Leeks')}</ul>${gdocsItem(2, 'circle', 'Onions')}</ul></ul><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">After the list</span></p></b><br class="Apple-interchange-newline">`;

/**
 * The lists GDOCS_NESTED_HTML stores, as `listShape` shows them (Google Docs' fonts, sizes and
 * line heights are kept too; the skipped level's item joins the level above it).
 */
export const GDOCS_NESTED_LISTS =
  '<ul><li>Fruit<ul><li>Apples</li><li>Pears<ol><li>Conference</li><li>Williams</li></ol></li></ul></li>' +
  '<li>Vegetables<ul><li>Leeks</li><li>Onions</li></ul></li></ul>After the list';

/** Stored markup with only its lists and text: every other element unwrapped, attributes gone. */
export function listShape(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of [...template.content.querySelectorAll('*')].reverse()) {
    if (element.localName === 'ul' || element.localName === 'ol' || element.localName === 'li')
      for (const { name } of [...element.attributes]) element.removeAttribute(name);
    else element.replaceWith(...element.childNodes);
  }
  return template.innerHTML;
}

export const ARIA_FLAT_HTML =
  '<ul><li aria-level="1">One</li><li aria-level="2">One A</li><li aria-level="2">One B</li><li aria-level="3">One B i</li><li aria-level="1">Two</li></ul>';

/** What ARIA_FLAT_HTML stores. */
export const ARIA_FLAT_STORED =
  '<ul><li>One<ul><li>One A</li><li>One B<ul><li>One B i</li></ul></li></ul></li><li>Two</li></ul>';
