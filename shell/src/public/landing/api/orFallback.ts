/**
 * The landing page's rule for its public calls: a failure is only logged and the part it feeds
 * simply stays empty (the answer becomes `fallback`), so one broken call never blanks the page.
 */
export async function orFallback<T>(load: () => Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`Fout bij ophalen van ${what}.`, error);
    return fallback;
  }
}
