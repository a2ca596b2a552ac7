// Copying a pay code or a reference number (the toast says 'copy
// success'). The asynchronous Clipboard API needs a secure context and the
// web view's permission; older web views only have execCommand('copy') on
// a selected text field, so that is the fallback.
import { t } from '../i18n/i18n';
import * as toast from './toast';

function copyBySelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  // Set through the DOM (not a style="" attribute), which the page's
  // Content-Security-Policy allows.
  field.style.position = 'fixed';
  field.style.top = '0';
  field.style.left = '0';
  field.style.opacity = '0';
  document.body.appendChild(field);
  try {
    field.select();
    field.setSelectionRange(0, text.length);
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/** copyText puts text on the clipboard; true when it got there. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission, not focused): try the selection
  }
  return copyBySelection(text);
}

/** copyWithToast copies text and says 'copy success', or the error toast when nothing was copied. */
export async function copyWithToast(text: string): Promise<boolean> {
  const copied = await copyText(text);
  if (copied) toast.success(t('copySuccess'));
  else toast.show(t('copyFailed'));
  return copied;
}
