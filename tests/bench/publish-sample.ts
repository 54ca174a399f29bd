// What bench:scale publishes (issue 28): one release, then one record of each kind an editor
// changes day to day (the release again, an activity, a fair with its new theme, a FAQ with its
// new type and a synonym for it, a form, an advert, a hot word), in the publish format of
// content/README.md. Ids no seed record uses; the activity starts a day after the run.

import { beijingTime } from '../../worker/content/d1/params.ts';

export function publishedRelease() {
  return {
    id: '2000001',
    columnId: '2',
    title: '澄州市贸促会举办RCEP原产地累积规则专场培训会',
    summary: '市贸促会面向外贸企业讲解RCEP原产地累积规则和原产地声明的填写要点。',
    content: '<p>市贸促会举办RCEP原产地累积规则专场培训会，120余家外贸企业参加。</p>',
    source: '澄州市贸促会',
    releaseTime: '2026-11-25 10:00:00',
    isTop: '0',
    tags: ['RCEP'],
  };
}

export function oneOfEachKind() {
  const day = (n: number) => beijingTime(new Date(Date.now() + n * 86_400_000));
  return {
    version: 1,
    releases: [{ ...publishedRelease(), title: '澄州市贸促会举办RCEP原产地累积规则专场培训会（更新）' }],
    activities: [
      {
        id: '9001',
        columnId: '3411',
        title: '澄州市贸促会举办海关预裁定实务专场辅导会',
        summary: '讲解海关预裁定的申请条件、办理流程和案例。',
        startTime: day(1),
        endTime: day(2),
      },
    ],
    exhibitionThemes: [{ id: '90', themeName: '海洋渔业装备', orderNum: 90 }],
    exhibitions: [
      {
        id: '9201',
        themeId: '90',
        exhibitionName: '2027年挪威特隆赫姆海洋渔业装备展览会',
        country: '挪威',
        city: '特隆赫姆',
        startDate: '2027-08-17',
        endDate: '2027-08-19',
      },
    ],
    authQuTypes: [{ id: '90', typeName: '展品暂准进口', serviceCode: 'ata', orderNum: 90 }],
    authQus: [
      {
        id: '9301',
        typeId: '90',
        question: '展品在展会结束后转卖给境外买家，ATA单证册项下应当怎样办理？',
        answer: '<p>展品转为一般贸易出口的，应在单证册有效期内向海关办理正式出口手续。</p>',
        orderNum: 1,
      },
    ],
    synonyms: [{ id: '901', word: '展品转卖', variants: ['展后销售'], target: 'faq:9301' }],
    catalogue: [
      {
        id: '901',
        parentId: '5',
        catalogueName: '展品暂准进口情况说明模板',
        catalogueCode: 'form-ata-exhibit',
        fileUrl: '/files/ata-exhibit-statement.docx',
        orderNum: 90,
      },
    ],
    advertising: [
      {
        id: '901',
        title: '海关预裁定专场辅导会报名中',
        imageUrl: '/images/ads/banner-origin.svg',
        linkUrl: '/detail/9001?type=activity',
        position: 'home-banner',
        orderNum: 0,
      },
    ],
    hotWords: [{ id: '901', columnId: '0', word: '海关预裁定', orderNum: 0 }],
  };
}
