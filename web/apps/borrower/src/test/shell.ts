// A pretend iOS app shell for page specs: a postMessage spy for every
// bridge action (window.webkit.messageHandlers, as bridge.test.ts sets it),
// so a spec checks what the shell receives on the wire. uninstallShell
// takes it away again (call it in afterEach).
import { vi, type Mock } from 'vitest';
import { ACTIONS, type Action } from '../lib/bridge';

export type ShellHandlers = Record<Action, { postMessage: Mock<(payload: unknown) => void> }>;

export function installShell(): ShellHandlers {
  const handlers = Object.fromEntries(ACTIONS.map((a) => [a, { postMessage: vi.fn<(payload: unknown) => void>() }])) as ShellHandlers;
  window.webkit = { messageHandlers: handlers };
  return handlers;
}

export function uninstallShell(): void {
  delete window.webkit;
}
