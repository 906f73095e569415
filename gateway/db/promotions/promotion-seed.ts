/**
 * Demo promotions per brand (issue 19, decision 050), inserted when absent: one of each shape the
 * activity centre shows, with texts in every language a demo brand offers (TW, CN, EN, AR, VI,
 * TH); other languages fall back to the brand's default. Banners are drawn per language from the
 * title (domain/promotions/promotion-banner.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { promotionRepository, type PromotionRecord, type PromotionTexts } from './promotion-repository';

type Seeded = Omit<PromotionRecord, 'merchant'>;

const welcome: PromotionTexts = {
  EN: { title: 'Welcome bonus 50', body: 'Join, then send a short remark and up to 3 screenshots of your first deposit. Once approved, claim 50 and wager it 3 times to withdraw.' },
  CN: { title: '新会员欢迎礼金 50', body: '报名后提交简短备注及最多 3 张首存截图。审核通过后领取 50 元，完成 3 倍流水即可提款。' },
  TW: { title: '新會員歡迎禮金 50', body: '報名後提交簡短備註及最多 3 張首存截圖。審核通過後領取 50 元，完成 3 倍流水即可提款。' },
  AR: { title: 'مكافأة ترحيب 50', body: 'انضم ثم أرسل ملاحظة قصيرة وحتى 3 لقطات شاشة لإيداعك الأول. بعد الموافقة اطلب 50 وراهن بها 3 مرات لتتمكن من السحب.' },
  VI: { title: 'Thưởng chào mừng 50', body: 'Tham gia, gửi ghi chú ngắn và tối đa 3 ảnh chụp lần nạp đầu. Sau khi duyệt, nhận 50 và cược đủ 3 lần để rút tiền.' },
  TH: { title: 'โบนัสต้อนรับ 50', body: 'เข้าร่วม แล้วส่งหมายเหตุสั้น ๆ และภาพหน้าจอการฝากครั้งแรกไม่เกิน 3 ภาพ เมื่ออนุมัติแล้ว รับ 50 และทำยอดเดิมพัน 3 เท่าเพื่อถอน' },
};

const checkin: PromotionTexts = {
  EN: { title: 'Daily sign-in', body: 'Sign in once a day to collect 1. Each day counts towards your streak.' },
  CN: { title: '每日签到', body: '每天签到一次即可领取 1 元，每天都会累计签到天数。' },
  TW: { title: '每日簽到', body: '每天簽到一次即可領取 1 元，每天都會累計簽到天數。' },
  AR: { title: 'تسجيل الحضور اليومي', body: 'سجّل حضورك مرة يوميًا لتحصل على 1. كل يوم يُحسب في سلسلتك.' },
  VI: { title: 'Điểm danh hằng ngày', body: 'Điểm danh mỗi ngày một lần để nhận 1. Mỗi ngày đều được cộng vào chuỗi của bạn.' },
  TH: { title: 'เช็กอินรายวัน', body: 'เช็กอินวันละครั้งเพื่อรับ 1 ทุกวันจะนับรวมเป็นสถิติของคุณ' },
};

const reload: PromotionTexts = {
  EN: { title: 'Weekend reload', body: 'A reload bonus for weekend deposits. Opens soon.' },
  CN: { title: '周末充值优惠', body: '周末存款可享充值红利，即将开放。' },
  TW: { title: '週末儲值優惠', body: '週末存款可享儲值紅利，即將開放。' },
  AR: { title: 'مكافأة إعادة الإيداع في عطلة نهاية الأسبوع', body: 'مكافأة على إيداعات عطلة نهاية الأسبوع. تُفتح قريبًا.' },
  VI: { title: 'Nạp lại cuối tuần', body: 'Thưởng nạp lại cho các lần nạp cuối tuần. Sắp mở.' },
  TH: { title: 'โบนัสฝากซ้ำสุดสัปดาห์', body: 'โบนัสสำหรับการฝากในวันหยุดสุดสัปดาห์ เปิดเร็ว ๆ นี้' },
};

const festival: PromotionTexts = {
  EN: { title: 'Spring festival lucky draw', body: 'Our spring festival event has ended. Thank you for taking part.' },
  CN: { title: '春节幸运抽奖', body: '春节活动已结束，感谢您的参与。' },
  TW: { title: '春節幸運抽獎', body: '春節活動已結束，感謝您的參與。' },
  AR: { title: 'سحب الحظ لمهرجان الربيع', body: 'انتهت فعالية مهرجان الربيع. شكرًا لمشاركتك.' },
  VI: { title: 'Rút thăm may mắn mùa xuân', body: 'Sự kiện lễ hội mùa xuân đã kết thúc. Cảm ơn bạn đã tham gia.' },
  TH: { title: 'จับรางวัลเทศกาลฤดูใบไม้ผลิ', body: 'กิจกรรมเทศกาลฤดูใบไม้ผลิสิ้นสุดแล้ว ขอบคุณที่ร่วมสนุก' },
};

export const demoPromotions: readonly Seeded[] = [
  { id: 'welcome-bonus', kind: 'apply', startsAt: new Date('2025-01-01T00:00:00Z'), endsAt: null, currency: 'CNY', bonusMinor: 5000, wagerMultiplier: 3, texts: welcome },
  { id: 'daily-check-in', kind: 'checkin', startsAt: new Date('2025-01-01T00:00:00Z'), endsAt: null, currency: 'CNY', bonusMinor: 100, wagerMultiplier: 1, texts: checkin },
  { id: 'weekend-reload', kind: 'apply', startsAt: new Date('2030-01-01T00:00:00Z'), endsAt: null, currency: 'CNY', bonusMinor: 2000, wagerMultiplier: 5, texts: reload },
  { id: 'spring-festival', kind: 'apply', startsAt: new Date('2025-01-20T00:00:00Z'), endsAt: new Date('2025-02-20T00:00:00Z'), currency: 'CNY', bonusMinor: 888, wagerMultiplier: 1, texts: festival },
];

export async function seedBrandPromotions(trx: Kysely<Database>, merchant: string): Promise<void> {
  for (const [i, p] of demoPromotions.entries()) await promotionRepository.insertIfAbsent(trx, { ...p, merchant }, i);
}
