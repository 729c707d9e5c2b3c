import { createContext, useContext } from "react";
import type { DeskUser } from "../api/types";

/** Who is signed in, for the controls that depend on their role. */
export const DeskUserContext = createContext<DeskUser | null>(null);

/** Whether the signed-in person is the desk's owner (false outside a signed-in desk). */
export function useIsOwner(): boolean {
  return useContext(DeskUserContext)?.role === "owner";
}

/** The signed-in person; null outside a signed-in desk. */
export function useDeskUser(): DeskUser | null {
  return useContext(DeskUserContext);
}
