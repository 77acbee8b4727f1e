// Small on purpose (no schemas): the journal's requests and its kind of offline action import it.

/** The query key under which every journal list is kept. */
export const JOURNAL_QUERY_KEY = ['me', 'journal'] as const;
