import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages are lazy chunks; the first import of one compiles it, which can take a moment.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout: scrolling is a no-op that tests can observe.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// jsdom has no modal <dialog>: opening one shows it, closing hides it, as a browser would.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
