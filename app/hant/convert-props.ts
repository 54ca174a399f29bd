// What the JSX runtime converts in the 繁體 view: the text an element renders (its string
// children) and the attributes people read (title, alt, labels, meta content), and HTML the
// editors wrote (dangerouslySetInnerHTML), on server and client alike, so hydration sees the
// same text. Scripts stay as they are (the router's data, the pre-paint script), except
// JSON-LD, which crawlers read (decision 0118).

import { Fragment } from 'react';
import type { PropsHook } from './jsx-runtime.ts';
import { toTraditional } from './convert.ts';

/** Attributes whose value is text for people. */
const TEXT_PROPS = [
  'title',
  'alt',
  'placeholder',
  'label',
  'content',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
] as const;

function convertChildren(children: unknown, convert: (text: string) => string): unknown {
  if (typeof children === 'string') return convert(children);
  if (!Array.isArray(children)) return children;
  let out: unknown[] | undefined;
  for (let i = 0; i < children.length; i++) {
    const child: unknown = children[i];
    if (typeof child !== 'string') continue;
    const to = convert(child);
    if (to === child) continue;
    out ??= children.slice();
    out[i] = to;
  }
  return out ?? children;
}

/** The props an element renders with in the 繁體 view (the same object when nothing changes). */
export const convertProps: PropsHook = (type, props) => {
  const convert = toTraditional;
  if (typeof type !== 'string' && type !== Fragment) return props;
  let out = props;
  const set = (name: string, value: unknown) => {
    if (out === props) out = { ...props };
    out[name] = value;
  };
  const children = convertChildren(props.children, convert);
  if (children !== props.children) set('children', children);
  if (typeof type !== 'string') return out;
  for (const name of TEXT_PROPS) {
    const value = props[name];
    if (typeof value === 'string') {
      const to = convert(value);
      if (to !== value) set(name, to);
    }
  }
  const html = props.dangerouslySetInnerHTML as { __html?: unknown } | undefined;
  if (typeof html?.__html === 'string' && (type !== 'script' || props.type === 'application/ld+json')) {
    const to = convert(html.__html);
    if (to !== html.__html) set('dangerouslySetInnerHTML', { __html: to });
  }
  return out;
};
