// A promotional banner image: gradient background with light effects, headline,
// subtitle and a call-to-action on the left, an illustration on the right.
import { LOCALES } from '../../shared/languages';
import type { BannerMotif, LinkageType } from '../../db/schema';
import type { Language } from '../../i18n/languages';
import { drawMotif, MOTIF_DEFS } from './motifs';
import { escapeXml, FONT, hashOf, shade, wrapText } from './svg';

export interface BannerArt {
  id: number;
  title: string;
  subtitle: string;
  colorFrom: string;
  colorTo: string;
  motif: BannerMotif;
  linkageType: LinkageType;
  /** The language of the call to action; English when absent. */
  language?: Language;
}

export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 500;

// The button drawn on a banner that links somewhere, in every shipped language.
const CALL_TO_ACTION: Record<Language, Record<Exclude<LinkageType, 'none'>, string>> = {
  en: { route: 'DISCOVER', url: 'LEARN MORE', game: 'PLAY NOW', promotion: 'CLAIM NOW' },
  vi: { route: 'KHÁM PHÁ', url: 'TÌM HIỂU THÊM', game: 'CHƠI NGAY', promotion: 'NHẬN NGAY' },
  th: { route: 'ดูเลย', url: 'ดูรายละเอียด', game: 'เล่นเลย', promotion: 'รับเลย' },
  zh: { route: '立即查看', url: '了解更多', game: '立即游戏', promotion: '立即领取' },
  hi: { route: 'अभी देखें', url: 'और जानें', game: 'अभी खेलें', promotion: 'अभी क्लेम करें' },
  bn: { route: 'এখনই দেখুন', url: 'আরও জানুন', game: 'এখনই খেলুন', promotion: 'এখনই দাবি করুন' },
  id: { route: 'JELAJAHI', url: 'PELAJARI', game: 'MAIN SEKARANG', promotion: 'KLAIM SEKARANG' },
  'pt-BR': { route: 'CONFIRA', url: 'SAIBA MAIS', game: 'JOGUE AGORA', promotion: 'RESGATE JÁ' },
  'zh-TW': { route: '立即查看', url: '了解更多', game: '立即遊戲', promotion: '立即領取' },
  ja: { route: '今すぐ見る', url: '詳しく見る', game: '今すぐプレイ', promotion: '今すぐ受け取る' },
  ko: { route: '지금 보기', url: '자세히 보기', game: '지금 플레이', promotion: '지금 받기' },
  ne: { route: 'अहिले हेर्नुहोस्', url: 'थप जान्नुहोस्', game: 'अहिले खेल्नुहोस्', promotion: 'अहिले दाबी गर्नुहोस्' },
  ta: { route: 'இப்போது பாருங்கள்', url: 'மேலும் அறிக', game: 'இப்போது விளையாடுங்கள்', promotion: 'இப்போது பெறுங்கள்' },
  ur: { route: 'ابھی دیکھیں', url: 'مزید جانیں', game: 'ابھی کھیلیں', promotion: 'ابھی حاصل کریں' },
  ms: { route: 'TEROKA', url: 'KETAHUI LAGI', game: 'MAIN SEKARANG', promotion: 'TUNTUT SEKARANG' },
  fil: { route: 'TUKLASIN', url: 'ALAMIN PA', game: 'MAGLARO NA', promotion: 'I-CLAIM NA' },
  my: { route: 'ယခုကြည့်ရန်', url: 'ပိုမိုလေ့လာရန်', game: 'ယခုကစားရန်', promotion: 'ယခုရယူရန်' },
  km: { route: 'មើលឥឡូវ', url: 'ស្វែងយល់បន្ថែម', game: 'លេងឥឡូវ', promotion: 'ទទួលយកឥឡូវ' },
  lo: { route: 'ເບິ່ງດຽວນີ້', url: 'ຮຽນຮູ້ເພີ່ມເຕີມ', game: 'ຫຼິ້ນດຽວນີ້', promotion: 'ຮັບດຽວນີ້' },
  ar: { route: 'اكتشف', url: 'اعرف المزيد', game: 'العب الآن', promotion: 'احصل عليها الآن' },
  fa: { route: 'کشف کنید', url: 'بیشتر بدانید', game: 'همین حالا بازی کنید', promotion: 'همین حالا دریافت کنید' },
  tr: { route: 'KEŞFET', url: 'DAHA FAZLA', game: 'HEMEN OYNA', promotion: 'HEMEN AL' },
  ru: { route: 'СМОТРЕТЬ', url: 'ПОДРОБНЕЕ', game: 'ИГРАТЬ', promotion: 'ПОЛУЧИТЬ' },
  kk: { route: 'ҚАРАУ', url: 'ТОЛЫҒЫРАҚ', game: 'ОЙНАУ', promotion: 'АЛУ' },
  uz: { route: 'KOʻRISH', url: 'BATAFSIL', game: 'OʻYNASH', promotion: 'OLISH' },
  es: { route: 'DESCUBRIR', url: 'MÁS INFORMACIÓN', game: 'JUGAR AHORA', promotion: 'RECLAMAR' },
  'pt-PT': { route: 'DESCOBRIR', url: 'SAIBA MAIS', game: 'JOGAR AGORA', promotion: 'RECEBER JÁ' },
};

