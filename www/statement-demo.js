// statement-demo.html: writes out the Markdown a setter pastes into a judge that strips scripts
// and iframes, with absolute addresses of wherever this page is served.
const base = new URL('./', location.href);
const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id)); // statement-demo.html has them
const input = `${byId('sample-input').textContent?.trimEnd()}\n`;
// `text=` keeps the input readable in the link; the main page reads it like a Copy link's `input=`.
const link = new URL(`index.html#game=mayan&text=${encodeURIComponent(input)}`, base);

byId('markdown').textContent = [
  `![The sample board after its first move](${new URL('figures/mayan-step3.svg', base)})`,
  '',
  `![The sample, step by step](${new URL('figures/mayan-steps.gif', base)})`,
  '',
  `[Step through the sample in BoardLab](${link})`,
].join('\n');
