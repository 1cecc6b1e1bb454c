/** The PM engine's clock: one place to read the time, so tests travel in time by replacing `clock.now`. */
export const clock = {
  now: (): Date => new Date(),
};
