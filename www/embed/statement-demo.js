// statement-demo.html: writes out the Markdown a setter pastes into a judge that strips scripts
// and iframes, with absolute addresses of wherever this page is served. The page speaks the
// hash's `lang=`, else the browser's language; its Language menu switches the statement's text
// (one block per language in the page), its words, and the player, which follows <html lang>.

import { t } from '../i18n/i18n.js';
import { byId } from '../lib/dom.js';
import { demoLanguage } from './demo-language.js';

const base = new URL('./', location.href);
const input = `${byId('sample-input', HTMLPreElement).textContent?.trimEnd()}\n`;

/**
 * A figure of the statement in `lang` (`./build.sh build` draws each in every language).
 * @param {string} name
 * @param {string} lang
 */
const figure = (name, lang) => name.replace(/\.(svg|gif)$/, lang === 'en' ? '.$1' : `.${lang}.$1`);

demoLanguage((lang) => {
  for (const img of /** @type {NodeListOf<HTMLImageElement>} */ (document.querySelectorAll('img[data-figure]'))) {
    img.src = `figures/${figure(img.dataset.figure ?? '', lang)}`;
  }
  const heading = document.querySelector(`[data-lang-block="${lang}"] h2`);
  if (heading) document.querySelector('article.statement')?.setAttribute('aria-labelledby', heading.id);
  // `text=` keeps the input readable in the link; the main page reads it like a Copy link's `input=`.
  const hash = `#game=mayan&text=${encodeURIComponent(input)}${lang === 'en' ? '' : `&lang=${lang}`}`;
  const link = new URL(`index.html${hash}`, base);
  byId('markdown', HTMLPreElement).textContent = [
    `![${t('statement.markdownFigure1')}](${new URL(`figures/${figure('mayan-step3.svg', lang)}`, base)})`,
    '',
    `![${t('statement.markdownFigure2')}](${new URL(`figures/${figure('mayan-steps.gif', lang)}`, base)})`,
    '',
    `[${t('statement.markdownLink')}](${link})`,
  ].join('\n');
});
