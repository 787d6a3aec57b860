import type { Viewer } from '../../../core/viewer';

/** A card is its holder's only: nobody else, admins included, reads or changes it. */
export const canUseCard = (viewer: Viewer, card: { userId: number }) => viewer.userId !== null && viewer.userId === card.userId;
