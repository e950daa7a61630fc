/**
 * jsdom has the <dialog> element but none of its methods: enough of them for a unit test to open and close
 * one (`open` set and cleared). Focus, the top layer and the inert page behind are the browser's, and the
 * e2e specs check them in Chromium.
 */
export function polyfillDialog(): void {
  const proto = globalThis.HTMLDialogElement?.prototype;
  if (!proto || typeof proto.showModal === 'function') return;
  const modal = new WeakSet<Element>();
  proto.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    modal.add(this);
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.open = false;
    modal.delete(this);
  };
  // The one pseudo-class the dialog reads that jsdom's selector engine does not know.
  const matches = Element.prototype.matches;
  Element.prototype.matches = function matchesModal(this: Element, selector: string) {
    return selector === ':modal' ? modal.has(this) : matches.call(this, selector);
  };
}
