// What the content audit tells an editor, in Chinese (issue 46 item 7): each finding says where,
// what is wrong, the inspection threshold it applies (国办秘函〔2019〕19号《政府网站与政务新媒体检查指标》,
// as far as the thresholds of report.ts go) and what to do. One catalogue, so a test can read every
// sentence; the check names (`dead-link`…) stay English for alerts and metrics. Pure TS.

import { FAIL_EMPTY, FAIL_STALE_ANY, FAIL_STALE_TIMELY, GUIDE_CHECK_DAYS } from './report.ts';

/** The inspection's outright-fail rule, as a clause. */
const VETO = '即单项否决（整站判为不合格）';

export const AUDIT_MESSAGES = {
  homeStale: (age: number | null, limit: number) =>
    `首页：已 ${age ?? '∞'} 天没有新信息，超过 ${limit} 天（检查指标：监测 2 周首页无信息更新${VETO}）。请立即在首页显示的栏目（要闻、通知公告等）发布新信息。`,
  homeSoon: (age: number, limit: number) =>
    `首页：距最近一条新信息已 ${age} 天，${limit} 天无更新${VETO}。请在 ${Math.max(0, limit - age)} 天内在首页显示的栏目发布新信息。`,
  columnStale: (name: string, code: string, category: string, age: number | null, limit: number | null) =>
    `栏目「${name}」（${code}，${category}）：已 ${age} 天没有新信息，超过该类栏目 ${limit} 天的期限（检查指标“栏目不更新”）。请在该栏目发布新信息；若它已不需要更新，请改其栏目类别 columnClass。`,
  columnSoon: (name: string, code: string, category: string, age: number | null, limit: number | null) =>
    `栏目「${name}」（${code}，${category}）：已 ${age} 天没有新信息，${limit} 天无更新即算超期。请近期在该栏目发布新信息。`,
  columnEmpty: (name: string, code: string) =>
    `栏目「${name}」（${code}）：没有任何内容，是空白栏目（空白栏目达到 ${FAIL_EMPTY} 个${VETO}）。请发布内容，或删去该栏目。`,
  staleTimely: (n: number) =>
    `全站：${n} 个要闻、通知公告、政策文件类栏目同时超期（达到 ${FAIL_STALE_TIMELY} 个${VETO}）。请先在上面列出的超期栏目发布新信息。`,
  notUpdating: (n: number) =>
    `全站：${n} 个应更新的栏目没有更新（达到 ${FAIL_STALE_ANY} 个${VETO}）。请在上面列出的栏目发布新信息，或改正不需更新栏目的类别。`,
  manyEmpty: (n: number) =>
    `全站：有 ${n} 个空白栏目（达到 ${FAIL_EMPTY} 个${VETO}）。请给上面列出的空白栏目发布内容，或删去它们。`,
  undated: (id: string, title: string) =>
    `信息 ${id}「${title}」：没有发布时间（检查指标：未注明发布时间的信息视为不更新）。请补上它的 releaseTime。`,
  deadLink: (from: string, what: string, href: string, reason: string) =>
    `${from}的${what} ${href}：打不开，${reason}（检查指标“链接可用性”：不能正常访问的链接逐个扣分）。请改正地址、重新上传文件，或删去它。`,
  guideUnchecked: (id: string, title: string, checked: string | null) =>
    `办事指南 ${id}「${title}」：信息来源${checked ? `上次核对于 ${checked}` : '从未核对'}，超过 ${GUIDE_CHECK_DAYS} 天（检查指标“办事指南要素的准确性”）。请对照来源逐项核对，再更新核对日期 checked。`,
  advertExpired: (id: string, title: string, position: string, ended: string) =>
    `广告 ${id}「${title}」（位置 ${position}）：已于 ${ended} 到期。请删去它，或改正它的结束时间 endTime。`,
  noConsultation: () =>
    `全站：没有配置在线咨询渠道 CONSULT_URL（未提供网上有效咨询建言渠道${VETO}，指标“互动回应差”）。请在配置中填写咨询渠道的地址。`,
  outboundBroken: (url: string, status: number | null, checkedAt: string) =>
    `外部链接 ${url}：${checkedAt} 检查时答复 ${status}，已失效（检查指标“链接可用性”逐个扣分）。请改为有效地址，或删去该链接。`,
  outboundUnreachable: (url: string, checkedAt: string) =>
    `外部链接 ${url}：${checkedAt} 从网站服务器访问不到，不一定失效（许多政府网站拒绝境外访问），暂不计为坏链。请在浏览器中打开确认。`,
} as const;

/** Why a link in content leads nowhere, as the dead-link message's middle. */
export const DEAD_REASONS = {
  release: (id: string) => `文章 ${id} 不存在或已撤回`,
  activity: (id: string) => `活动 ${id} 不存在或已撤回`,
  column: (id: string) => `栏目 ${id} 不存在`,
  file: (path: string) => `网站文件 ${path} 不存在`,
  media: () => '上传的文件在媒体存储 R2 中不存在',
  withdrawnMedia: () => '该文件已随所属信息撤回',
  page: () => '网站没有这个页面',
} as const;

/** How a finding names the record a link sits in: `信息 1001 正文`. */
export const WHERE = {
  release: (id: string) => `信息 ${id} 正文`,
  activity: (id: string) => `活动 ${id} 正文`,
  attachment: (id: string) => `信息 ${id} 附件列表`,
  cover: (kind: 'release' | 'activity' | 'exhibition', id: string) =>
    `${kind === 'release' ? '信息' : kind === 'activity' ? '活动' : '展会'} ${id} 封面`,
} as const;
