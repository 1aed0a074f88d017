import type { Prng } from '../prng.ts';

/** A language of the seed: how its channels title their videos and write their descriptions. */
export interface Language {
  code: string;
  country: string;
  /** Whole titles or fragments; `{n}` becomes a number. */
  phrases: readonly string[];
  descriptions: readonly string[];
}

const en: Language = {
  code: 'en',
  country: 'US',
  phrases: [
    'How to {verb} {s} like a pro',
    '{n} things nobody tells you about {s}',
    '{S} review: is it worth it?',
    'I tried {s} for {n} days',
    '{S} explained in {n} minutes',
    'Why {s} still matters',
    'The ultimate guide to {s}',
    '{S}, episode {n}',
    'Live Q&A: {s}',
    '{S} vs {s2}: which one wins?',
    'Relaxing {s} (1 hour)',
    'Beginner mistakes with {s}',
    'Behind the scenes: {s}',
    'A quiet morning of {s}',
  ],
  descriptions: [
    'In this video we look at {s} from every angle.',
    'Thanks for watching! New videos every week.',
    'Everything you need to get started with {s}.',
    'Filmed on location. Music licensed for this channel.',
  ],
};

const es: Language = {
  code: 'es',
  country: 'ES',
  phrases: ['Cómo preparar una paella auténtica', 'Mi rutina de mañana en Madrid', 'Los {n} mejores trucos de cocina', 'Viaje en tren por los Pirineos', '¿Vale la pena? Reseña honesta', 'Aprende guitarra flamenca: lección {n}', 'Un día en el mercado de Valencia', 'Reacción en directo: ¡increíble!'],
  descriptions: ['Suscríbete para más vídeos cada semana.', '¡Gracias por ver! Cuéntanos en los comentarios.'],
};

const fr: Language = {
  code: 'fr',
  country: 'FR',
  phrases: ['La recette du pain au levain', 'Balade à vélo le long de la Loire', 'Pourquoi le ciel est-il bleu ?', 'Épisode {n} : les coulisses', 'Test complet : ça vaut le coup ?', 'Apprendre le piano en {n} jours', 'Une journée à Marseille'],
  descriptions: ['Merci de votre fidélité ! Nouvelle vidéo chaque dimanche.', 'Toutes les sources sont dans la description.'],
};

const de: Language = {
  code: 'de',
  country: 'DE',
  phrases: ['Wir bauen einen Röhrenverstärker', 'Wanderung über die Zugspitze', '{n} Fehler, die jeder Anfänger macht', 'Warum Züge in Deutschland zu spät sind', 'Folge {n}: Die große Werkstatt-Tour', 'Schwarzwälder Kirschtorte ganz einfach'],
  descriptions: ['Alle Teile und Links findet ihr unten.', 'Danke fürs Zuschauen!'],
};

const pt: Language = {
  code: 'pt',
  country: 'BR',
  phrases: ['Pão de queijo mineiro de verdade', 'Um dia inteiro no Rio de Janeiro', 'Aprenda violão em {n} passos', 'Reagindo aos comentários de vocês', 'Episódio {n}: a viagem continua'],
  descriptions: ['Se inscreva e ative o sininho!', 'Obrigado por assistir, até a próxima.'],
};

const ja: Language = {
  code: 'ja',
  country: 'JP',
  phrases: ['東京のラーメン食べ歩き', '猫と過ごす休日', '初心者のためのギター講座 第{n}回', '夜の新宿を散歩', '自作キーボードを組み立てる', '京都の紅葉 {n}選', 'ゲーム実況：最終ボス戦'],
  descriptions: ['チャンネル登録よろしくお願いします！', 'ご視聴ありがとうございました。'],
};

const zh: Language = {
  code: 'zh',
  country: 'TW',
  phrases: ['台北夜市美食之旅', '三分鐘學會寫書法', '我的第{n}次馬拉松', '在家做珍珠奶茶', '老電視修理日記', '山間小屋的一天'],
  descriptions: ['感謝收看，記得訂閱頻道！', '每週更新，敬請期待。'],
};

