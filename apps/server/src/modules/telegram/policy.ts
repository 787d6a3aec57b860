import { assertSignedIn, type SignedInViewer, type Viewer } from '../../core/viewer';

// Every account links its own Telegram chat, and only its own; the bot acts in a chat as the
// account linked to it, and answers anyone only what the public site answers (tracking).

/** The account whose chat is linked, unlinked or looked at: the signed-in viewer's own. */
export const assertCanLinkTelegram = (viewer: Viewer): SignedInViewer => assertSignedIn(viewer);

/** The bot speaks in private chats only: a group's members must not see one customer's parcels. */
export const isBotChat = (chat: { type: string }) => chat.type === 'private';
