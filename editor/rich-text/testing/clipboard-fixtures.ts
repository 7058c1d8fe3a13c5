/**
 * Sample clipboard HTML, written for these tests (no third-party file copied), imitating what the
 * applications put on the clipboard as text/html:
 *
 * - WORD_HTML imitates Microsoft Word for Windows: an `<html>` with the Office namespaces, a
 *   `<head>` with a `<style>` of `Mso…` definitions inside a comment, conditional comments
 *   (`<!--[if gte mso 9]>`, `<![if !supportLists]>`), `<!--StartFragment-->`, paragraphs of
 *   class `MsoNormal` with `mso-` declarations, `<o:p></o:p>` placeholders, bold and italic as
 *   `<b>`/`<i>` around spans, and a bulleted list written as `MsoListParagraphCxSp…` paragraphs
 *   whose bullet is a `mso-list:Ignore` span.
 * - GDOCS_HTML imitates Google Docs in Chrome: a `<meta charset>`, everything inside
 *   `<b style="font-weight:normal;" id="docs-internal-guid-…">`, a heading as `<h2>` with a span,
 *   bold and italic only as `font-weight:700` and `font-style:italic` on spans, a bulleted list
 *   whose items hold `<p role="presentation">`, and a link around a styled span.
 * - WEB_HTML imitates a copy from a web page: classes, an id, an image, an event attribute, a
 *   `javascript:` link and a safe one.
 */
export const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=Generator content="Microsoft Word 15">
<style><!--
 /* Style Definitions */
 p.MsoNormal, li.MsoNormal, div.MsoNormal {margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;}
 p.MsoListParagraphCxSpFirst {mso-style-priority:34; margin-left:36.0pt;}
--></style><!--[if gte mso 9]><xml><o:shapedefaults v:ext="edit" spidmax="1026"/></xml><![endif]-->
</head>
<body lang=EN-US style='tab-interval:36.0pt;word-wrap:break-word'>
<!--StartFragment--><p class=MsoNormal><b><span style='font-size:14.0pt;mso-bidi-font-size:11.0pt;color:#C00000'>Quarterly report<o:p></o:p></span></b></p>
<p class=MsoNormal>Sales grew <i>strongly</i> this <u>quarter</u>.<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>First point<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Second point<o:p></o:p></p>
<p class=MsoNormal align=center style='text-align:center'>Centered<o:p></o:p></p>
<!--EndFragment-->
</body>
</html>`;

export const GDOCS_HTML = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5e1f2a3b-7fff-1c2d-3e4f-56789abcdef0"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Plan</span></h2><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:700;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Bold</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;"> and </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:italic;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">italic</span></p><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;color:#000000;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:normal;">Item</span></p></li></ul><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><a href="https://example.com/docs" style="text-decoration:none;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#1155cc;font-weight:400;text-decoration:underline;-webkit-text-decoration-skip:none;text-decoration-skip-ink:none;">a link</span></a></p></b><br class="Apple-interchange-newline">`;

export const WEB_HTML = `<div class="article" id="main"><h3 class="title" onclick="alert(1)">News</h3><p>Read <a href="javascript:alert(2)">this</a> and <a href="https://example.org/">that</a>.<img src="/x.png" onerror="alert(3)"></p></div>`;
