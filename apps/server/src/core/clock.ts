/**
 * What "now" is. Services that read the time take one (tests move it); the calendar day where the
 * company works is derived from it (`companyDate(clock())` of packages/domain), never injected apart.
 */
export type Clock = () => Date;

/** The system's clock: what every service uses unless a test gives it another. */
export const systemClock: Clock = () => new Date();
