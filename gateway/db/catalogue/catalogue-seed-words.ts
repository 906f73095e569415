/**
 * Words the demo catalogue's game names are built from, per language: EN|CN|TW|VI|TH|AR.
 * A name is adjective + noun (+ suffix); Vietnamese, Thai and Arabic put the adjective after
 * the noun. Languages without a column get no name (the brand default is served).
 */
import type { LotteryKind } from '../../../schemas/lottery-modes';

export const nameLanguages = ['EN', 'CN', 'TW', 'VI', 'TH', 'AR'] as const;
export type NameLanguage = (typeof nameLanguages)[number];
export type Word = Record<NameLanguage, string>;

function words(lines: string): Word[] {
  return lines
    .trim()
    .split('\n')
    .map((line) => {
      const [EN = '', CN = '', TW = '', VI = '', TH = '', AR = ''] = line.trim().split('|');
      return { EN, CN, TW, VI, TH, AR };
    });
}

export const adjectives = words(`
Golden|黄金|黃金|Vàng|ทองคำ|الذهبي
Lucky|幸运|幸運|May Mắn|นำโชค|المحظوظ
Mighty|强大|強大|Hùng Mạnh|ทรงพลัง|الجبار
Wild|狂野|狂野|Hoang Dã|ป่าเถื่อน|البري
Royal|皇家|皇家|Hoàng Gia|ราชวงศ์|الملكي
Fire|火焰|火焰|Lửa|เพลิง|الناري
Ice|冰霜|冰霜|Băng|น้ำแข็ง|الجليدي
Thunder|雷霆|雷霆|Sấm Sét|สายฟ้า|الرعد
Jade|翡翠|翡翠|Ngọc Bích|หยก|اليشم
Ruby|红宝石|紅寶石|Hồng Ngọc|ทับทิม|الياقوتي
Diamond|钻石|鑽石|Kim Cương|เพชร|الماسي
Silver|白银|白銀|Bạc|เงิน|الفضي
Mystic|神秘|神秘|Huyền Bí|ลึกลับ|الغامض
Ancient|远古|遠古|Cổ Đại|โบราณ|القديم
Crazy|疯狂|瘋狂|Điên Cuồng|บ้าคลั่ง|المجنون
Super|超级|超級|Siêu|ซูเปอร์|الخارق
Mega|巨型|巨型|Khổng Lồ|เมกะ|العملاق
Happy|快乐|快樂|Vui Vẻ|แสนสุข|السعيد
Sweet|甜蜜|甜蜜|Ngọt Ngào|หวาน|الحلو
Fortune|财富|財富|Tài Lộc|โชคลาภ|الثروة
Eternal|永恒|永恆|Vĩnh Cửu|นิรันดร์|الأبدي
Shining|闪耀|閃耀|Tỏa Sáng|เปล่งประกาย|اللامع
Hidden|隐藏|隱藏|Ẩn Giấu|ซ่อนเร้น|المخفي
Secret|秘密|秘密|Bí Mật|ความลับ|السري
Imperial|帝国|帝國|Đế Chế|จักรพรรดิ|الإمبراطوري
Brave|勇敢|勇敢|Dũng Cảm|กล้าหาญ|الشجاع
Sacred|神圣|神聖|Thiêng Liêng|ศักดิ์สิทธิ์|المقدس
Frozen|冰封|冰封|Đóng Băng|เยือกแข็ง|المتجمد
Blazing|烈焰|烈焰|Rực Lửa|ลุกโชน|المشتعل
Midnight|午夜|午夜|Nửa Đêm|เที่ยงคืน|منتصف الليل
Cosmic|宇宙|宇宙|Vũ Trụ|จักรวาล|الكوني
Neon|霓虹|霓虹|Neon|นีออน|النيون
Emerald|祖母绿|祖母綠|Lục Bảo|มรกต|الزمردي
Crystal|水晶|水晶|Pha Lê|คริสตัล|البلوري
Storm|风暴|風暴|Bão Tố|พายุ|العاصفة
Twin|双子|雙子|Song Sinh|แฝด|التوأم
Great|伟大|偉大|Vĩ Đại|ยิ่งใหญ่|العظيم
Red|红色|紅色|Đỏ|สีแดง|الأحمر
Black|黑色|黑色|Đen|สีดำ|الأسود
Hot|火热|火熱|Nóng Bỏng|ร้อนแรง|الساخن
Magic|魔法|魔法|Phép Thuật|เวทมนตร์|السحري
Wealthy|富贵|富貴|Phú Quý|มั่งคั่ง|الغني
Rising|崛起|崛起|Trỗi Dậy|ผงาด|الصاعد
Lost|失落|失落|Thất Lạc|ที่หายไป|المفقود
Wandering|流浪|流浪|Lang Thang|พเนจร|المتجول
Celestial|天界|天界|Thiên Giới|สวรรค์|السماوي
Savage|野性|野性|Man Rợ|ดุร้าย|الشرس
Merry|欢乐|歡樂|Hân Hoan|รื่นเริง|المرح
`);

