// The signed-in operator, for the screens under the layout.
import { createContext, useContext } from 'react';
import type { Me } from './api';

export interface Session {
  me: Me;
  /** can tells whether the operator's role has a permission. */
  can(permission: string): boolean;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside the console layout');
  return s;
}

export function sessionOf(me: Me): Session {
  const have = new Set(me.permissions ?? []);
  return { me, can: (p) => have.has(p) };
}
