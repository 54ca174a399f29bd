// Pagination as plain links (works without JavaScript), with a page-size chooser (requirements §9).

import { useLocation } from 'react-router';
import { GetForm } from './get-form.tsx';
import { PAGE_SIZES } from '../constants.ts';
import { pageCount, pagerItems } from '../lib/pagination.ts';
import { AppLink } from './app-link.tsx';

interface PaginationProps {
  total: number;
  page: number;
  size: number;
  pagerCount?: number;
}

export function Pagination({ total, page, size, pagerCount }: PaginationProps) {
  const location = useLocation();
  const count = pageCount(total, size);
  const link = (p: number) => {
    const params = new URLSearchParams(location.search);
    if (p === 1) params.delete('page');
    else params.set('page', String(p));
    const qs = params.toString();
    return `${location.pathname}${qs ? `?${qs}` : ''}`;
  };
  const hidden = [...new URLSearchParams(location.search)].filter(([k]) => k !== 'size' && k !== 'page');
  return (
    <nav className="pagination" aria-label="分页">
      <span className="pagination__total">共 {total} 条</span>
      <ul className="pagination__pages">
        <li>
          {page > 1 ? (
            <AppLink to={link(page - 1)} rel="prev">
              上一页
            </AppLink>
          ) : (
            <span aria-disabled="true">上一页</span>
          )}
        </li>
        {pagerItems(page, count, pagerCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className="pagination__current">
                  <span className="visually-hidden">第</span>
                  {item}
                  <span className="visually-hidden">页</span>
                </span>
              ) : (
                <AppLink to={link(item)} aria-label={`第 ${item} 页`}>
                  {String(item)}
                </AppLink>
              )}
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="pagination__more">
              …
            </li>
          ),
        )}
        <li>
          {page < count ? (
            <AppLink to={link(page + 1)} rel="next">
              下一页
            </AppLink>
          ) : (
            <span aria-disabled="true">下一页</span>
          )}
        </li>
      </ul>
      <GetForm className="pagination__size">
        {hidden.map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <label>
          每页
          <select name="size" defaultValue={String(size)}>
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s} 条
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--small">
          确定
        </button>
      </GetForm>
    </nav>
  );
}
