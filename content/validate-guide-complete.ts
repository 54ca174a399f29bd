// Import rules for a service guide as a whole (a release filed in one of the eight services'
// columns, app/domain/services.ts): every section present, each rule-stating section named by
// a source, none holding placeholder text. The shape of each field: validate-guide.ts.

import { GUIDE_SECTIONS, SOURCED_KEYS, sectionLabel } from '../app/domain/guide-sections.ts';
import { serviceByColumnCode } from '../app/domain/services.ts';
import type { Problem } from './schema.ts';
import { isObject, type Row } from './validate-guide.ts';

// Text an editor leaves while a guide is unfinished: the whole value, or a marker inside it.
const PLACEHOLDER_WHOLE = /^(待定|暂无|略|无|同上|见上|详见|N\/?A|null|undefined|x+|-+|—+|…+|\.{2,}|[?？]+|测试.*)$/i;
const PLACEHOLDER_MARK = /lorem|ipsum|待补充|待完善|待填写|待更新|此处填写|占位|TODO|TBD|XXX|×××|○○○|＊＊＊|\*\*\*/i;

function placeholderIn(value: unknown, path: string): { path: string; text: string } | null {
  if (typeof value === 'string') {
    const t = value.trim();
    return t !== '' && (PLACEHOLDER_WHOLE.test(t) || PLACEHOLDER_MARK.test(t)) ? { path, text: t } : null;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = placeholderIn(item, `${path}[${i}]`);
      if (found) return found;
    }
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = placeholderIn(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

const isEmptySection = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * Every guide has every section, none holding placeholder text. `columnCodes` maps column
 * id → code; each problem names the guide (title and service) and the section.
 */
export function checkGuides(
  releases: { row: Row; path: string }[],
  columnCodes: Map<unknown, unknown>,
  problems: Problem[],
): void {
  for (const { row, path } of releases) {
    const service = serviceByColumnCode(String(columnCodes.get(row.columnId) ?? ''));
    if (!service) continue;
    const guide = `办事指南《${String(row.title)}》（${service.name}，${service.code}）`;
    for (const { key, label } of GUIDE_SECTIONS) {
      if (isEmptySection(row[key])) {
        problems.push({ path: `${path}.${key}`, message: `${guide}缺少“${label}”部分（${key}），请补上` });
        continue;
      }
      const found = placeholderIn(row[key], `${path}.${key}`);
      if (found)
        problems.push({
          path: found.path,
          message: `${guide}的“${label}”部分（${key}）是占位文字“${found.text}”，请写入实际内容`,
        });
    }
    unsourced(row, path, guide, problems);
    const links = placeholderIn(row.verifyLinks, `${path}.verifyLinks`);
    if (links)
      problems.push({
        path: links.path,
        message: `${guide}的“核验与查询”（verifyLinks）是占位文字“${links.text}”，请写入实际内容`,
      });
  }
}

/**
 * Each section that states a rule, fee, time limit or platform (SOURCED_KEYS) is named by a
 * source (docs/decisions/0017): an exporter follows it to the letter, so it must say whence.
 */
function unsourced(row: Row, path: string, guide: string, problems: Problem[]): void {
  const named = new Set<string>();
  for (const source of Array.isArray(row.sources) ? row.sources : []) {
    if (isObject(source) && Array.isArray(source.sections))
      for (const key of source.sections) if (typeof key === 'string') named.add(key);
  }
  for (const key of SOURCED_KEYS) {
    if (isEmptySection(row[key]) || named.has(key)) continue;
    problems.push({
      path: `${path}.sources`,
      message: `${guide}的“${sectionLabel(key)}”部分（${key}）写了规定、收费、时限或办理平台，但 sources 中没有一条来源标明它：请在出处的 sections 中加上 "${key}"`,
    });
  }
}
