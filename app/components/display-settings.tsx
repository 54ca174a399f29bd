// The visitor's display choices: colour mode (requirements §4) and the elder-friendly mode
// (适老化: larger text, higher contrast, larger targets, no moving carousel). In the PC top
// bar both; on /m the elder toggle sits in the header and both in the menu drawer.

import { useEffect, useState } from 'react';
import { useElderMode } from '../hooks/use-elder-mode.ts';
import {
  applyColorMode,
  readColorPreference,
  saveColorPreference,
  type ColorPreference,
} from '../runtime/color-mode.ts';
import { saveElderMode } from '../runtime/elder-mode.ts';

const LABELS: Record<ColorPreference, string> = { system: '跟随系统', light: '浅色', dark: '深色' };

export function ElderToggle({ className }: { className?: string }) {
  const elder = useElderMode();
  return (
    // A toggle button keeps one name; aria-pressed (and the tick) says whether it is on.
    <button
      type="button"
      className={className ? `elder-toggle ${className}` : 'elder-toggle'}
      aria-pressed={elder}
      onClick={() => saveElderMode(!elder)}
    >
      <span className="elder-toggle__state" aria-hidden="true">
        {elder ? '✓' : ''}
      </span>
      适老模式
    </button>
  );
}

/** The colour mode chooser and, unless the layout shows it elsewhere, the elder-friendly toggle. */
export function DisplaySettings({ withElder = true }: { withElder?: boolean }) {
  const [color, setColor] = useState<ColorPreference>('system');
  useEffect(() => {
    setColor(readColorPreference());
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyColorMode();
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);
  return (
    <span className="display-settings">
      <label>
        <span className="visually-hidden">显示模式</span>
        <select
          value={color}
          onChange={(e) => {
            const value = e.target.value as ColorPreference;
            setColor(value);
            saveColorPreference(value);
          }}
        >
          {(Object.keys(LABELS) as ColorPreference[]).map((k) => (
            <option key={k} value={k}>
              {LABELS[k]}
            </option>
          ))}
        </select>
      </label>
      {withElder ? <ElderToggle /> : null}
    </span>
  );
}
