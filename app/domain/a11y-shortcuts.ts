// The 无障碍 toolbar's keyboard shortcuts, once: the toolbar acts on them and the accessibility
// statement (无障碍说明) lists them. Alt+Shift and a letter (KeyboardEvent.code, so any
// keyboard layout or input method gives the same key), clear of the browser's own shortcuts.

export type A11yAction =
  | 'bar'
  | 'point'
  | 'continuous'
  | 'pause'
  | 'stop'
  | 'cursor'
  | 'guide'
  | 'zoomIn'
  | 'zoomOut'
  | 'contrast'
  | 'jump'
  | 'reset';

export interface A11yShortcut {
  action: A11yAction;
  /** KeyboardEvent.code pressed with Alt+Shift. */
  code: string;
  /** The key as printed on the statement page. */
  key: string;
  label: string;
}

export const A11Y_SHORTCUTS: readonly A11yShortcut[] = [
  { action: 'bar', code: 'KeyA', key: 'Alt + Shift + A', label: '打开或关闭无障碍工具栏' },
  { action: 'point', code: 'KeyR', key: 'Alt + Shift + R', label: '指读：朗读鼠标指向或键盘聚焦的内容（开 / 关）' },
  {
    action: 'continuous',
    code: 'KeyL',
    key: 'Alt + Shift + L',
    label: '连读：从页面正文开头或选中的段落起连续朗读（开始 / 停止）',
  },
  { action: 'pause', code: 'KeyP', key: 'Alt + Shift + P', label: '暂停或继续朗读' },
  { action: 'stop', code: 'KeyS', key: 'Alt + Shift + S', label: '停止朗读' },
  { action: 'cursor', code: 'KeyM', key: 'Alt + Shift + M', label: '特大鼠标（开 / 关）' },
  { action: 'guide', code: 'KeyG', key: 'Alt + Shift + G', label: '辅助线（开 / 关）' },
  { action: 'zoomIn', code: 'Equal', key: 'Alt + Shift + =', label: '放大文字（最大 200%）' },
  { action: 'zoomOut', code: 'Minus', key: 'Alt + Shift + -', label: '缩小文字' },
  { action: 'contrast', code: 'KeyH', key: 'Alt + Shift + H', label: '高对比度：黑底黄字白字（开 / 关）' },
  { action: 'jump', code: 'KeyJ', key: 'Alt + Shift + J', label: '快速定位：列出本页各部分，回车跳转' },
  { action: 'reset', code: 'Digit0', key: 'Alt + Shift + 0', label: '恢复默认设置' },
];

/** The action of an Alt+Shift shortcut, if the event is one. */
export function shortcutAction(event: KeyboardEvent): A11yAction | undefined {
  if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return undefined;
  return A11Y_SHORTCUTS.find((s) => s.code === event.code)?.action;
}