export const nouns = words(`
Dragon|龙|龍|Rồng|มังกร|التنين
Tiger|老虎|老虎|Hổ|เสือ|النمر
Phoenix|凤凰|鳳凰|Phượng Hoàng|หงส์|العنقاء
Panda|熊猫|熊貓|Gấu Trúc|แพนด้า|الباندا
Koi|锦鲤|錦鯉|Cá Koi|ปลาคาร์ป|سمكة الكوي
Temple|神殿|神殿|Đền Thờ|วิหาร|المعبد
Pharaoh|法老|法老|Pharaoh|ฟาโรห์|الفرعون
Pyramid|金字塔|金字塔|Kim Tự Tháp|พีระมิด|الهرم
Buffalo|野牛|野牛|Trâu Rừng|ควายป่า|الجاموس
Wolf|狼|狼|Sói|หมาป่า|الذئب
Eagle|雄鹰|雄鷹|Đại Bàng|อินทรี|النسر
Lion|狮子|獅子|Sư Tử|สิงโต|الأسد
Monkey|猴子|猴子|Khỉ|ลิง|القرد
Rabbit|兔子|兔子|Thỏ|กระต่าย|الأرنب
Ox|金牛|金牛|Trâu|วัว|الثور
Rooster|公鸡|公雞|Gà Trống|ไก่ตัวผู้|الديك
Horse|骏马|駿馬|Ngựa|ม้า|الحصان
Snake|灵蛇|靈蛇|Rắn|งู|الثعبان
Fruit|水果|水果|Trái Cây|ผลไม้|الفاكهة
Cherry|樱桃|櫻桃|Anh Đào|เชอร์รี่|الكرز
Candy|糖果|糖果|Kẹo|ลูกอม|الحلوى
Treasure|宝藏|寶藏|Kho Báu|สมบัติ|الكنز
Gem|宝石|寶石|Đá Quý|อัญมณี|الجوهرة
Gold|金块|金塊|Vàng Khối|ทองแท่ง|الذهب
Coin|金币|金幣|Đồng Xu|เหรียญ|العملة
Pearl|珍珠|珍珠|Ngọc Trai|ไข่มุก|اللؤلؤة
Lotus|莲花|蓮花|Hoa Sen|ดอกบัว|اللوتس
Moon|月亮|月亮|Mặt Trăng|ดวงจันทร์|القمر
Sun|太阳|太陽|Mặt Trời|ดวงอาทิตย์|الشمس
Star|星辰|星辰|Ngôi Sao|ดวงดาว|النجمة
Galaxy|银河|銀河|Ngân Hà|กาแล็กซี่|المجرة
Ocean|海洋|海洋|Đại Dương|มหาสมุทร|المحيط
Jungle|丛林|叢林|Rừng Rậm|ป่าดงดิบ|الغابة
Volcano|火山|火山|Núi Lửa|ภูเขาไฟ|البركان
Castle|城堡|城堡|Lâu Đài|ปราสาท|القلعة
Empire|帝国|帝國|Đế Quốc|อาณาจักร|الإمبراطورية
Warrior|战士|戰士|Chiến Binh|นักรบ|المحارب
Samurai|武士|武士|Samurai|ซามูไร|الساموراي
Ninja|忍者|忍者|Ninja|นินจา|النينجا
Pirate|海盗|海盜|Hải Tặc|โจรสลัด|القرصان
Viking|维京|維京|Viking|ไวกิ้ง|الفايكنج
Wizard|巫师|巫師|Phù Thủy|พ่อมด|الساحر
Queen|女王|女王|Nữ Hoàng|ราชินี|الملكة
King|国王|國王|Vua|ราชา|الملك
Goddess|女神|女神|Nữ Thần|เทพธิดา|الإلهة
Genie|精灵|精靈|Thần Đèn|ยักษ์จินนี่|الجني
Mermaid|美人鱼|美人魚|Nàng Tiên Cá|นางเงือก|حورية البحر
Unicorn|独角兽|獨角獸|Kỳ Lân|ยูนิคอร์น|وحيد القرن
Fortune Cat|招财猫|招財貓|Mèo Thần Tài|แมวกวัก|قطة الحظ
Lantern|灯笼|燈籠|Đèn Lồng|โคมไฟ|الفانوس
Festival|节日|節日|Lễ Hội|เทศกาล|المهرجان
Carnival|嘉年华|嘉年華|Lễ Hội Hóa Trang|คาร์นิวัล|الكرنفال
Rodeo|牛仔|牛仔|Cao Bồi|โรดีโอ|الروديو
Safari|狩猎|狩獵|Săn Bắn|ซาฟารี|السفاري
Express|快车|快車|Tốc Hành|ด่วนพิเศษ|السريع
Rush|冲刺|衝刺|Tăng Tốc|เร่งรีบ|الاندفاع
Quest|探险|探險|Phiêu Lưu|การผจญภัย|المغامرة
Legend|传说|傳說|Huyền Thoại|ตำนาน|الأسطورة
Riches|财宝|財寶|Của Cải|ความร่ำรวย|الثراء
Bells|铃铛|鈴鐺|Chuông|ระฆัง|الأجراس
Sevens|七星|七星|Số Bảy|เลขเจ็ด|السبعات
Bonanza|富矿|富礦|Mỏ Vàng|ขุมทรัพย์|الكنز الوفير
Jewels|珠宝|珠寶|Trang Sức|เครื่องเพชร|المجوهرات
Spirits|神灵|神靈|Linh Hồn|วิญญาณ|الأرواح
`);

