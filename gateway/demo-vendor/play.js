// The demo vendor's slot page (docs/decisions/017-game-catalogue.md). Runs under the gateway's
// CSP (script-src 'self'): no inline script, no eval. The launch URL's single-use ticket is traded
// once for a play token (a free demo's play money when `demo`), kept in this tab's sessionStorage (a reload keeps playing), and removed
// from the address bar. Texts are the vendor's own, in the language the launch passed through.
const texts = {
  EN: { demo: 'Free trial: play money only.', lobby: 'Back to lobby', balance: 'Balance', bet: 'Bet', spin: 'Spin', win: 'You won {amount}!', lose: 'No win this time.', low: 'Your balance is too low for this bet.', expired: 'This game link has expired. Please open the game again from the lobby.', failed: 'Network problem, please try again.' },
  CN: { demo: '免费试玩：仅使用虚拟币。', lobby: '返回大厅', balance: '余额', bet: '投注', spin: '旋转', win: '恭喜赢得 {amount}！', lose: '这次没有中奖。', low: '余额不足，无法下注。', expired: '游戏链接已失效，请从大厅重新打开游戏。', failed: '网络异常，请重试。' },
  TW: { demo: '免費試玩：僅使用虛擬幣。', lobby: '返回大廳', balance: '餘額', bet: '投注', spin: '旋轉', win: '恭喜贏得 {amount}！', lose: '這次沒有中獎。', low: '餘額不足，無法下注。', expired: '遊戲連結已失效，請從大廳重新開啟遊戲。', failed: '網路異常，請重試。' },
  VI: { demo: 'Chơi thử miễn phí: chỉ dùng tiền ảo.', lobby: 'Về sảnh', balance: 'Số dư', bet: 'Cược', spin: 'Quay', win: 'Bạn thắng {amount}!', lose: 'Lần này chưa trúng.', low: 'Số dư của bạn không đủ cho mức cược này.', expired: 'Liên kết trò chơi đã hết hạn. Vui lòng mở lại trò chơi từ sảnh.', failed: 'Lỗi mạng, vui lòng thử lại.' },
  TH: { demo: 'ทดลองเล่นฟรี: ใช้เงินจำลองเท่านั้น', lobby: 'กลับสู่ล็อบบี้', balance: 'ยอดเงิน', bet: 'เดิมพัน', spin: 'หมุน', win: 'คุณชนะ {amount}!', lose: 'รอบนี้ไม่ชนะ', low: 'ยอดเงินของคุณไม่พอสำหรับการเดิมพันนี้', expired: 'ลิงก์เกมหมดอายุแล้ว โปรดเปิดเกมอีกครั้งจากล็อบบี้', failed: 'เครือข่ายขัดข้อง โปรดลองอีกครั้ง' },
  AR: { demo: 'تجربة مجانية: أموال افتراضية فقط.', lobby: 'العودة إلى الردهة', balance: 'الرصيد', bet: 'الرهان', spin: 'دوران', win: 'ربحت {amount}!', lose: 'لا ربح هذه المرة.', low: 'رصيدك غير كافٍ لهذا الرهان.', expired: 'انتهت صلاحية رابط اللعبة. يُرجى فتح اللعبة مجدداً من الردهة.', failed: 'مشكلة في الشبكة، يُرجى المحاولة مجدداً.' },
};
const tags = { EN: 'en', CN: 'zh-CN', TW: 'zh-TW', VI: 'vi', TH: 'th', AR: 'ar' };
const glyphs = { cherry: '🍒', lemon: '🍋', bell: '🔔', star: '⭐', seven: '7', diamond: '💎' };
const storageKey = 'demo-vendor-play';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
let lang = (params.get('lang') ?? 'EN').toUpperCase();
if (!(lang in texts)) lang = 'EN';
let t = texts[lang];

function applyLanguage(code, dir) {
  lang = code in texts ? code : 'EN';
  t = texts[lang];
  document.documentElement.lang = tags[lang] ?? 'en';
  const direction = dir ?? (lang === 'AR' ? 'rtl' : 'ltr');
  document.documentElement.dir = direction;
  $('lobby').textContent = `${direction === 'rtl' ? '→' : '←'} ${t.lobby}`;
  $('balance-label').textContent = t.balance;
  $('bet-label').textContent = t.bet;
  $('spin').textContent = t.spin;
}

async function post(path, body) {
  const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return res.json();
}

function money(minor, currency) {
  const text = new Intl.NumberFormat(tags[lang] ?? 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
  return currency ? `${text} ${currency}` : text;
}

function say(text, kind) {
  $('result').textContent = text;
  $('result').className = kind ?? '';
}

async function openSession() {
  const ticket = params.get('ticket');
  if (ticket) {
    const answer = await post('/lgw/demo-vendor/session', { ticket });
    history.replaceState(null, '', `${location.pathname}?lang=${encodeURIComponent(lang)}`);
    if (!answer.success) return null;
    sessionStorage.setItem(storageKey, JSON.stringify(answer.value));
    return answer.value;
  }
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
  } catch {
    return null;
  }
}

function showReels(reels) {
  const cells = document.querySelectorAll('.reel');
  reels.forEach((name, i) => {
    if (cells[i]) cells[i].textContent = glyphs[name] ?? '?';
  });
  $('reels').setAttribute('aria-label', reels.join(', '));
}

async function main() {
  applyLanguage(lang);
  let session;
  try {
    session = await openSession();
  } catch {
    session = null;
  }
  $('game').setAttribute('aria-busy', 'false');
  if (!session) {
    say(t.expired, 'error');
    return;
  }
  applyLanguage(session.lang, session.dir);
  document.title = session.displayName;
  $('title').textContent = session.displayName;
  // A free demo (no account): the balance is play money (docs/decisions/020).
  if (session.demo) {
    $('demo').textContent = t.demo;
    $('demo').hidden = false;
  }
  $('lobby').href = session.lobbyUrl;
  const icon = $('icon');
  icon.src = session.iconUrl;
  icon.hidden = false;
  let balance = session.balanceMinor;
  $('balance').textContent = money(balance, session.currency);
  const bet = $('bet');
  for (const minor of session.betsMinor) bet.add(new Option(money(minor, null), String(minor)));
  bet.disabled = false;
  const button = $('spin');
  button.disabled = false;

  button.addEventListener('click', async () => {
    const betMinor = Number(bet.value);
    const roundId = crypto.randomUUID().replace(/-/g, '');
    button.disabled = true;
    $('reels').classList.add('spinning');
    say('');
    let answer = null;
    for (let attempt = 0; attempt < 2 && answer === null; attempt++) {
      try {
        // The same roundId on a retry: the gateway settles a round once.
        answer = await post('/lgw/demo-vendor/spin', { playToken: session.playToken, roundId, betMinor });
      } catch {
        answer = null;
      }
    }
    $('reels').classList.remove('spinning');
    button.disabled = false;
    if (!answer) return say(t.failed, 'error');
    if (!answer.success) {
      if (answer.code === 'LAUNCH_TICKET_INVALID') {
        sessionStorage.removeItem(storageKey);
        button.disabled = true;
        return say(t.expired, 'error');
      }
      return say(answer.code === 'GAME_BALANCE_TOO_LOW' ? t.low : t.failed, 'error');
    }
    const round = answer.value;
    showReels(round.reels);
    balance = round.balanceMinor;
    $('balance').textContent = money(balance, session.currency);
    if (round.winMinor > 0) say(t.win.replace('{amount}', money(round.winMinor, session.currency)), 'win');
    else say(t.lose);
  });
}

main();
