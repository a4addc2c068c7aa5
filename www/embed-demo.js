// embed-demo.html: the page's language (demo-language.js); the framed player speaks it too (its
// hash's `lang=`), as the elements do by following <html lang>.
import { demoLanguage } from './demo-language.js';

const frame = /** @type {HTMLIFrameElement} */ (document.getElementById('demo-frame')); // embed-demo.html has it
const src = frame.getAttribute('src') ?? '';

demoLanguage((lang) => {
  const wanted = lang === 'en' ? src : `${src}&lang=${lang}`;
  if (frame.getAttribute('src') !== wanted) frame.setAttribute('src', wanted);
});
