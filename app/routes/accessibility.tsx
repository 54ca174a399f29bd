// /accessibility (无障碍说明): the accessibility statement public-sector sites publish: the
// standards the site is built to, what the 无障碍 / 适老化 toolbar does, its keyboard
// shortcuts (from the one table the toolbar acts on), known limits and whom to tell about a
// problem (the footer's contacts, from configuration).

import { PageMeta } from '../components/page-meta.tsx';
import { PhoneText } from '../components/phone-text.tsx';
import { A11Y_SHORTCUTS } from '../domain/a11y-shortcuts.ts';
import { useSite } from '../hooks/use-site.ts';

const TOOLS: ReadonlyArray<[name: string, what: string]> = [
  ['语音阅读 · 指读', '朗读鼠标指向或键盘聚焦的内容；链接、按钮等控件先读出其类型，如“链接，贸促要闻”。'],
  ['语音阅读 · 连读', '从正文开头（或从选中的段落）起连续朗读，可暂停、继续、停止，语速分四档。'],
  ['特大鼠标', '把鼠标指针换成特大、高对比度的箭头和手形（电脑版）。'],
  ['辅助线', '跟随鼠标的十字辅助线，帮助逐行阅读（电脑版）。'],
  ['放大', '文字分五档放大到 200%，页面随之重排，不出现左右滚动。'],
  ['高对比度', '黑色背景，正文白字、链接和按钮黄字（对比度不低于 19:1），链接加下划线；可与放大、适老模式同时使用。'],
  [
    '适老模式（页头与工具栏中的同一开关）',
    '文字放大 1.25 倍、文字与背景对比度不低于 7:1、行距和段距加大、点击区域不小于 44×44 像素；不显示广告和轮播图，页面上没有自行移动的内容。',
  ],
  ['快速定位', '列出本页的导航、正文各部分和页脚，选择后直接跳转（手机版尤其方便）。'],
];

export function Component() {
  const { site } = useSite();
  const footer = site?.footer;
  return (
    <div className="narrow statement">
      <PageMeta
        title="无障碍说明"
        description="本站无障碍与适老化服务说明：符合的标准、无障碍工具栏、快捷键和问题反馈方式。"
      />
      <h1 className="page-title">无障碍说明</h1>
      <p>
        {site?.name}
        门户网站面向所有访问者，包括老年人和视力、听力、肢体等方面有障碍的人士。本站的无障碍与适老化功能内置于网站本身，不加载任何第三方工具条脚本，电脑版与手机版均可使用。
      </p>

      <h2>符合的标准</h2>
      <ul>
        <li>
          国家标准 GB/T 37668—2019《信息技术 互联网内容无障碍可访问性技术要求与测试方法》，对应 Web 内容无障碍指南 WCAG
          2.1 的 AA 级；
        </li>
        <li>工业和信息化部《互联网网站适老化通用设计规范》（2021 年）；</li>
        <li>《中华人民共和国无障碍环境建设法》（2023 年 9 月 1 日起施行）对信息无障碍的要求。</li>
      </ul>
      <p>
        每次发布前，本站用自动化工具（axe）检查各类页面，并在电脑和手机浏览器中逐项检查键盘操作、放大重排和下列工具。
      </p>

      <h2>无障碍工具栏</h2>
      <p>
        点击页面顶部的“无障碍”按钮（或按 Alt + Shift +
        A）打开工具栏。各项设置保存在本机浏览器中，换页和下次访问时自动生效。
      </p>
      <dl className="statement__tools">
        {TOOLS.map(([name, what]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <p>
        语音阅读使用浏览器自带的语音合成功能，需要系统装有中文（普通话）语音：Windows、macOS、Android 和 iOS
        一般自带；浏览器没有中文语音时，工具栏会给出提示。
      </p>

      <h2 id="shortcuts">快捷键</h2>
      <p>
        全站可只用键盘操作：Tab 键在链接和按钮间移动，回车键打开，页面第一个 Tab
        位置是“跳到主要内容”。工具栏另有以下快捷键：
      </p>
      <table className="statement__keys">
        <caption className="visually-hidden">无障碍工具栏快捷键</caption>
        <thead>
          <tr>
            <th scope="col">按键</th>
            <th scope="col">功能</th>
          </tr>
        </thead>
        <tbody>
          {A11Y_SHORTCUTS.map((s) => (
            <tr key={s.code}>
              <td>
                <kbd>{s.key}</kbd>
              </td>
              <td>{s.label}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>已知的不足</h2>
      <p>部分附件（PDF、Word 文件）由发文单位提供，可能不完全符合上述标准。如需其他格式的文本，请与我们联系。</p>

      <h2>问题反馈</h2>
      <p>使用中遇到无法访问的内容，或有改进建议，请告诉我们，并说明页面地址和遇到的问题：</p>
      <ul>
        {footer?.phone ? (
          <li>
            总机：
            <PhoneText text={footer.phone} />
            {footer.hours ? `；办公时间：${footer.hours}` : null}
          </li>
        ) : null}
        {footer?.email ? (
          <li>
            电子邮箱：<a href={`mailto:${footer.email}`}>{footer.email}</a>
          </li>
        ) : null}
        {footer?.address ? <li>地址：{footer.address}</li> : null}
      </ul>
      <p className="statement__date">本说明更新于 2026 年 11 月 25 日。</p>
    </div>
  );
}