function sparkles(seed: number): string {
  const dots: string[] = [];
  let s = seed;
  for (let i = 0; i < 26; i += 1) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const x = 40 + (s % 1520);
    const y = 20 + ((s >>> 11) % 460);
    const r = 1 + ((s >>> 5) % 3);
    dots.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${(0.25 + ((s >>> 3) % 50) / 100).toFixed(2)}"/>`);
  }
  return dots.join('');
}

export function bannerSvg(b: BannerArt): string {
  // Right to left the picture mirrors: the words start at the right edge, the art stands left.
  const rtl = LOCALES.find((l) => l.code === b.language)?.dir === 'rtl';
  const textX = (x: number) => (rtl ? BANNER_WIDTH - x : x);
  // Right to left, a line's start is its right end: anchored there, it grows leftwards.
  const anchor = rtl ? ' text-anchor="start" direction="rtl"' : '';
  const artX = rtl ? BANNER_WIDTH - 1220 : 1220;
  const titleLines = wrapText(b.title, 20, 2);
  const subtitleLines = wrapText(b.subtitle, 52, 2);
  const titleSize = titleLines.some((l) => l.length > 16) ? 72 : 84;
  const titleTop = titleLines.length === 1 ? 210 : 160;
  const title = titleLines
    .map((line, i) => `<text x="${textX(110)}" y="${titleTop + i * (titleSize + 6)}"${anchor} font-size="${titleSize}" font-weight="900" fill="url(#headline)" filter="url(#textShadow)">${escapeXml(line)}</text>`)
    .join('');
  const subtitleTop = titleTop + (titleLines.length - 1) * (titleSize + 6) + 62;
  const subtitle = subtitleLines
    .map((line, i) => `<text x="${textX(112)}" y="${subtitleTop + i * 38}"${anchor} font-size="30" font-weight="500" fill="#fff" fill-opacity=".9">${escapeXml(line)}</text>`)
    .join('');
  const cta = b.linkageType === 'none' ? '' : escapeXml(CALL_TO_ACTION[b.language ?? 'en'][b.linkageType]);
  const ctaTop = subtitleTop + subtitleLines.length * 38 + 18;
  const ctaWidth = cta.length * 19 + 70;
  const button = cta
    ? `<g transform="translate(${rtl ? BANNER_WIDTH - 110 - ctaWidth : 110} ${ctaTop})"><rect width="${ctaWidth}" height="62" rx="31" fill="url(#gold)" filter="url(#drop)"/><text x="${ctaWidth / 2}" y="41" font-size="26" font-weight="800" text-anchor="middle" fill="#451a03"${rtl ? '' : ' letter-spacing="2"'}>${cta}</text></g>`
    : '';
  const glow = shade(b.colorTo, 0.35);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" role="img" aria-label="${escapeXml(b.title)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.colorFrom}"/><stop offset="1" stop-color="${b.colorTo}"/></linearGradient>
<radialGradient id="glow" cx="${rtl ? '.24' : '.76'}" cy=".5" r=".5"><stop offset="0" stop-color="${glow}" stop-opacity=".85"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="headline" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#fde68a"/></linearGradient>
<pattern id="rays" width="60" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="24" height="60" fill="#fff" fill-opacity=".045"/></pattern>
<filter id="textShadow" x="-5%" y="-20%" width="110%" height="140%"><feDropShadow dx="0" dy="4" stdDeviation="4" flood-color="#000" flood-opacity=".45"/></filter>
${MOTIF_DEFS}
</defs>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#rays)"/>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#glow)"/>
<circle cx="${artX}" cy="250" r="215" fill="#fff" fill-opacity=".08"/>
<circle cx="${artX}" cy="250" r="160" fill="#fff" fill-opacity=".07"/>
${sparkles(hashOf(`${b.id}:${b.title}`))}
<g font-family="${FONT}">${title}${subtitle}${button}</g>
<g transform="translate(${artX} 255)" font-family="${FONT}">${drawMotif(b.motif)}</g>
<rect x="0" y="${BANNER_HEIGHT - 6}" width="${BANNER_WIDTH}" height="6" fill="url(#gold)"/>
</svg>`;
}
