/**
 * The toolbar's selects always show the value at the selection, also after the user picked one
 * (a select the user changed no longer follows its options' `selected`: the value is bound). In
 * German and Arabic they are as wide as their longest label (none cut: "Überschrift 3",
 * "Standardgröße", "الحجم الافتراضي"), the title gives the label shown, and the bar stays one
 * row in a 1280 px editor.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { richKit, type RichKit } from './testing/rich-kit.ts';
import { until } from '../testing/mount.ts';

describe('rich text toolbar selects', () => {
  let kit: RichKit;
  beforeEach(async () => {
    kit = await richKit({ fontSizes: [12, 18, 24, 30] });
  });
  afterEach(() => kit.cleanup());

  const value = async (selector: string) => (await kit.control<HTMLSelectElement>(selector)).value;

  it('font size, font, block type and line height follow the caret after a pick', async () => {
    await kit.load(
      '<p>Plain words</p><h2 style="line-height:1.5"><span style="font-family:Georgia, serif;font-size:24px">Big title</span></h2>',
    );
    await kit.start();
    await kit.caretIn('Plain');
    // The user picks a value in each select, for the plain paragraph.
    await kit.choose('select.size', '18px');
    await kit.choose('select.font', 'Georgia, serif');
    await kit.choose('select.line-height', '2');
    await kit.caretIn('Big');
    expect(await value('select.size'), 'size in 24px text').to.equal('24px');
    expect(await value('select.block'), 'block in a heading').to.equal('h2');
    expect(await value('select.line-height'), 'line height of the heading').to.equal('1.5');
    await kit.choose('select.block', 'h3');
    await kit.caretIn('Plain');
    expect(await value('select.size'), 'size in the plain paragraph').to.equal('');
    expect(await value('select.block'), 'block in the paragraph').to.equal('paragraph');
    expect(await value('select.line-height'), 'line height of the paragraph').to.equal('2');
    expect(await value('select.font'), 'no font in the paragraph (the pick was for the caret only)').to.equal('');
    await kit.caretIn('Big');
    expect(await value('select.font'), 'the font of the heading').to.equal('Georgia, serif');
    expect(await value('select.size')).to.equal('24px');
    expect(await value('select.block')).to.equal('h3');
  });

  it('the size picked with the keyboard gives way to the size at the caret', async () => {
    await kit.load('<p>Plain words</p><p><span style="font-size:24px">Big words</span></p>');
    await kit.start();
    await kit.caretIn('Big');
    expect(await value('select.size')).to.equal('24px');
    await kit.caretIn('Plain');
    expect(await value('select.size')).to.equal('');
    // The user's own pick: the select focused, the next choice (12px) taken with the arrow key.
    (await kit.control<HTMLSelectElement>('select.size')).focus();
    await sendKeys({ press: 'ArrowDown' });
    await kit.toolbar().updateComplete;
    expect(await value('select.size'), 'the pick').to.equal('12px');
    await kit.caretIn('Big');
    expect(await value('select.size'), 'size in 24px text').to.equal('24px');
    await kit.caretIn('Plain');
    expect(await value('select.size'), 'size in plain text').to.equal('');
  });

  describe('labels in other languages', () => {
    for (const { language, heading, size } of [
      { language: 'de', heading: 'Überschrift 3', size: 'Standardgröße' },
      { language: 'ar', heading: 'عنوان 3', size: 'الحجم الافتراضي' },
    ] as const) {
      it(`in ${language}, each select shows its label whole, titled with it, the bar one row`, async () => {
        kit.cleanup();
        kit = await richKit({ language });
        await kit.load('<h3>Title</h3><p>Words</p>');
        await kit.start('end');
        await kit.caretIn('Title');
        const root = kit.toolbar().shadowRoot!;
        await until(
          () => root.querySelector<HTMLSelectElement>('select.block')?.selectedOptions[0]?.textContent === heading,
          3000,
          heading,
        );
        for (const name of ['block', 'font', 'size']) {
          const select = root.querySelector<HTMLSelectElement>(`select.${name}`)!;
          // The same select with only the choice shown and no maximum: the width that shows it whole.
          const alone = select.cloneNode(false) as HTMLSelectElement;
          alone.append(select.selectedOptions[0]!.cloneNode(true));
          alone.style.maxWidth = 'none';
          select.after(alone);
          const whole = alone.offsetWidth;
          alone.remove();
          expect(select.offsetWidth, `"${select.selectedOptions[0]!.textContent}" whole`).to.be.at.least(whole);
        }
        const block = root.querySelector<HTMLSelectElement>('select.block')!;
        expect(block.title).to.contain(heading);
        expect(root.querySelector<HTMLSelectElement>('select.size')!.title).to.contain(size);
        /** The rows the bar's controls take (their distinct middles). */
        const rows = () =>
          new Set(
            [...root.querySelectorAll('.bar > select, .bar > button')].map((item) => {
              const box = item.getBoundingClientRect();
              return Math.round(box.top + box.height / 2);
            }),
          ).size;
        // Once the canvas has its width (the side panel slides in) and the bar has fitted itself to it.
        await until(() => rows() === 1, 3000, 'the bar in one row');
      });
    }
  });
});
