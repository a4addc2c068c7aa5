// The checker of "no English left" (issue 16), shared by the tests of pages in Chinese and
// Persian: every visible text of a page, its shadow roots too, walked for Latin words that are
// neither proper nouns, formats, key names nor verbatim judge text.

// What is legitimately Latin in Chinese and Persian: proper nouns (contests, judges, projects,
// tools), formats and units, key names, the words of a command line, and the statements' own
// identifiers (skill-chess's skills, ludo's requests as the input writes them). Text between
// backticks is verbatim (a judge's reply, a request), and so are the judge's lines the explorer
// shows (`.verbatim`), the judge-format texts and code.
const ALLOWED = new Set(
  [
    'BoardLab',
    'NOIP',
    'Day', // NOIP 2011 提高组 Day 1: the contest's own name for its first day
    'THUPC',
    'Quera',
    'Mench', // the Quera project's name
    'Luogu',
    'ACM',
    'ICPC',
    'HDU',
    'LA',
    'UVa',
    'alpha',
    'beta', // alpha-beta search
    'GCC',
    'LCG',
    'mod', // 71 mod 6 + 1
    'Rust',
    'WebAssembly',
    'SVG',
    'PNG',
    'GIF',
    'WebM',
    'HTML',
    'UTF',
    'NUL',
    'HTTP',
    'KB',
    'MB',
    'ms',
    'Ctrl',
    'Enter',
    'Shift',
    'Home',
    'End',
    'PgUp',
    'PgDn',
    'boardlab',
    'gen',
    'Markdown',
    // skill-chess's skills, named as in the statement and the input
    'backward',
    'dsaigao', // 2dsaigao
    'faceking',
    'firework',
    'gugugugu',
    'hupraise',
    'onepunch',
    'rabiribi',
    'toolihai',
    'viuganda',
    // ludo's giveup request as its input writes it, and its text board's glyphs (xx, XX)
    'giveup',
    'xx',
  ].map((word) => word.toLowerCase()),
);

/**
 * Every visible text of the page (its shadow roots too): text nodes, aria-label, aria-valuetext,
 * title, placeholder, alt, option texts and button values; the judge-format texts (input, output)
 * and code are left out. A step's text view is the engine's words: it counts.
 */
function visibleTexts() {
  // The judge's texts: the input, the output, the lines a step printed; code and commands.
  const SKIP = 'textarea, #output, #step-output, #held-preview, pre.snippet, code, .backdrop, .verbatim, script, style';
  const texts = [];
  const visible = (el) => el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true });
  /** @param {Document | ShadowRoot} root */
  const walk = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        const parent = node.parentElement;
        // A shadow host's own children are not shown (the element's input text).
        if (!parent || parent.shadowRoot || parent.closest(SKIP) || !visible(parent) || !node.textContent.trim()) continue;
        texts.push([node.textContent.trim(), parent.tagName]);
        continue;
      }
      if (node.shadowRoot) walk(node.shadowRoot);
      if (node.parentElement?.closest(SKIP)) continue;
      const shown = node.tagName === 'OPTION' ? visible(node.closest('select')) : visible(node);
      if (!shown) continue;
      for (const attribute of ['aria-label', 'aria-valuetext', 'title', 'placeholder', 'alt']) {
        const value = node.getAttribute(attribute);
        if (value) texts.push([value, `${node.tagName}[${attribute}]`]);
      }
      // The Language menu names each language in its own.
      if (node.tagName === 'OPTION' && !node.lang) texts.push([node.textContent, 'OPTION']);
      if (node.tagName === 'INPUT' && ['button', 'submit'].includes(node.type)) texts.push([node.value, 'INPUT[value]']);
    }
  };
  walk(document);
  texts.push([document.title, 'TITLE']);
  return texts;
}

/** The texts of `texts` with Latin words not allowed (rule names and values, game ids: `extra`), with those words. */
function englishWords(texts, extra) {
  const found = [];
  for (const [text, where] of texts) {
    // Verbatim: `backticked` text, identifiers of code (std::sort), and a ludo step's title,
    // which is its request as the input writes it ("7. move B1 3"). Unicode isolates aside.
    const plain = text.replace(/[\u2066-\u2069]/g, '');
    const prose = plain
      .replace(/^\d+\. (dice|enter \w+|move \w+ \d+|giveup)(?=$|[.。])/, ' ')
      .replace(/`[^`]*`/g, ' ')
      .replace(/\w+(::\w+)+/g, ' ');
    // Words of two or more Latin letters (X_k, a subscripted variable, is none).
    const words = [...prose.matchAll(/[A-Za-z]{2,}/g)]
      .map(([word]) => word)
      .filter((word) => !ALLOWED.has(word.toLowerCase()) && !extra.has(word.toLowerCase()));
    if (words.length) found.push(`${where}: ${[...new Set(words)].join(' ')} — in ${JSON.stringify(text.slice(0, 160))}`);
  }
  return [...new Set(found)];
}

/** Rule names and values, game ids and sample keys: what the page shows as written. */
async function verbatimWords(page) {
  const words = await page.evaluate(() => [
    ...[...document.querySelectorAll('#game option')].map((o) => o.value),
    ...[...document.querySelectorAll('#rules select[data-rule]')].flatMap((s) => [s.dataset.rule, ...[...s.options].map((o) => o.value)]),
  ]);
  return new Set(words.flatMap((word) => word.toLowerCase().split(/[^a-z]+/)).filter(Boolean));
}

/** Opens every <details> (Export, Compare, More rule options, the text view): their words count too. */
export const openDetails = (page) =>
  page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
  });

/** Walks the page; returns the English words found (with where), for `label` in the report. */
export async function checkPage(page, label) {
  await openDetails(page);
  const texts = await page.evaluate(visibleTexts);
  return englishWords(texts, await verbatimWords(page)).map((line) => `${label}: ${line}`);
}