const ko: Language = {
  code: 'ko',
  country: 'KR',
  phrases: ['서울 골목 브이로그', '김치찌개 황금 레시피', '하루 {n}분 영어 공부', '한강에서 자전거 타기', '새 키보드 언박싱', '편의점 신상 리뷰'],
  descriptions: ['구독과 좋아요 부탁드려요!', '시청해 주셔서 감사합니다.'],
};

const ar: Language = {
  code: 'ar',
  country: 'EG',
  phrases: ['طريقة عمل الكشري المصري', 'جولة في شوارع القاهرة ليلاً', 'تعلم العربية في {n} دقائق', 'رحلة إلى واحة سيوة', 'مراجعة صادقة: هل يستحق؟', 'أفضل {n} نصائح للمبتدئين'],
  descriptions: ['لا تنسوا الاشتراك في القناة!', 'شكراً على المشاهدة.'],
};

const he: Language = {
  code: 'he',
  country: 'IL',
  phrases: ['מתכון לשקשוקה מושלמת', 'טיול בגליל העליון', 'שיעור גיטרה מספר {n}', 'יום שלם בשוק מחנה יהודה', 'ביקורת כנה: שווה את זה?'],
  descriptions: ['תודה שצפיתם! הירשמו לערוץ.', 'סרטון חדש בכל שבוע.'],
};

const ru: Language = {
  code: 'ru',
  country: 'RU',
  phrases: ['Поездка по Транссибирской магистрали', 'Как испечь бородинский хлеб', 'Звёздное небо над Байкалом', '{n} ошибок начинающего фотографа', 'Выпуск {n}: мастерская'],
  descriptions: ['Подписывайтесь на канал!', 'Спасибо за просмотр.'],
};

const hi: Language = {
  code: 'hi',
  country: 'IN',
  phrases: ['घर पर मसाला चाय कैसे बनाएं', 'दिल्ली की गलियों में एक दिन', 'विज्ञान के {n} रोचक तथ्य', 'योग सीखें: भाग {n}', 'पुरानी दिल्ली का खाना'],
  descriptions: ['चैनल को सब्सक्राइब करें!', 'देखने के लिए धन्यवाद।'],
};

const el: Language = {
  code: 'el',
  country: 'GR',
  phrases: ['Μουσακάς όπως της γιαγιάς', 'Μια μέρα στη Σαντορίνη', 'Αρχαία Ελλάδα σε {n} λεπτά', 'Επεισόδιο {n}: το ταξίδι'],
  descriptions: ['Ευχαριστούμε που μας παρακολουθείτε!'],
};

const th: Language = {
  code: 'th',
  country: 'TH',
  phrases: ['ต้มยำกุ้งสูตรต้นตำรับ', 'เที่ยวเชียงใหม่สามวัน', 'สอนกีตาร์ตอนที่{n}', 'ตลาดนัดกลางคืนกรุงเทพ'],
  descriptions: ['ขอบคุณที่รับชมครับ'],
};

export const languages = { en, es, fr, de, pt, ja, zh, ko, ar, he, ru, hi, el, th } as const;
export type LanguageCode = keyof typeof languages;

const verbs = ['master', 'fix', 'start', 'understand', 'film', 'build', 'cook', 'learn'];

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Fills a phrase template; English phrases take subjects from the channel's topic vocabulary. */
export function fillPhrase(prng: Prng, phrase: string, subjects: readonly string[]): string {
  const s = prng.pick(subjects);
  const s2 = prng.pick(subjects.filter((x) => x !== s).concat(s));
  return phrase
    .replace('{S}', capitalize(s))
    .replace('{s}', s)
    .replace('{s2}', s2)
    .replace('{verb}', prng.pick(verbs))
    .replace(/\{n\}/g, () => String(prng.int(2, 30)));
}
