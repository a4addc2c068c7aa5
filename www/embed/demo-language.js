// The demo pages' languages (embed-demo.html, statement-demo.html): the hash's `lang=`, else the
// browser's; the Language menu (#language) switches. Their prose is written once per language in
// the page (elements marked data-lang-block="<lang>": only the page's is shown); their other words
// are in the catalogs (data-i18n). Players on the page follow <html lang> by themselves.
import { browserLanguage, language, languagePicker, matchLanguage, setPageLanguage } from '../i18n/i18n.js';
import { linkLanguage } from '../lib/permalink.js';

/** @import { Lang } from '../i18n/i18n.js' */

/**
 * Speaks the hash's language (else the browser's) and wires the Language menu; `onChange(lang)`
 * runs now and after each change, for what the page makes itself.
 * @param {(lang: Lang) => void} onChange
 */
export async function demoLanguage(onChange) {
  /** @param {Lang} lang */
  const speak = async (lang) => {
    await setPageLanguage(lang);
    if (language() !== lang) return; // another language was picked meanwhile
    for (const block of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-lang-block]'))) {
      block.hidden = block.dataset.langBlock !== lang;
    }
    onChange(lang);
  };
  await speak(matchLanguage(linkLanguage(location.hash)) ?? browserLanguage());
  const picker = languagePicker(language());
  picker.id = 'language';
  document.getElementById('language')?.replaceWith(picker);
  picker.addEventListener('change', () => {
    const lang = /** @type {Lang} */ (picker.value);
    history.replaceState(null, '', `#lang=${lang}`);
    speak(lang);
  });
}
