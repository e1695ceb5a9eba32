/**
 * Vite bundles workers with browser export conditions, so refractor's
 * entity decoder (decode-named-character-reference) comes in its DOM build,
 * which creates an element when it loads — and a worker has no `document`.
 * This stand-in, installed before refractor loads, makes that decoder answer
 * "not a named character reference", so the rare entity inside a token's
 * attributes is left as written. (Adding the "worker" condition to the
 * renderer's worker build would make this file unnecessary.)
 */
if (typeof document === 'undefined') {
  // Its text is its markup unparsed: the decoder reads that as "nothing decoded".
  const inertElement = {
    innerHTML: '',
    get textContent() {
      return this.innerHTML;
    },
  };
  Object.defineProperty(globalThis, 'document', {
    value: { createElement: () => inertElement },
    configurable: true,
  });
}

export {};
