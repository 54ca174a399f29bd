// The visitor's display choices in the top bar: colour mode (SPEC §4) and the
// elder-friendly mode (适老化: larger text, higher contrast, no moving carousel).

import { useEffect, useState } from 'react';
import { applyColorMode, readColorPreference, readElderMode, saveColorPreference, saveElderMode, type ColorPreference } from '../runtime/color-mode.ts';

const LABELS: Record<ColorPreference, string> = { system: '跟随系统', light: '浅色', dark: '深色' };

export function DisplaySettings() {
  // Server and first client render agree on the defaults; the stored choice comes after hydration.
  const [color, setColor] = useState<ColorPreference>('system');
  const [elder, setElder] = useState(false);
  useEffect(() => {
    setColor(readColorPreference());
    setElder(readElderMode());
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyColorMode(readColorPreference());
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
      <button
        type="button"
        aria-pressed={elder}
        onClick={() => {
          setElder(!elder);
          saveElderMode(!elder);
        }}
      >
        {elder ? '退出适老模式' : '适老模式'}
      </button>
    </span>
  );
}
