export const PLACEHOLDER_PAGES = [
  'dailyTip',
  'ritual',
  'progress',
  'profile',
  'shop',
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'callback',
] as const;
export type PlaceholderPage = (typeof PLACEHOLDER_PAGES)[number];
