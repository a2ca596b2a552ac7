// Flags kept for the tab's life (sessionStorage): a prompt the borrower has
// seen or dismissed. Private mode without storage keeps nothing, so the
// prompt may show again.

/**
 * BANK_TIP_FLAG stops order details' kind-tips popup: order details sets it
 * when the borrower goes to repayment or roll-over, and so does every
 * repayment page however it was reached.
 */
export const BANK_TIP_FLAG = 'showBankTip';

/** hasSessionFlag tells whether the flag was set in this session. */
export function hasSessionFlag(name: string): boolean {
  try {
    return sessionStorage.getItem(name) !== null;
  } catch {
    return false;
  }
}

/** setSessionFlag sets the flag for the rest of the session. */
export function setSessionFlag(name: string): void {
  try {
    sessionStorage.setItem(name, '1');
  } catch {
    // private mode: nothing is kept
  }
}
