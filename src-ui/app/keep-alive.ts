import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Brief section 4: kept screens stay mounted (hidden) once visited, and the window scroll
 * position of each is restored when the user comes back; every other screen starts at the top.
 */
export function useKeepAlive(path: string, isKept: (path: string) => boolean): string[] {
  const [kept, setKept] = useState<string[]>([]);
  if (isKept(path) && !kept.includes(path)) setKept([...kept, path]);

  const scrolls = useRef(new Map<string, number>());
  const current = useRef(path);
  useLayoutEffect(() => {
    current.current = path;
    window.scrollTo(0, isKept(path) ? (scrolls.current.get(path) ?? 0) : 0);
  }, [path, isKept]);
  useLayoutEffect(() => {
    const onScroll = () => {
      if (isKept(current.current)) scrolls.current.set(current.current, window.scrollY);
    };
    addEventListener('scroll', onScroll, { passive: true });
    return () => removeEventListener('scroll', onScroll);
  }, [isKept]);

  return isKept(path) ? kept : kept.filter((p) => p !== path);
}
