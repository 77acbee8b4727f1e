/**
 * Slugs that rituals no longer use, with the id of the ritual that had each one. A ritual's id
 * never changes (content/README.md); its slug may, when the ritual is rewritten, and an address
 * that still names the old slug leads permanently to the ritual's page.
 */
export const RETIRED_RITUAL_SLUGS: Readonly<Record<string, number>> = {
  'honey-offering-for-oshun': 16,
};

/** The ritual's page for an address that names a retired slug (/ritual/<slug>), if it does. */
export function retiredSlugTarget(slug: string): string | undefined {
  const id = Object.hasOwn(RETIRED_RITUAL_SLUGS, slug) ? RETIRED_RITUAL_SLUGS[slug] : undefined;
  return id === undefined ? undefined : `/ritual/${id}`;
}
