// The other names visitors type for a country or region, one list for every answer that knows
// the destination: the FTA box (agreements.ts) and legalisation by destination (apostille.ts).
// Each group is one place; the content may write any of its names (沙特 on the foreign
// ministry's list, 印度尼西亚 in the agreements), and a query naming any of them names it.

/** Names of one place; the content's own spelling is whichever of them it uses. */
const SAME_PLACE: readonly (readonly string[])[] = [
  ['印度尼西亚', '印尼'],
  ['澳大利亚', '澳洲'],
  ['韩国', '南韩', '大韩民国'],
  ['蒙古国', '蒙古'],
  ['孟加拉国', '孟加拉'],
  ['新西兰', '纽西兰'],
  ['马来西亚', '大马'],
  ['新加坡', '星加坡'],
  ['澳门', '澳门特区', '澳门特别行政区'],
  ['香港', '香港特区', '香港特别行政区'],
  ['阿联酋', '阿拉伯联合酋长国', '迪拜'],
  ['沙特', '沙特阿拉伯'],
  ['美国', '美利坚合众国'],
  ['英国', '大不列颠及北爱尔兰联合王国'],
  ['俄罗斯', '俄罗斯联邦', '俄国'],
  ['波黑', '波斯尼亚和黑塞哥维那'],
  ['北马其顿', '马其顿'],
  ['斯威士兰', '埃斯瓦蒂尼'],
  ['土耳其', '土耳其共和国'],
  ['越南', '越南社会主义共和国'],
  ['菲律宾', '菲律宾共和国'],
  ['捷克', '捷克共和国'],
  ['多米尼加', '多米尼加共和国'],
  ['摩尔多瓦', '摩尔多瓦共和国'],
];

/** Built on first use: a page that only shows agreements never pays for the table. */
let groupOf: Map<string, readonly string[]> | undefined;

/** Every name of the place `name` (itself first), for matching what a visitor typed. */
export function namesOf(name: string): string[] {
  groupOf ??= new Map(SAME_PLACE.flatMap((g) => g.map((n) => [n, g] as const)));
  const group = groupOf.get(name);
  return group ? [name, ...group.filter((n) => n !== name)] : [name];
}

/**
 * The places of `names` (as the content writes them) that `text` names under any of their
 * names, longest name first so that 印度尼西亚 is not also read as 印度; each name found is
 * taken out of the text. Returns the places found and the text left.
 */
export function placesIn(text: string, names: readonly string[]): { found: string[]; rest: string } {
  const words = names
    .flatMap((place) => namesOf(place).map((word) => ({ word, place })))
    .filter((w) => w.word.length >= 2)
    .sort((x, y) => y.word.length - x.word.length);
  const found: string[] = [];
  let rest = text;
  for (const { word, place } of words) {
    if (!rest.includes(word)) continue;
    if (!found.includes(place)) found.push(place);
    rest = rest.split(word).join(' ');
  }
  return { found, rest };
}
