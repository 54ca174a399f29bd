// An article's downloadable files (attachments, or a guide's forms). A .docx also offers its
// reading copy (app/lib/documents.ts): WeChat's browser blocks downloads, and a phone without
// an office app cannot open one.

import type { Attachment } from '../api/types.ts';
import { readingCopyPath } from '../lib/documents.ts';

export function Attachments({ items, title, id }: { items: Attachment[]; title: string; id: string }) {
  if (items.length === 0) return null;
  return (
    <section className="attachments" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {items.map((a) => {
          const copy = readingCopyPath(a.url);
          return (
            <li key={a.url}>
              <a href={a.url} download>
                {a.name}
              </a>
              {copy ? (
                <>
                  {' '}
                  <a href={copy} className="attachments__read" aria-label={`在线阅读：${a.name}`}>
                    在线阅读
                  </a>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
