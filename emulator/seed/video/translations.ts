import type { ChannelRecord, Localizations, LocalizedText, PlaylistRecord, VideoRecord } from '../../video/model.ts';
import { edgeCaseTitles } from '../text/edgeCases.ts';

/**
 * Translations a few English channels' owners wrote for their channel, their newest uploads and
 * their playlists (the `localizations` part; `hl` picks one for snippet.localized). German,
 * Spanish, Japanese and Arabic: two scripts besides Latin, one of them right to left. No English
 * translations: a viewer reading English sees every resource as its owner wrote it.
 */
export const TRANSLATED_LANGUAGES = ['de', 'es', 'ja', 'ar'] as const;
type Lang = (typeof TRANSLATED_LANGUAGES)[number];
type InEach = Record<Lang, string>;

interface VideoText {
  /** The owner's own title and description, in English, set on the video. */
  en: LocalizedText;
  /** Its translations. */
  to: Record<Lang, LocalizedText>;
}

interface ChannelTranslation {
  title: InEach;
  /** Each video of this list goes on one of the channel's newest public uploads, newest first. */
  videos: readonly VideoText[];
}

const channelTranslations: Record<string, ChannelTranslation> = {
  'Stage Door': {
    title: { de: 'Bühneneingang', es: 'Entrada de artistas', ja: '楽屋口', ar: 'باب الكواليس' },
    videos: [
      {
        en: {
          title: 'Opening night: the last rehearsal before the curtain goes up',
          description: 'We spent the final afternoon backstage with the cast, the crew and a very nervous prompter.',
        },
        to: {
          de: {
            title: 'Premiere: die letzte Probe, bevor sich der Vorhang hebt',
            description: 'Wir haben den letzten Nachmittag hinter der Bühne verbracht – mit dem Ensemble, der Technik und einer sehr nervösen Souffleuse.',
          },
          es: {
            title: 'Noche de estreno: el último ensayo antes de que se alce el telón',
            description: 'Pasamos la última tarde entre bastidores con el elenco, el equipo técnico y un apuntador muy nervioso.',
          },
          ja: {
            title: '初日の幕が上がる前の、最後のリハーサル',
            description: '出演者やスタッフ、そしてとても緊張しているプロンプターと一緒に、本番前の午後を舞台裏で過ごしました。',
          },
          ar: {
            title: 'ليلة الافتتاح: البروفة الأخيرة قبل رفع الستار',
            description: 'قضينا فترة ما بعد الظهر الأخيرة خلف الكواليس مع الممثلين وطاقم العمل وملقّن متوتر جدًا.',
          },
        },
      },
    ],
  },
  'Nordic Kitchen': {
    title: { de: 'Nordische Küche', es: 'Cocina nórdica', ja: '北欧キッチン', ar: 'المطبخ الإسكندنافي' },
    videos: [
      {
        en: { title: 'Rye bread from scratch, the Danish way', description: 'A sourdough starter, cracked rye and a lot of patience: the loaf we bake every week.' },
        to: {
          de: { title: 'Roggenbrot selbst backen, wie in Dänemark', description: 'Ein Sauerteigansatz, Roggenschrot und viel Geduld: das Brot, das wir jede Woche backen.' },
          es: { title: 'Pan de centeno casero, al estilo danés', description: 'Masa madre, centeno partido y mucha paciencia: el pan que horneamos cada semana.' },
          ja: { title: 'デンマーク式ライ麦パンを一から焼く', description: 'サワー種、砕いたライ麦、そしてたっぷりの忍耐。毎週焼いているパンです。' },
          ar: { title: 'خبز الجاودار من الصفر على الطريقة الدنماركية', description: 'خميرة طبيعية وجاودار مجروش وكثير من الصبر: الرغيف الذي نخبزه كل أسبوع.' },
        },
      },
      {
        en: { title: 'Pickled herring three ways', description: 'Mustard, curry and a classic onion brine, ready for a Midsummer table.' },
        to: {
          de: { title: 'Eingelegter Hering auf drei Arten', description: 'Mit Senf, mit Curry und klassisch mit Zwiebeln, bereit für die Mittsommertafel.' },
          es: { title: 'Arenque en escabeche de tres maneras', description: 'Con mostaza, con curri y en la clásica salmuera de cebolla, listo para la mesa de San Juan.' },
          ja: { title: 'ニシンの酢漬けを3通りで', description: 'マスタード、カレー、そして定番の玉ねぎ漬け。夏至祭の食卓にどうぞ。' },
          ar: { title: 'سمك الرنجة المخلل بثلاث طرق', description: 'بالخردل وبالكاري وبمحلول البصل التقليدي، جاهز لمائدة منتصف الصيف.' },
        },
      },
    ],
  },
  'Deep Field Astronomy': {
    title: { de: 'Deep-Field-Astronomie', es: 'Astronomía de campo profundo', ja: 'ディープフィールド天文学', ar: 'علم الفلك العميق' },
    videos: [
      {
        en: {
          title: 'How far away is the Andromeda galaxy?',
          description: 'Two and a half million light years, and how astronomers measured it with a handful of flickering stars.',
        },
        to: {
          de: {
            title: 'Wie weit ist die Andromedagalaxie entfernt?',
            description: 'Zweieinhalb Millionen Lichtjahre – und wie Astronomen das mit ein paar flackernden Sternen gemessen haben.',
          },
          es: {
            title: '¿A qué distancia está la galaxia de Andrómeda?',
            description: 'Dos millones y medio de años luz, y cómo lo midieron los astrónomos con un puñado de estrellas parpadeantes.',
          },
          ja: { title: 'アンドロメダ銀河までの距離は？', description: '約250万光年。天文学者たちは、明るさが変わるいくつかの星を手がかりにそれを測りました。' },
          ar: { title: 'كم تبعد عنا مجرة أندروميدا؟', description: 'مليونان ونصف مليون سنة ضوئية، وكيف قاسها علماء الفلك بحفنة من النجوم المتلألئة.' },
        },
      },
    ],
  },
  'Slow TV Railways': {
    title: { de: 'Slow-TV: Bahnstrecken', es: 'Trenes en Slow TV', ja: 'スローTV 鉄道の旅', ar: 'رحلات القطار الهادئة' },
    videos: [
      {
        en: { title: 'The night train from Oslo to Bergen, in real time', description: 'Seven hours across the mountains, filmed from the driver’s cab. No music, no commentary.' },
        to: {
          de: { title: 'Der Nachtzug von Oslo nach Bergen in Echtzeit', description: 'Sieben Stunden über das Gebirge, gefilmt aus dem Führerstand. Keine Musik, kein Kommentar.' },
          es: { title: 'El tren nocturno de Oslo a Bergen, en tiempo real', description: 'Siete horas cruzando las montañas, grabadas desde la cabina del maquinista. Sin música ni comentarios.' },
          ja: { title: 'オスロ発ベルゲン行き夜行列車をリアルタイムで', description: '運転席から撮影した、山越えの7時間。音楽もナレーションもありません。' },
          ar: { title: 'قطار الليل من أوسلو إلى بيرغن في الزمن الحقيقي', description: 'سبع ساعات عبر الجبال، مصوّرة من مقصورة السائق. بلا موسيقى ولا تعليق.' },
        },
      },
    ],
  },
  'Paws & Claws': {
    title: { de: 'Pfoten & Krallen', es: 'Patas y garras', ja: '肉球とツメ', ar: 'كفوف ومخالب' },
    videos: [
      {
        en: { title: 'Teaching an old rescue dog to walk on a loose lead', description: 'Short sessions, lots of treats and no pulling: three weeks with Biscuit.' },
        to: {
          de: { title: 'Einem älteren Tierschutzhund die lockere Leine beibringen', description: 'Kurze Einheiten, viele Leckerlis und kein Ziehen: drei Wochen mit Biscuit.' },
          es: { title: 'Enseñar a un perro adoptado mayor a pasear sin tirar de la correa', description: 'Sesiones cortas, muchos premios y nada de tirones: tres semanas con Biscuit.' },
          ja: { title: '保護されたシニア犬に、リードを引っ張らない散歩を教える', description: '短い練習、たくさんのおやつ、そして引っ張りなし。ビスケットとの3週間。' },
          ar: { title: 'تعليم كلب مُتبنّى كبير السن المشي دون شدّ المقود', description: 'جلسات قصيرة ومكافآت كثيرة ومن دون شدّ: ثلاثة أسابيع مع بسكويت.' },
        },
      },
    ],
  },
  'Houseplant Hospital 🌿': {
    title: { de: 'Zimmerpflanzen-Klinik 🌿', es: 'Hospital de plantas 🌿', ja: '観葉植物の病院 🌿', ar: 'مستشفى النباتات المنزلية 🌿' },
    videos: [
      {
        en: { title: 'Saving an overwatered monstera', description: 'Root rot, yellow leaves and a pot with no drainage: what to cut, what to keep and when to water again.' },
        to: {
          de: { title: 'Rettung für eine übergossene Monstera', description: 'Wurzelfäule, gelbe Blätter und ein Topf ohne Abfluss: was weg muss, was bleibt und wann wieder gegossen wird.' },
          es: { title: 'Cómo salvar una monstera regada en exceso', description: 'Raíces podridas, hojas amarillas y una maceta sin drenaje: qué cortar, qué conservar y cuándo volver a regar.' },
          ja: { title: '水のやりすぎで弱ったモンステラを救う', description: '根腐れ、黄色くなった葉、水はけの悪い鉢。切るところ、残すところ、次に水をやるタイミング。' },
          ar: { title: 'إنقاذ نبتة مونستيرا من الإفراط في الري', description: 'تعفّن الجذور وأوراق صفراء وأصيص بلا تصريف: ماذا نقصّ وماذا نُبقي ومتى نسقي من جديد.' },
        },
      },
    ],
  },
};

