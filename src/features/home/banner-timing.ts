/** Banner carousel timing (§9) and where a carousel starts when it takes over the still banner. */
export const bannerAutoplayMs = 5000;
export const bannerSpeedMs = 1000;

export interface CarouselStart {
  /** The banner to show first (a control the player used before the carousel loaded). */
  index: number;
  /** The player paused the rotation before the carousel loaded. */
  paused: boolean;
  /** Time left of the first banner's 5 s turn, counted from when it first showed. */
  firstDelayMs: number;
}
