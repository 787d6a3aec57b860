// The Kyrgyz translations of packages/domain's catalogues, keyed by the constants' names (registerTranslations).

export * from './zod';
