// Small DOM helpers the page's modules share.

/**
 * The element of the document with id `id`, which must be a `type` (a page that lacks it is a
 * mistake, said at once rather than at its first use).
 * @template {typeof HTMLElement} T
 * @param {string} id
 * @param {T} type
 * @returns {InstanceType<T>}
 */
export function byId(id, type) {
  const node = document.getElementById(id);
  if (!(node instanceof type)) throw new Error(`the page has no ${type.name} with id ${id}`);
  return /** @type {InstanceType<T>} */ (node);
}

/**
 * An engine's text as nodes: what it quotes between backticks (a request, a judge's reply) as
 * code, which reads left to right in every language; the rest as text.
 * @param {string} text
 */
export function verbatimText(text) {
  const parts = text.split('`');
  if (parts.length % 2 === 0) return [document.createTextNode(text)]; // a lone backtick quotes nothing
  return parts.map((part, i) => {
    if (i % 2 === 0) return document.createTextNode(part);
    const code = document.createElement('code');
    code.textContent = part;
    return code;
  });
}

/**
 * @param {string} value
 * @param {string} text
 */
export function option(value, text) {
  const node = document.createElement('option');
  node.value = value;
  node.textContent = text;
  return node;
}

/**
 * Sets `node`'s text unless it holds that text already: setting it replaces the text node, which
 * the browser then shapes and lays out again.
 * @param {Node} node
 * @param {string} text
 */
export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/**
 * Makes `parent`'s children `count` elements, reusing those it has (`make` makes one more), each
 * then given its content by `fill`: a list that changes little from one step to the next (a
 * step's events, a decision's moves) is laid out again only where it changed.
 * @template {Element} E
 * @param {Element} parent
 * @param {number} count
 * @param {() => E} make
 * @param {(element: E, index: number) => void} fill
 */
export function reuseChildren(parent, count, make, fill) {
  while (parent.children.length > count) parent.lastElementChild?.remove();
  for (let i = 0; i < count; i++) {
    const element = /** @type {E} */ (parent.children[i] ?? parent.appendChild(make()));
    fill(element, i);
  }
}

/**
 * Scrolls `to` (a textarea's backdrop) as `from` is scrolled.
 * @param {HTMLElement} from
 * @param {HTMLElement} to
 */
export function syncScroll(from, to) {
  to.scrollTop = from.scrollTop;
  to.scrollLeft = from.scrollLeft;
}

/**
 * Calls `then` once the browser has painted its next frame: a task queued from that frame's
 * animation callback runs after the frame is on screen. For work that can wait for the first
 * frame of a result (laying out a long text), so that it does not delay it.
 * @param {() => void} then
 */
export function afterNextPaint(then) {
  requestAnimationFrame(() => setTimeout(then, 0));
}
