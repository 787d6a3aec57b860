import { commonTexts } from './ru/common';
import { publicTexts } from './ru/public';

// The Russian texts the entry's components show (the common ones, the public frame and the home
// hero): a chunk of their own that only a page read in Russian loads, as a Kyrgyz or English page
// loads its ky/ and en/ common and public instead (index.ts). A prerendered Russian page and the
// shells preload it (scripts/prerender.mjs), so it arrives beside the entry. It sits outside ru/,
// whose files are the parts that a translation mirrors.
export default { ...commonTexts, ...publicTexts };