/** The English lines of channel descriptions (seed/text/languages.ts, those without a subject), in each language. */
const descriptionLines: Record<string, InEach> = {
  'Thanks for watching! New videos every week.': {
    de: 'Danke fürs Zuschauen! Jede Woche neue Videos.',
    es: '¡Gracias por vernos! Vídeos nuevos cada semana.',
    ja: 'ご視聴ありがとうございます！毎週新しい動画を公開しています。',
    ar: 'شكرًا على المشاهدة! فيديوهات جديدة كل أسبوع.',
  },
  'Filmed on location. Music licensed for this channel.': {
    de: 'Vor Ort gedreht. Die Musik ist für diesen Kanal lizenziert.',
    es: 'Grabado en exteriores. Música con licencia para este canal.',
    ja: '現地で撮影。音楽はこのチャンネルのために使用許諾を得ています。',
    ar: 'صُوّر في الموقع. الموسيقى مرخّصة لهذه القناة.',
  },
};

const BUSINESS = 'Business enquiries: ';
const business: InEach = { de: 'Geschäftliche Anfragen: ', es: 'Contacto comercial: ', ja: 'お仕事のご依頼：', ar: 'للاستفسارات التجارية: ' };

/** A channel description, paragraph by paragraph: the lines the table knows translated, addresses kept. */
function translateDescription(description: string, lang: Lang): string {
  return description
    .split('\n\n')
    .map((paragraph) => (paragraph.startsWith(BUSINESS) ? business[lang] + paragraph.slice(BUSINESS.length) : (descriptionLines[paragraph]?.[lang] ?? paragraph)))
    .join('\n\n');
}

