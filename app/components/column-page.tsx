// The frame of a page that shows one column: meta tags, the column's side navigation and
// breadcrumbs around the page's own content.

import type { ReactNode } from 'react';
import type { Thing } from 'schema-dts';
import type { Column } from '../api/types.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { PageMeta } from './page-meta.tsx';
import { SideNav } from './side-nav.tsx';

export function ColumnPage(props: {
  column: Column;
  trail: Column[];
  title: string;
  description?: string | null;
  /** The page's schema.org data (a guide's GovernmentService). */
  jsonLd?: Exclude<Thing, string>;
  children: ReactNode;
}) {
  const { column, trail } = props;
  return (
    <div className="with-sidebar">
      <PageMeta
        title={props.title}
        description={props.description}
        jsonLd={props.jsonLd}
        column={column}
        columnAncestors={trail.slice(0, -1).map((c) => c.columnName)}
      />
      <SideNav trail={trail} currentId={column.id} />
      <div className="with-sidebar__main">
        <Breadcrumbs trail={trail.slice(0, -1)} current={column.columnName} />
        {props.children}
      </div>
    </div>
  );
}
