/** The fixed "now" of the seeded test data. */
export const TEST_NOW = new Date("2026-11-22T15:00:00Z");

/** A clock tests can move forward. */
export class TestClock {
  private current: number;
  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
}
