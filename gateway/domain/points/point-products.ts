/**
 * The products of the points mall with their names per language (docs/decisions/049). Which
 * products a brand offers, at how many points, is in point-rules.ts.
 */
import type { LangCode } from '../../../schemas/languages';

type Names = Partial<Record<LangCode, string>> & { EN: string };

export const productNames: Record<string, Names> = {
  voucher10: {
    EN: 'Bonus voucher 10', CN: '10元奖励券', TW: '10元獎勵券', TH: 'บัตรกำนัลโบนัส 10', VI: 'Phiếu thưởng 10', ID: 'Voucher bonus 10', JA: 'ボーナス券 10',
    KO: '보너스 쿠폰 10', ES: 'Vale de bonificación 10', PT: 'Vale de bônus 10', HI: 'बोनस वाउचर 10', TR: 'Bonus kuponu 10', RU: 'Бонусный купон 10', AR: 'قسيمة مكافأة 10', TY: 'Bonus voucher 10',
  },
  mug: {
    EN: 'Travel mug', CN: '随行杯', TW: '隨行杯', TH: 'แก้วพกพา', VI: 'Cốc du lịch', ID: 'Mug perjalanan', JA: 'トラベルマグ',
    KO: '여행용 머그컵', ES: 'Taza de viaje', PT: 'Caneca de viagem', HI: 'ट्रैवल मग', TR: 'Seyahat kupası', RU: 'Дорожная кружка', AR: 'كوب السفر', TY: 'Travel mug',
  },
  headphones: {
    EN: 'Wireless headphones', CN: '无线耳机', TW: '無線耳機', TH: 'หูฟังไร้สาย', VI: 'Tai nghe không dây', ID: 'Headphone nirkabel', JA: 'ワイヤレスヘッドホン',
    KO: '무선 헤드폰', ES: 'Auriculares inalámbricos', PT: 'Fones de ouvido sem fio', HI: 'वायरलेस हेडफ़ोन', TR: 'Kablosuz kulaklık', RU: 'Беспроводные наушники', AR: 'سماعات لاسلكية', TY: 'Wireless headphones',
  },
  smartwatch: {
    EN: 'Smart watch', CN: '智能手表', TW: '智慧手錶', TH: 'สมาร์ทวอทช์', VI: 'Đồng hồ thông minh', ID: 'Jam tangan pintar', JA: 'スマートウォッチ',
    KO: '스마트 워치', ES: 'Reloj inteligente', PT: 'Relógio inteligente', HI: 'स्मार्ट घड़ी', TR: 'Akıllı saat', RU: 'Умные часы', AR: 'ساعة ذكية', TY: 'Smart watch',
  },
  travelbag: {
    EN: 'Travel bag', CN: '旅行包', TW: '旅行包', TH: 'กระเป๋าเดินทาง', VI: 'Túi du lịch', ID: 'Tas perjalanan', JA: 'トラベルバッグ',
    KO: '여행 가방', ES: 'Bolsa de viaje', PT: 'Bolsa de viagem', HI: 'यात्रा बैग', TR: 'Seyahat çantası', RU: 'Дорожная сумка', AR: 'حقيبة سفر', TY: 'Travel bag',
  },
  phone: {
    EN: 'Smartphone', CN: '智能手机', TW: '智慧型手機', TH: 'สมาร์ทโฟน', VI: 'Điện thoại thông minh', ID: 'Ponsel pintar', JA: 'スマートフォン',
    KO: '스마트폰', ES: 'Teléfono inteligente', PT: 'Smartphone', HI: 'स्मार्टफ़ोन', TR: 'Akıllı telefon', RU: 'Смартфон', AR: 'هاتف ذكي', TY: 'Smartphone',
  },
  gift: {
    EN: 'Gift box', CN: '礼品盒', TW: '禮品盒', TH: 'กล่องของขวัญ', VI: 'Hộp quà', ID: 'Kotak hadiah', JA: 'ギフトボックス',
    KO: '선물 상자', ES: 'Caja de regalo', PT: 'Caixa de presente', HI: 'उपहार बॉक्स', TR: 'Hediye kutusu', RU: 'Подарочная коробка', AR: 'صندوق هدايا', TY: 'Gift box',
  },
};

/** The product's name in `lang`, else the brand's default language, else English. */
export function productName(code: string, lang: LangCode, fallback: LangCode): string {
  const names = productNames[code];
  if (!names) return code;
  return names[lang] ?? names[fallback] ?? names.EN;
}
