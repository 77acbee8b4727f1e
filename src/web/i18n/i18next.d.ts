import type about from '../locales/es/about.json';
import type auth from '../locales/es/auth.json';
import type catalogue from '../locales/es/catalogue.json';
import type common from '../locales/es/common.json';
import type dailyTip from '../locales/es/dailyTip.json';
import type meta from '../locales/es/meta.json';
import type placeholder from '../locales/es/placeholder.json';
import type profile from '../locales/es/profile.json';
import type progress from '../locales/es/progress.json';
import type ritual from '../locales/es/ritual.json';
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
      meta: typeof meta;
      placeholder: typeof placeholder;
      profile: typeof profile;
      progress: typeof progress;
      ritual: typeof ritual;
      taxonomy: typeof taxonomy;
    };
  }
}
