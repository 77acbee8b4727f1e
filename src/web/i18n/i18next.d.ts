import type about from '../locales/es/about.json';
import type catalogue from '../locales/es/catalogue.json';
import type common from '../locales/es/common.json';
import type placeholder from '../locales/es/placeholder.json';
import type taxonomy from '../locales/es/taxonomy.json';

// Keys are checked against the Spanish files; locales.test.ts keeps the other languages in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      about: typeof about;
      catalogue: typeof catalogue;
      common: typeof common;
      placeholder: typeof placeholder;
      taxonomy: typeof taxonomy;
    };
  }
}
