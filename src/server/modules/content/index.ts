// The module's public face: the only file other modules and the composition root import.
export { ContentError } from './content-error.ts';
export { loadContent } from './content-loader.ts';
export { refreshContent } from './content-refresh.ts';
export { checkCoverage } from './content-rules.ts';
export { checkStyle } from './content-style.ts';
export { checkInterfaceTexts, interfaceTexts } from './interface-texts.ts';
export { checkJourneyDifficulty } from './journey-rules.ts';
export { checkTipSimilarity } from './tip-similarity.ts';
export { checkTipThemes } from './tip-themes.ts';
