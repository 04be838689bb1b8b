/**
 * antd-mobile 5 renders its Popup, CenterPopup, Dialog body and ActionSheet without a dialog role,
 * and ActionSheet's role="option" items without a listbox (a wheel Picker announces its own
 * current and next items as buttons) (issue 14 item 6: pickers and popups
 * announced). One observer adds the roles wherever a sheet opens, named by its own title.
 */
const SHEETS = '.adm-popup-body, .adm-center-popup-body';
const TITLE =
  'h1, h2, h3, [data-sheet-title], .adm-picker-header-title, .adm-action-sheet-extra, .adm-dialog-header, .adm-dialog-title, .adm-modal-header, .adm-modal-title';

function label(sheet: Element): void {
  // The ID keyboard (NumberKeyboard, no mask) is not a modal dialog: a region of the page (axe
  // wants every content in a landmark; it is portalled to <body>).
  if (sheet.closest('.adm-number-keyboard-popup')) {
    if (!sheet.hasAttribute('role')) {
      sheet.setAttribute('role', 'region');
      sheet.setAttribute('aria-label', '数字键盘');
    }
    return;
  }
  // A Dialog's wrap already has role="dialog" (antd's CenterPopup), unnamed: that one is named.
  const wrap = sheet.closest('.adm-center-popup-wrap[role="dialog"]');
  const dialog = wrap ?? sheet;
  if (dialog.getAttribute('role') !== 'dialog') dialog.setAttribute('role', 'dialog');
  if (!dialog.hasAttribute('aria-modal')) dialog.setAttribute('aria-modal', 'true');
  if (!dialog.hasAttribute('aria-label') && !dialog.hasAttribute('aria-labelledby')) {
    const title = dialog.querySelector(TITLE)?.textContent?.trim();
    dialog.setAttribute('aria-label', title || '选择');
  }
  for (const list of dialog.querySelectorAll('.adm-action-sheet-button-list'))
    if (!list.hasAttribute('role')) {
      list.setAttribute('role', 'listbox');
      list.setAttribute('aria-label', dialog.getAttribute('aria-label') ?? '选项');
    }
  // The cancel row is a button, not an option of the list it sits outside of.
  for (const cancel of dialog.querySelectorAll('.adm-action-sheet-cancel[role="option"]'))
    cancel.setAttribute('role', 'button');
}

export function announcePopups(root: Document = document): () => void {
  const scan = () => root.querySelectorAll(SHEETS).forEach(label);
  scan();
  const observer = new MutationObserver(scan);
  observer.observe(root.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
