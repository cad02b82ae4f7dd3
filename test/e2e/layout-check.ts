/**
 * The in-page half of the layout check (test/e2e/layout.spec.ts): runs in the browser and
 * lists everything that is cut or out of place on the page as it is now — a state or reason
 * pill cut or ended in an ellipsis among them — each with a
 * selector path, its text and its sizes, so a failure says exactly what to fix.
 *
 * Self-contained on purpose: Playwright serialises this function into the page.
 */
export function findLayoutProblems(): string[] {
  const problems: string[] = [];
  const vw = document.documentElement.clientWidth;
  const css = (el: Element) => getComputedStyle(el);
  const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  const short = (s: string) => (s.length > 60 ? `${s.slice(0, 59)}…` : s);
  const path = (el: Element): string => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && parts.length < 5; e = e.parentElement) {
      const label = e.getAttribute('aria-label');
      const cls = [...e.classList].filter((c) => !c.startsWith('ag-') || parts.length === 0).slice(0, 2);
      parts.unshift(e.tagName.toLowerCase() + (cls.length ? `.${cls.join('.')}` : '') + (label ? `[aria-label="${short(label)}"]` : ''));
    }
    return parts.join(' > ');
  };
  const shown = (el: Element): boolean => {
    if (el.closest('.visually-hidden, svg, canvas, [hidden], .ag-hidden, .ag-tooltip')) return false;
    const r = el.getBoundingClientRect();
    // 1 px boxes are screen-reader-only text (AG Grid's live descriptions): not seen, not cut.
    return r.width > 1 && r.height > 1 && css(el).visibility === 'visible';
  };
  /** The full text is one hover away: a title on the element or an ancestor holds it. */
  const hasTooltip = (el: Element): boolean => {
    const t = el.closest('[title]')?.getAttribute('title') ?? '';
    return t !== '' && t.replace(/\s+/g, ' ').includes(text(el).replace(/…$/, ''));
  };
  const clipsX = (el: Element) => ['hidden', 'clip'].includes(css(el).overflowX);
  // One finding per grid column is enough: its other rows say the same.
  const seenColumns = new Set<string>();
  const report = (what: string, el: Element, sizes: string) => {
    const cell = el.closest('.ag-cell[col-id]');
    if (cell) {
      const column = `${what}|${cell.closest('[aria-label]')?.getAttribute('aria-label')}|${cell.getAttribute('col-id')}`;
      if (seenColumns.has(column)) return;
      seenColumns.add(column);
    }
    problems.push(`${what}: ${path(el)} "${short(text(el))}" (${sizes})`);
  };

  // 1. Text boxes: text wider than its box, unless ellipsised with the full text in a tooltip.
  const boxes = new Set<Element>();
  for (const el of document.body.querySelectorAll('*')) {
    if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '')) continue;
    let box: Element | null = el;
    while (box && css(box).display === 'inline') box = box.parentElement;
    if (box && shown(box)) boxes.add(box);
  }
  for (const box of boxes) {
    if (box.matches('input, textarea, select, option')) continue;
    const over = box.scrollWidth - box.clientWidth;
    if (over > 1 && !(css(box).textOverflow === 'ellipsis' && hasTooltip(box))) {
      report('text overflows its box', box, `scrollWidth ${box.scrollWidth} > clientWidth ${box.clientWidth}`);
      continue;
    }
    // Its box fits, but an ancestor that hides overflow cuts it off. Inside a grid only its
    // cell counts: a column scrolled out of the grid's view is part 3's finding.
    const r = box.getBoundingClientRect();
    for (let a = box.parentElement; a && a !== document.body; a = a.parentElement) {
      if (!clipsX(a) || (a.closest('.ag-root-wrapper') && !a.closest('.ag-cell, .ag-header-cell'))) continue;
      const ar = a.getBoundingClientRect();
      if (r.right > ar.right + 1 || r.left < ar.left - 1) {
        if (!(css(a).textOverflow === 'ellipsis' && hasTooltip(a))) report('text cut by its container', box, `box ${Math.round(r.left)}–${Math.round(r.right)} outside ${path(a)} ${Math.round(ar.left)}–${Math.round(ar.right)}`);
        break;
      }
    }
  }

  // 2. Controls: inside the window, inside their table cell, not cut by a container.
  for (const c of document.body.querySelectorAll('button, input:not([type=hidden]), select, textarea, a[href], [role=tab]')) {
    if (!shown(c) || c.closest('.ag-header, .ag-paging-panel')) continue;
    const r = c.getBoundingClientRect();
    const name = c.getAttribute('aria-label') ?? text(c);
    const where = `${c.tagName.toLowerCase()} "${short(name)}" ${Math.round(r.left)}–${Math.round(r.right)}`;
    if (r.left < -0.5 || r.right > vw + 0.5) problems.push(`control leaves the window (width ${vw}): ${path(c)} ${where}`);
    const cell = c.parentElement?.closest('td, th');
    if (cell) {
      const cr = cell.getBoundingClientRect();
      if (r.right > cr.right + 1 || r.left < cr.left - 1) problems.push(`control pokes out of its table cell ${Math.round(cr.left)}–${Math.round(cr.right)}: ${path(c)} ${where}`);
    }
    for (let a = c.parentElement; a && a !== document.body; a = a.parentElement) {
      if (!clipsX(a) || a.classList.contains('ag-cell')) continue;
      const ar = a.getBoundingClientRect();
      if (r.right > ar.right + 1 || r.left < ar.left - 1) {
        problems.push(`control cut by ${path(a)} ${Math.round(ar.left)}–${Math.round(ar.right)}: ${where}`);
        break;
      }
    }
  }

  // 3. Grids: every column in view, or — where the grid marks its key columns (mc-col-key,
  // components/grid-setup.ts) — every key column, the rest reachable by the sideways scrollbar.
  for (const root of document.querySelectorAll('.ag-root-wrapper')) {
    if (!shown(root)) continue;
    const label = root.closest('[aria-label]')?.getAttribute('aria-label') ?? '?';
    // The edge rows are seen up to: left of the vertical scrollbar when the grid shows one
    // (a header can end in view while the cells under it run under the scrollbar).
    const vr = root.getBoundingClientRect();
    const bar = root.querySelector('.ag-body-vertical-scroll');
    const barBox = bar && shown(bar) ? bar.getBoundingClientRect() : null;
    const edge = barBox !== null && barBox.width > 0 ? Math.min(vr.right, barBox.left) : vr.right;
    const keyed = root.querySelector('.ag-header-cell.mc-col-key') !== null;
    const hidden = [...root.querySelectorAll(keyed ? '.ag-header-cell.mc-col-key' : '.ag-header-cell')]
      // The column's content box (its label, inside the cell padding) must be in view.
      .map((h) => ({ h, right: (h.querySelector('.ag-header-cell-label') ?? h).getBoundingClientRect().right }))
      .filter(({ right }) => right > edge + 1)
      .map(({ h, right }) => `${text(h) || h.getAttribute('col-id')} (${Math.round(right - edge)} px past)`);
    if (hidden.length) problems.push(`grid "${label}" hides ${keyed ? 'key ' : ''}columns past its right edge: ${hidden.join(', ')}`);
    // Rows hidden in an inner scroll are fine for a long list with a real window onto it; a
    // peephole of a few rows (or one hidden row with no cue) is not.
    const body = root.querySelector('.ag-grid-viewport, .ag-body-viewport');
    const rowH = root.querySelector('.ag-row')?.getBoundingClientRect().height ?? 26;
    const rows = Number(root.querySelector('[aria-rowcount]')?.getAttribute('aria-rowcount') ?? 0) - root.querySelectorAll('.ag-header-row').length;
    if (body && body.scrollHeight > body.clientHeight + 1) {
      const seen = Math.floor(body.clientHeight / rowH);
      if (seen < Math.min(rows, 10)) problems.push(`grid "${label}" shows ${seen} of ${rows} rows in an inner scroll (${body.scrollHeight} > ${body.clientHeight} px): size it to its rows`);
    }
    // A right-aligned (numeric) column has its header right-aligned too.
    for (const h of root.querySelectorAll('.ag-header-cell[col-id]')) {
      const id = h.getAttribute('col-id');
      const cell = root.querySelector(`.ag-row .ag-cell[col-id="${CSS.escape(id ?? '')}"]`);
      if (!cell) continue;
      const right = cell.classList.contains('ag-right-aligned-cell') || css(cell).textAlign === 'right';
      if (right !== h.classList.contains('ag-right-aligned-header')) problems.push(`grid "${label}" column "${text(h)}": cells ${right ? 'right' : 'left'}-aligned, header not`);
    }
  }
  // 4. Pills (state and reason tags): whole words, always. No ellipsis, even with the whole
  // text in a tooltip (at 1280 the cut reason had none, and a tooltip is a hover away): a
  // pill is as wide as its longest word, or wraps between words.
  for (const tag of document.body.querySelectorAll('.mc-tag')) {
    if (!shown(tag)) continue;
    const words = text(tag);
    const cut = [tag, ...tag.querySelectorAll('*')].find((el) => shown(el) && el.scrollWidth > el.clientWidth + 1);
    if (cut) {
      const how = css(cut).textOverflow === 'ellipsis' ? 'with an ellipsis' : 'past its edge';
      problems.push(`pill cut ${how}: ${path(cut)} "${short(words)}" (scrollWidth ${cut.scrollWidth} > clientWidth ${cut.clientWidth})`);
      continue;
    }
    if (words.includes('…') || words.includes('...')) {
      problems.push(`pill shortened with "…": ${path(tag)} "${short(words)}"`);
      continue;
    }
    const r = tag.getBoundingClientRect();
    for (let a = tag.parentElement; a && a !== document.body; a = a.parentElement) {
      if (!clipsX(a)) continue;
      const ar = a.getBoundingClientRect();
      if (r.right > ar.right + 1 || r.left < ar.left - 1) {
        problems.push(`pill cut by its container: ${path(tag)} "${short(words)}" (pill ${Math.round(r.left)}–${Math.round(r.right)} outside ${path(a)} ${Math.round(ar.left)}–${Math.round(ar.right)})`);
        break;
      }
    }
  }
  return problems;
}
