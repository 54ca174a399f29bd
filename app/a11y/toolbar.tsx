// The 无障碍 / 适老化 toolbar (decision 0019): 语音阅读 (指读, 连读 with pause, stop and speed),
// 特大鼠标, 辅助线, 放大, 高对比度 (a tool of its own), 适老模式 (the header's elder-friendly
// mode, the same switch under the same name), 快速定位, reset and the
// accessibility statement. It loads on first use, or after hydration when a stored setting
// needs it (components/a11y-bar.tsx), never with a page's initial JavaScript. Open, it sits
// in the page's flow above the header, so it covers nothing and reflows with the text.

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '../components/app-link.tsx';
import { A11Y_STATEMENT_PATH } from '../constants.ts';
import { shortcutAction } from '../domain/a11y-shortcuts.ts';
import { useElderMode } from '../hooks/use-elder-mode.ts';
import { useSite } from '../hooks/use-site.ts';
import { saveElderMode } from '../runtime/elder-mode.ts';
import { resetAll, runAction, toggleBar } from './actions.ts';
import { JumpList } from './jump-list.tsx';
import { startReadingGuide } from './reading-guide.ts';
import {
  checkSpeechSupport,
  getReaderState,
  setPointReading,
  setRate,
  stopReading,
  subscribeReader,
  syncPointReading,
  togglePause,
  toggleReading,
} from './reader.ts';
import {
  DEFAULT_SETTINGS,
  getSettings,
  SPEECH_RATES,
  stepZoom,
  subscribeSettings,
  updateSettings,
  ZOOM_STEPS,
} from './settings.ts';

export { toggleBar } from './actions.ts';

const RATE_LABELS: Record<number, string> = { 0.75: '慢速', 1: '正常', 1.25: '较快', 1.5: '快速' };

/** Handles an Alt+Shift shortcut; the shell passes every Alt+Shift key here once this module is loaded. */
export function onShortcut(event: KeyboardEvent): void {
  const action = shortcutAction(event);
  if (!action) return;
  event.preventDefault();
  runAction(action);
}

interface ToggleProps {
  on: boolean;
  onClick: () => void;
  children: string;
  id?: string;
  disabled?: boolean;
}

function Toggle({ on, onClick, children, id, disabled }: ToggleProps) {
  return (
    <button type="button" id={id} className="a11y-button" aria-pressed={on} onClick={onClick} disabled={disabled}>
      <span className="a11y-button__state" aria-hidden="true">
        {on ? '✓' : ''}
      </span>
      {children}
    </button>
  );
}

/** @public Loaded by components/a11y-bar.tsx through a dynamic import, which knip cannot follow by name. */
export function A11yToolbar() {
  const settings = useSyncExternalStore(subscribeSettings, getSettings, () => DEFAULT_SETTINGS);
  const reader = useSyncExternalStore(subscribeReader, getReaderState, getReaderState);
  const elder = useElderMode();
  const { mobile } = useSite();
  const { pathname } = useLocation();
  const bar = useRef<HTMLElement>(null);

  // The tools run whether the toolbar is open or not: closing it only hides the buttons.
  useEffect(() => (settings.guide && !mobile ? startReadingGuide() : undefined), [settings.guide, mobile]);
  useEffect(() => {
    checkSpeechSupport();
    void syncPointReading();
  }, [settings.point]);
  // 连读 reads one page: a new page stops it.
  useEffect(() => stopReading(), [pathname]);
  useEffect(() => {
    if (reader.focusRequest > 0) bar.current?.focus();
  }, [reader.focusRequest]);

  if (!settings.bar) return null;
  const noVoice = reader.voice === 'none' || reader.voice === 'unsupported';
  const mute = reader.voice === 'unsupported';
  const zoomIndex = ZOOM_STEPS.indexOf(settings.zoom as (typeof ZOOM_STEPS)[number]);
  return (
    <section id="a11y-toolbar" className="a11y-toolbar" aria-labelledby="a11y-toolbar-title" tabIndex={-1} ref={bar}>
      <div className="a11y-toolbar__inner">
        {/* Not a heading: the page's own outline starts at its h1. */}
        <p id="a11y-toolbar-title" className="a11y-toolbar__title">
          无障碍 / 适老化
        </p>
        <fieldset className="a11y-toolbar__group" aria-describedby="a11y-status">
          <legend className="a11y-toolbar__legend">语音阅读</legend>
          <Toggle on={settings.point} onClick={() => setPointReading(!settings.point)} disabled={mute}>
            指读
          </Toggle>
          <Toggle on={reader.reading !== 'idle'} onClick={toggleReading} disabled={mute}>
            连读
          </Toggle>
          <button type="button" className="a11y-button" onClick={togglePause} disabled={reader.reading === 'idle'}>
            {reader.reading === 'paused' ? '继续' : '暂停'}
          </button>
          <button type="button" className="a11y-button" onClick={stopReading} disabled={reader.reading === 'idle'}>
            停止
          </button>
          <label className="a11y-toolbar__rate">
            语速
            <select value={settings.rate} disabled={mute} onChange={(e) => setRate(Number(e.target.value))}>
              {SPEECH_RATES.map((r) => (
                <option key={r} value={r}>
                  {RATE_LABELS[r]}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <fieldset className="a11y-toolbar__group">
          <legend className="a11y-toolbar__legend">显示</legend>
          {mobile ? null : (
            <>
              <Toggle on={settings.cursor} onClick={() => updateSettings({ cursor: !settings.cursor })}>
                特大鼠标
              </Toggle>
              <Toggle on={settings.guide} onClick={() => updateSettings({ guide: !settings.guide })}>
                辅助线
              </Toggle>
            </>
          )}
          <button
            type="button"
            className="a11y-button"
            onClick={() => stepZoom(1)}
            disabled={zoomIndex === ZOOM_STEPS.length - 1}
          >
            放大
          </button>
          <button type="button" className="a11y-button" onClick={() => stepZoom(-1)} disabled={zoomIndex === 0}>
            缩小
          </button>
          <output className="a11y-toolbar__zoom" aria-live="polite">
            文字 {settings.zoom}%
          </output>
          <Toggle on={settings.contrast} onClick={() => updateSettings({ contrast: !settings.contrast })}>
            高对比度
          </Toggle>
          <Toggle on={elder} onClick={() => saveElderMode(!elder)}>
            适老模式
          </Toggle>
        </fieldset>
        <fieldset className="a11y-toolbar__group">
          <legend className="a11y-toolbar__legend">其他</legend>
          <JumpList request={reader.jumpRequest} />
          <button type="button" className="a11y-button" onClick={resetAll}>
            重置
          </button>
          <AppLink to={A11Y_STATEMENT_PATH} className="a11y-button">
            无障碍说明
          </AppLink>
          <button type="button" className="a11y-button" onClick={toggleBar}>
            关闭工具栏
          </button>
        </fieldset>
        <p
          id="a11y-status"
          className={noVoice ? 'a11y-toolbar__status a11y-toolbar__status--warn' : 'a11y-toolbar__status'}
          role="status"
        >
          {reader.message}
        </p>
      </div>
    </section>
  );
}
