/** The bars' colours, shared by the static first view and the recharts chart. */
export const chartColors = { Current: "#7c3aed", Refinanced: "#16a34a" } as const;
