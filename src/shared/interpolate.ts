/**
 * Fills a text's `{{name}}` places with values, as the translation files write them; a value
 * not given leaves the place empty rather than showing its name to a reader.
 */
export function interpolate(text: string, values: Readonly<Record<string, unknown>>): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value as string | number);
  });
}