/** Suffixes of slot names; '' (no suffix) is the common case. */
export const suffixes = words(`
||||||
||||||
||||||
Megaways|Megaways|Megaways|Megaways|Megaways|Megaways
Deluxe|豪华版|豪華版|Cao Cấp|ดีลักซ์|الفاخر
Hold & Win|赢钱|贏錢|Giữ & Thắng|โฮลด์แอนด์วิน|احتفظ واربح
2|2|2|2|2|2
3|3|3|3|3|3
Xmas|圣诞|聖誕|Giáng Sinh|คริสต์มาส|عيد الميلاد
Power|强力|強力|Sức Mạnh|พาวเวอร์|القوة
Reloaded|重装|重裝|Tái Xuất|รีโหลด|المتجدد
Jackpot|大奖|大獎|Giải Độc Đắc|แจ็คพอต|الجائزة الكبرى
`);

/** Heads of non-slot subcategory names (adjective + head + suffix). */
export const subcategoryHeads: Record<'SC' | 'VP' | 'TG' | 'BG', Word[]> = {
  SC: words(`
Scratch|刮刮乐|刮刮樂|Cào Thẻ|ขูดบัตร|الخدش
Scratch Card|刮刮卡|刮刮卡|Thẻ Cào|บัตรขูด|بطاقة الخدش
Instant Win|即开奖|即開獎|Thắng Ngay|ชนะทันที|الفوز الفوري
`),
  VP: words(`
Jacks or Better|对J以上|對J以上|Jacks or Better|แจ็คส์ออร์เบตเตอร์|جاكس أور بيتر
Deuces Wild|百搭二|百搭二|Deuces Wild|ดิวซ์ไวลด์|ديوسز وايلد
Joker Poker|小丑扑克|小丑撲克|Joker Poker|โจ๊กเกอร์โป๊กเกอร์|جوكر بوكر
Double Bonus|双倍奖金|雙倍獎金|Thưởng Gấp Đôi|ดับเบิลโบนัส|المكافأة المزدوجة
`),
  TG: words(`
Blackjack|二十一点|二十一點|Blackjack|แบล็คแจ็ค|بلاك جاك
Roulette|轮盘|輪盤|Roulette|รูเล็ต|الروليت
Baccarat|百家乐|百家樂|Baccarat|บาคาร่า|باكارات
Sic Bo|骰宝|骰寶|Tài Xỉu|ไฮโล|سيك بو
Casino Hold'em|赌场德州扑克|賭場德州撲克|Casino Hold'em|คาสิโนโฮลเด็ม|كازينو هولدم
`),
  BG: words(`
Bingo|宾果|賓果|Bingo|บิงโก|بينغو
Keno|基诺|基諾|Keno|คีโน|كينو
`),
};

