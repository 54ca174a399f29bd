// The documents scripts/documents.ts writes: those a page states in full (written from the
// page's own text) and the forms held here as HTML.

export { readingCopyPath } from '../app/lib/documents.ts';

/** File under public/files/ → the release whose text it is. */
export const DOCUMENT_PAGES: Record<string, string> = {
  'disclosure-annual-report-2025.docx': '2122',
};

/**
 * 政府信息公开申请表: the fields follow article 29 of the Regulations on the Disclosure of
 * Government Information (2019 revision): who asks and how to reach them, a description of
 * the information asked for, and the form and means of receiving it.
 */
const DISCLOSURE_APPLICATION = `<h1>澄州市贸促会政府信息公开申请表</h1>
<p>受理机构：澄州市贸促会办公室（澄州市滨江新区世纪大道188号贸促大厦五楼502室，邮编325100）；电子邮箱：xxgk@czccpit.org.cn；咨询电话：0577-8861 2000。</p>
<table>
<tr><th>申请人信息</th><th>填写内容</th></tr>
<tr><td>公民：姓名、证件名称及号码</td><td></td></tr>
<tr><td>法人或者其他组织：名称、统一社会信用代码、法定代表人或负责人、联系人</td><td></td></tr>
<tr><td>联系电话</td><td></td></tr>
<tr><td>通信地址及邮政编码</td><td></td></tr>
<tr><td>电子邮箱</td><td></td></tr>
</table>
<table>
<tr><th>所需信息情况</th><th>填写内容</th></tr>
<tr><td>所需政府信息的名称、文号或者便于查询的其他特征性描述</td><td></td></tr>
<tr><td>获取信息的方式（纸质、电子邮件、光盘等，任选）</td><td></td></tr>
<tr><td>获取信息的途径（邮寄、电子邮件、当面领取，任选）</td><td></td></tr>
</table>
<p>申请人签名或盖章：　　　　　　申请日期：　　　年　　月　　日</p>
<p>填表说明：1. 申请人应当提交身份证明（公民为身份证件复印件，法人或者其他组织为营业执照等证明文件复印件）。2. 当面提交的，请到受理机构办公地点递交；邮寄提交的，请在信封左下角注明“政府信息公开申请”；电子邮件提交的，请将本表和身份证明扫描件发送至上述邮箱。3. 本会收到申请后，能够当场答复的当场答复；不能当场答复的，自收到申请之日起20个工作日内答复，需要延长的，延长期限最长不超过20个工作日。</p>`;

/** File under public/files/ → its text as HTML. */
export const FORM_DOCUMENTS: Record<string, string> = {
  'disclosure-application-form.docx': DISCLOSURE_APPLICATION,
};
