/** The prefix of the User Timing marks the staged entry sets after each step (client/entry.tsx). */
export const STARTUP_MARK = 'startup:';