/** Live tables (LIVE), card games (PVP), fish games (FISH), lottery and in-house games. */
export const liveTables = words(`
Baccarat|百家乐|百家樂|Baccarat|บาคาร่า|باكارات
Speed Baccarat|极速百家乐|極速百家樂|Baccarat Tốc Độ|บาคาร่าสปีด|باكارات سريع
Squeeze Baccarat|咪牌百家乐|瞇牌百家樂|Baccarat Nặn Bài|บาคาร่าบีบไพ่|باكارات الضغط
Roulette|轮盘|輪盤|Roulette|รูเล็ต|الروليت
Lightning Roulette|闪电轮盘|閃電輪盤|Roulette Tia Chớp|รูเล็ตสายฟ้า|روليت البرق
Blackjack|二十一点|二十一點|Blackjack|แบล็คแจ็ค|بلاك جاك
Dragon Tiger|龙虎|龍虎|Rồng Hổ|เสือมังกร|التنين والنمر
Sic Bo|骰宝|骰寶|Tài Xỉu|ไฮโล|سيك بو
Fan Tan|番摊|番攤|Fan Tan|แฟนทัน|فان تان
Texas Hold'em|德州扑克|德州撲克|Texas Hold'em|เท็กซัสโฮลเด็ม|تكساس هولدم
`);

export const cardGames = words(`
Texas Poker|德州扑克|德州撲克|Poker Texas|โป๊กเกอร์เท็กซัส|بوكر تكساس
Niu Niu|抢庄牛牛|搶莊牛牛|Ngưu Ngưu|หนิวหนิว|نيو نيو
Dou Dizhu|斗地主|鬥地主|Đấu Địa Chủ|โต้วตี้จู่|دو ديزو
Mahjong|二人麻将|二人麻將|Mạt Chược|ไพ่นกกระจอก|ماهجونغ
Blackjack|二十一点|二十一點|Xì Dách|แบล็คแจ็ค|بلاك جاك
Thirteen Cards|十三水|十三水|Mậu Binh|สิบสามใบ|ثلاث عشرة ورقة
Golden Flower|炸金花|炸金花|Kim Hoa|ดอกไม้ทอง|الزهرة الذهبية
Teen Patti|三张牌|三張牌|Teen Patti|ทีนปัตตี|تين باتي
Rummy|拉米|拉米|Rummy|รัมมี่|رومي
Tien Len|南方前进|南方前進|Tiến Lên|เตี่ยนเลน|تيان لين
Pai Gow|牌九|牌九|Bài Cửu|ไพ่โกว|باي غاو
Sam Gong|三公|三公|Ba Cây|สามกอง|سام غونغ
`);

