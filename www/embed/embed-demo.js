// embed-demo.html: the page's language (demo-language.js); the framed player speaks it too (its
// hash's `lang=`), as the elements do by following <html lang>. The frame is as tall as its
// `resize` reports ask (www/guide/embedding.md), so that it shows all of the player at any width.
import { demoLanguage } from './demo-language.js';

const frame = /** @type {HTMLIFrameElement} */ (document.getElementById('demo-frame')); // embed-demo.html has it
const src = frame.getAttribute('src') ?? '';

demoLanguage((lang) => {
  const wanted = lang === 'en' ? src : `${src}&lang=${lang}`;
  if (frame.getAttribute('src') !== wanted) frame.setAttribute('src', wanted);
});

window.addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow || event.data?.boardlab !== 1) return;
  const { type, height } = event.data;
  if (type !== 'resize' || typeof height !== 'number' || !(height > 0)) return;
  // The frame's height holds its border too.
  frame.style.height = `${Math.ceil(height) + frame.offsetHeight - frame.clientHeight}px`;
});
