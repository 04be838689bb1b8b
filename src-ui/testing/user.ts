import userEvent from '@testing-library/user-event';

// jsdom lacks pointer capture, which antd-mobile's gesture handling calls on pointerdown.
for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) {
  Element.prototype[m] ??= () => {};
}
Element.prototype.hasPointerCapture ??= () => false;

/** antd-mobile popups block pointer events while their spring animation runs. */
export const user = () => userEvent.setup({ pointerEventsCheck: 0 });