export const lotteryGames = words(`
1-Minute SSC|一分时时彩|一分時時彩|SSC 1 Phút|SSC 1 นาที|SSC دقيقة واحدة
3-Minute SSC|三分时时彩|三分時時彩|SSC 3 Phút|SSC 3 นาที|SSC ثلاث دقائق
Speed PK10|极速赛车|極速賽車|PK10 Tốc Độ|PK10 สปีด|PK10 السريع
Lucky 11x5|幸运11选5|幸運11選5|11x5 May Mắn|11x5 นำโชค|11x5 المحظوظ
Jiangsu K3|江苏快三|江蘇快三|K3 Giang Tô|K3 เจียงซู|K3 جيانغسو
Mark Six|六合彩|六合彩|Mark Six|มาร์กซิกซ์|مارك سيكس
Northern Lottery|北部彩票|北部彩票|Xổ Số Miền Bắc|หวยภาคเหนือ|يانصيب الشمال
Southern Lottery|南部彩票|南部彩票|Xổ Số Miền Nam|หวยภาคใต้|يانصيب الجنوب
Central Lottery|中部彩票|中部彩票|Xổ Số Miền Trung|หวยภาคกลาง|يانصيب الوسط
Thai Lottery|泰国彩票|泰國彩票|Xổ Số Thái Lan|หวยรัฐบาลไทย|اليانصيب التايلاندي
Lao Lottery|老挝彩票|寮國彩票|Xổ Số Lào|หวยลาว|يانصيب لاوس
Hanoi VIP|河内VIP|河內VIP|Hà Nội VIP|ฮานอย VIP|هانوي VIP
`);

/** The draw family of each of lotteryGames, in its order (§3 lottery type icons; null: a regional draw). */
export const lotteryGameKinds: readonly (LotteryKind | null)[] = ['ssc', 'ssc', 'pk10', '11x5', 'k3', 'lhc', null, null, null, null, null, null];

export const inHouseGames = words(`
Crash|爆点|爆點|Crash|แครช|الانهيار
Dice|骰子|骰子|Xúc Xắc|ลูกเต๋า|النرد
Mines|扫雷|掃雷|Dò Mìn|ทุ่นระเบิด|الألغام
Plinko|弹珠|彈珠|Plinko|พลิงโก|بلينكو
Limbo|林波|林波|Limbo|ลิมโบ|ليمبو
Hi-Lo|猜大小|猜大小|Cao Thấp|ไฮโล|أعلى أدنى
Keno|基诺|基諾|Keno|คีโน|كينو
Wheel|幸运轮|幸運輪|Vòng Quay|วงล้อ|العجلة
Tower|高塔|高塔|Tòa Tháp|หอคอย|البرج
Coin Flip|抛硬币|拋硬幣|Tung Đồng Xu|โยนเหรียญ|رمي العملة
`);

/** Fish games: noun + this word. */
export const fishingWord: Word = { EN: 'Fishing', CN: '捕鱼', TW: '捕魚', VI: 'Bắn Cá', TH: 'ยิงปลา', AR: 'صيد السمك' };
export const lobbyWord: Word = { EN: 'Lobby', CN: '大厅', TW: '大廳', VI: 'Sảnh', TH: 'ล็อบบี้', AR: 'الردهة' };
export const tableWord: Word = { EN: 'Table', CN: '桌', TW: '桌', VI: 'Bàn', TH: 'โต๊ะ', AR: 'طاولة' };
