/** The signed-in shell's chunk: its route loads it, and a visit that starts signed in asks for it at once. */
export const loadShell = () => import('./authorized-layout')
