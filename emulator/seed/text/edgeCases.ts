/**
 * Titles that break careless UIs, spread through the seed on purpose: markup that must show as
 * plain text, right-to-left and mixed-direction text, bidi controls, emoji sequences, combining
 * marks, long unbroken words and the extremes of length (1 and 100 characters, the real maximum).
 */
export const HTML_TITLE = '<img src=x onerror=alert(1)>';

export const edgeCaseTitles: readonly string[] = [
  HTML_TITLE,
  '<script>alert("tenfoot")</script> Live now!',
  '</title><b>Bold?</b> <i>Italic?</i> <a href="javascript:alert(1)">click</a>',
  'Tom &amp; Jerry &lt;3 — entities shown literally',
  '"Quoted" & \'apostrophes\' \\ backslashes / slashes',
  '${template} {{moustache}} %s %d %n',
  'A',
  '🎉',
  'x'.repeat(100),
  'Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichensammlungsausstellungseröffnung',
  '👨‍👩‍👧‍👦 Family vlog 🏳️‍🌈 🇯🇵 🇧🇷 👍🏽 — ZWJ, flags and skin tones',
  'مرحبا بالعالم: جولة في أسواق القاهرة القديمة',
  'שלום עולם — סיור לילי בירושלים',
  'Mixed direction: English then العربية then English again 123',
  'Right-to-left override: \u202Egnp.exe\u202C done',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇ combining marks',
  '東京の夜の街をただひたすら歩き続けるだけの動画なのになぜか最後まで見てしまう不思議な三時間の記録です',
  'สวัสดีชาวโลกวันนี้เราจะพาไปเที่ยวตลาดน้ำ',
  '   leading and trailing spaces   ',
  'null',
  'undefined',
  '🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀',
  'Ｆｕｌｌｗｉｄｔｈ ｔｅｘｔ　ａｎｄ　ｉｄｅｏｇｒａｐｈｉｃ　ｓｐａｃｅｓ',
  'हिन्दी में लंबा शीर्षक: विज्ञान की दुनिया की सैर',
  'Ελληνικά: Ιστορία της Αθήνας σε 10 λεπτά',
  'Line one\u2028line two (a line separator inside a title)',
  '1 000 000 views? 🤯 #shorts',
];

/** Short titles: the other end of "every length". */
export const shortTitles: readonly string[] = ['Hi', 'OK', 'Ω', '猫', 'Go!', 'Jazz', '1', 'Vlog', 'Why?', 'نعم', 'דג', 'Ура'];
