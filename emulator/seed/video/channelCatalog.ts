import type { LanguageCode } from '../text/languages.ts';

/** A generated channel before ids and numbers: its name, language, topics and how much it uploads. */
export interface ChannelTemplate {
  title: string;
  lang: LanguageCode;
  topics: readonly string[];
  /** Relative share of the 2,000 videos (0 = a channel with no uploads at all). */
  weight: number;
}

const M = '/m/04rlf', G = '/m/0bzvm2', S = '/m/06ntj', E = '/m/02jjt', F = '/m/02vxn', L = '/m/019_rr', FOOD = '/m/02wbm',
  T = '/m/07bxq', K = '/m/01k8wb', TECH = '/m/07c1v', SOC = '/m/098wr', PET = '/m/068hy', FIT = '/m/027x7n', V = '/m/07yv9',
  H = '/m/09kqc', ART = '/m/05qjc';

/**
 * 55 channels besides the 5 accounts' own: several scripts, right-to-left names, emoji, markup
 * that must stay text, one-letter and very long names, and channels with no uploads.
 */
export const channelCatalog: readonly ChannelTemplate[] = [
  { title: 'Nordic Kitchen', lang: 'en', topics: [FOOD, L], weight: 5 },
  { title: 'Retro Circuits', lang: 'en', topics: [TECH, G], weight: 6 },
  { title: 'Slow TV Railways', lang: 'en', topics: [T, V], weight: 4 },
  { title: 'Deep Field Astronomy', lang: 'en', topics: [K], weight: 5 },
  { title: 'Lo-Fi Lighthouse', lang: 'en', topics: [M], weight: 8 },
  { title: 'Pixel Party 🎮', lang: 'en', topics: [G, E], weight: 7 },
  { title: 'The <b>Bold</b> Channel', lang: 'en', topics: [E, H], weight: 3 },
  { title: 'Q', lang: 'en', topics: [K], weight: 1 },
  { title: 'The Extraordinarily Long-Winded Channel About Absolutely Everything Under the Sun', lang: 'en', topics: [K, E], weight: 2 },
  { title: 'Paws & Claws', lang: 'en', topics: [PET], weight: 5 },
  { title: 'Kettlebell Club', lang: 'en', topics: [FIT, S], weight: 3 },
  { title: 'Garage Restorations', lang: 'en', topics: [V], weight: 4 },
  { title: 'Midnight Film Society', lang: 'en', topics: [F], weight: 3 },
  { title: 'Puns Per Minute', lang: 'en', topics: [H], weight: 2 },
  { title: 'Stage Door', lang: 'en', topics: [ART, M], weight: 2 },
  { title: 'Civic Lab', lang: 'en', topics: [SOC, K], weight: 2 },
  { title: 'Trail Mix Running', lang: 'en', topics: [S, FIT], weight: 3 },
  { title: 'Houseplant Hospital 🌿', lang: 'en', topics: [L], weight: 3 },
  { title: 'Quiet Channel (no uploads yet)', lang: 'en', topics: [L], weight: 0 },
  { title: 'Cocina de la Abuela', lang: 'es', topics: [FOOD], weight: 4 },
  { title: 'Viajeros del Sur', lang: 'es', topics: [T], weight: 3 },
  { title: 'Flamenco Vivo', lang: 'es', topics: [M, ART], weight: 2 },
  { title: 'Café Olé', lang: 'fr', topics: [FOOD, L], weight: 3 },
  { title: 'Science Étonnante', lang: 'fr', topics: [K], weight: 4 },
  { title: 'Werkstatt Müller', lang: 'de', topics: [TECH, V], weight: 4 },
  { title: 'Bergfreunde', lang: 'de', topics: [T, S], weight: 2 },
  { title: 'Sabor do Brasil', lang: 'pt', topics: [FOOD, M], weight: 3 },
  { title: '東京ストリートフード', lang: 'ja', topics: [FOOD, T], weight: 5 },
  { title: 'ねこ日和', lang: 'ja', topics: [PET], weight: 4 },
  { title: 'ゲーム実況チャンネル', lang: 'ja', topics: [G], weight: 6 },
  { title: '台北生活', lang: 'zh', topics: [L, FOOD], weight: 3 },
  { title: '書法小教室', lang: 'zh', topics: [ART, K], weight: 2 },
  { title: '서울 브이로그', lang: 'ko', topics: [L, T], weight: 4 },
  { title: '한식 요리왕', lang: 'ko', topics: [FOOD], weight: 3 },
  { title: 'مطبخ سارة', lang: 'ar', topics: [FOOD], weight: 4 },
  { title: 'رحلات عربية', lang: 'ar', topics: [T], weight: 3 },
  { title: 'عالم التقنية', lang: 'ar', topics: [TECH], weight: 3 },
  { title: 'המטבח של דני', lang: 'he', topics: [FOOD], weight: 2 },
  { title: 'מסע בגליל', lang: 'he', topics: [T], weight: 2 },
  { title: 'Звёздное небо', lang: 'ru', topics: [K], weight: 3 },
  { title: 'Мастерская Ивана', lang: 'ru', topics: [TECH, V], weight: 2 },
  { title: 'विज्ञान की दुनिया', lang: 'hi', topics: [K], weight: 3 },
  { title: 'देसी रसोई', lang: 'hi', topics: [FOOD], weight: 3 },
  { title: 'Ελληνική Κουζίνα', lang: 'el', topics: [FOOD], weight: 2 },
  { title: 'อาหารไทยง่ายๆ', lang: 'th', topics: [FOOD], weight: 2 },
  { title: '🎵🎶🎵', lang: 'en', topics: [M], weight: 2 },
  { title: 'Synthwave Sundays', lang: 'en', topics: [M], weight: 4 },
  { title: 'Chess Corner', lang: 'en', topics: [G, K], weight: 3 },
  { title: 'Weekend Woodworking', lang: 'en', topics: [L, TECH], weight: 3 },
  { title: 'Ocean Sounds 24/7', lang: 'en', topics: [M, L], weight: 2 },
  { title: 'Archive of Silent Films', lang: 'en', topics: [F], weight: 2 },
  { title: 'Stand-up Nights', lang: 'en', topics: [H, E], weight: 2 },
  { title: 'Sailing Aurora ⛵', lang: 'en', topics: [V, T], weight: 3 },
  { title: 'Tiny Space Cooking', lang: 'en', topics: [FOOD, L], weight: 2 },
  { title: 'Orbit Daily News', lang: 'en', topics: [K, SOC], weight: 4 },
];

/** The accounts' own channels: their language and topics (titles come from the accounts' names). */
export const accountChannelTopics: Record<string, { lang: LanguageCode; topics: readonly string[]; weight: number }> = {
  'acct-ada': { lang: 'en', topics: [K, TECH], weight: 2 },
  'acct-grace': { lang: 'en', topics: [TECH], weight: 2 },
  'acct-alan': { lang: 'en', topics: [K, G], weight: 1 },
  'acct-hedy': { lang: 'en', topics: [F, TECH], weight: 1 },
  'acct-kid': { lang: 'en', topics: [G], weight: 1 },
};
