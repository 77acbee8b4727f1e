import type about from '../locales/es/about.json';
import type auth from '../locales/es/auth.json';
import type catalogue from '../locales/es/catalogue.json';
import type common from '../locales/es/common.json';
import type dailyTip from '../locales/es/dailyTip.json';
import type journal from '../locales/es/journal.json';
import type moon from '../locales/es/moon.json';
import type meta from '../locales/es/meta.json';
import type profile from '../locales/es/profile.json';
import type progress from '../locales/es/progress.json';
import type pwa from '../locales/es/pwa.json';
import type ritual from '../locales/es/ritual.json';
import type shop from '../locales/es/shop.json';
import type taxonomy from '../locales/es/taxonomy.json';

// Keys are checked against the Spanish files; locales.test.ts keeps the other languages in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      about: typeof about;
      auth: typeof auth;
      catalogue: typeof catalogue;
      common: typeof common;
      dailyTip: typeof dailyTip;
      journal: typeof journal;
      moon: typeof moon;
      meta: typeof meta;
      profile: typeof profile;
      progress: typeof progress;
      pwa: typeof pwa;
      ritual: typeof ritual;
      shop: typeof shop;
      taxonomy: typeof taxonomy;
    };
  }
}
