export const PLACEHOLDER_PAGES = ['dailyTip', 'ritual', 'progress', 'shop'] as const;
export type PlaceholderPage = (typeof PLACEHOLDER_PAGES)[number];
