import type { PageDataSource, PageRead } from '@directory/shared';

/** One page's reads from `source`: each distinct read (by its key) once, however many of the page's parts ask. */
export function pageReader(source: PageDataSource) {
  const reads = new Map<string, Promise<unknown>>();
  return <T>(read: PageRead<T, PageDataSource>): Promise<T> => {
    const key = JSON.stringify(read.key);
    let result = reads.get(key);
    if (!result) {
      result = read.run(source);
      reads.set(key, result);
    }
    return result as Promise<T>;
  };
}
