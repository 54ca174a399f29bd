// The bench's search row: 120 different two-word queries (a subject × what is asked about
// it), so that no answer is served twice in a row from anything the worker might keep.

const SUBJECTS = ['原产地证', 'ATA单证册', '领事认证', '海牙认证', '商事证明', 'RCEP', '展会', '调解', '仲裁', '备案'];
const ASPECTS = ['材料', '收费', '时限', '流程', '申请', '企业', '办理', '证书', '货物', '培训', '出口', '国家'];

export function searchPaths(): string[] {
  return SUBJECTS.flatMap((s) => ASPECTS.map((a) => `/api/cn/search?keyword=${encodeURIComponent(`${s} ${a}`)}`));
}
