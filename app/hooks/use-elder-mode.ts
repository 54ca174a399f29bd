// Whether <html> has the elder-friendly class: set before first paint, and by any toggle
// on the page (followed live, so a carousel stops the moment the mode is switched on).

import { useEffect, useState } from 'react';

export function useElderMode(): boolean {
  // Server and first client render agree on false; the real state comes after hydration.
  const [elder, setElder] = useState(false);
  useEffect(() => {
    const root = document.documentElement;
    const follow = () => setElder(root.classList.contains('elder'));
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return elder;
}