/** A user playlist's title the channels above use (seed/video/playlists.ts), translated; undefined for one nobody translates ("Shorts"). */
function playlistTitle(title: string, channelTitle: string, channelIn: InEach, lang: Lang): string | undefined {
  const season = /^Season (\d+)$/.exec(title);
  if (season) return { de: `Staffel ${season[1]}`, es: `Temporada ${season[1]}`, ja: `シーズン${season[1]}`, ar: `الموسم ${season[1]}` }[lang];
  if (title === 'Start here') return { de: 'Hier anfangen', es: 'Empieza aquí', ja: 'まずはここから', ar: 'ابدأ من هنا' }[lang];
  if (title === `Best of ${channelTitle}`) return { de: `Das Beste von ${channelIn.de}`, es: `Lo mejor de ${channelIn.es}`, ja: `${channelIn.ja} ベストセレクション`, ar: `أفضل ما في ${channelIn.ar}` }[lang];
  return undefined;
}

function localizations(text: (lang: Lang) => LocalizedText | undefined): Localizations | undefined {
  const out: Localizations = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    const t = text(lang);
    if (t) out[lang] = t;
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * Gives the channels of the table their translations, and their user playlists whose titles the
 * table knows (with snippet.defaultLanguage, which the real service asks for before any
 * translation). Each channel's newest public, ordinary uploads (not live, not one of the hostile
 * titles) take the table's videos: the English title and description on the video, the
 * translations beside them. Set on chosen records rather than drawn, so no other id, title or
 * number changes.
 */
export function placeTranslations(channels: readonly ChannelRecord[], videos: readonly VideoRecord[], playlists: readonly PlaylistRecord[]): void {
  const hostile = new Set(edgeCaseTitles);
  for (const channel of channels) {
    const table = channel.accountId ? undefined : channelTranslations[channel.title];
    if (!table) continue;
    channel.localizations = localizations((lang) => ({ title: table.title[lang], description: translateDescription(channel.description, lang) }));
    const newest = videos
      .filter((v) => v.channelId === channel.id && v.privacyStatus === 'public' && v.liveBroadcastContent === 'none' && !hostile.has(v.title))
      .sort((a, b) => b.publishedAt - a.publishedAt || a.id.localeCompare(b.id));
    table.videos.forEach((text, i) => {
      const video = newest[i];
      if (!video) return;
      video.title = text.en.title;
      video.description = text.en.description;
      video.localizations = localizations((lang) => ({ ...text.to[lang] }));
    });
    for (const playlist of playlists) {
      if (playlist.channelId !== channel.id || playlist.system) continue;
      const translated = localizations((lang) => {
        const title = playlistTitle(playlist.title, channel.title, table.title, lang);
        return title === undefined ? undefined : { title, description: playlist.description };
      });
      if (!translated) continue;
      playlist.localizations = translated;
      playlist.defaultLanguage ??= 'en';
    }
  }
}
