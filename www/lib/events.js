// A small typed event hub: the player's and the engine sessions' subscriptions.

/**
 * `on(type, listener)` subscribes and returns the function that unsubscribes; `emit(type,
 * detail)` calls every listener of `type`. `Events` maps each type to its detail.
 * @template {object} Events
 */
export class Emitter {
  /** @type {Map<keyof Events, Set<(detail: any) => void>>} */
  #listeners = new Map();

  /**
   * @template {keyof Events} K
   * @param {K} type
   * @param {(detail: Events[K]) => void} listener
   * @returns {() => void} unsubscribes
   */
  on(type, listener) {
    const listeners = this.#listeners.get(type) ?? new Set();
    this.#listeners.set(type, listeners);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /**
   * @template {keyof Events} K
   * @param {K} type
   * @param {Events[K]} detail
   */
  emit(type, detail) {
    for (const listener of this.#listeners.get(type) ?? []) listener(detail);
  }
}
