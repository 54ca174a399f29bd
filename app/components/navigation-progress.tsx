// A thin progress bar for navigations that take longer than requirements §9's 100 ms; quick ones show nothing.

import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { ROUTE_RESOLUTION_DELAY_MS } from '../constants.ts';

export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), ROUTE_RESOLUTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return shown ? <div className="nav-progress" role="progressbar" aria-label="页面加载中" /> : null;
}
