/** Traditional Chinese (TW, zh-TW) demo texts. Demonstration content, not offers. */
import type { SeedTexts } from './seed-texts';

export const twTexts: SeedTexts = {
  banners: {
    'home-welcome': '歡迎來到 {brand}：每週都有新優惠',
    'home-live': '真人荷官，全天候真人娛樂場',
    'home-sports': '場場賽事，盤口齊全，即時賠率',
    'home-app': '隨身暢玩 {brand}：立即下載 App',
    login: '歡迎回到 {brand}',
    register: '一分鐘加入 {brand}',
    forget: '安全找回您的帳戶',
  },
  announcements: {
    'maintenance-window': {
      title: '每週二例行維護',
      content:
        '<p>為維持 {brand} 的速度與安全，系統於<strong>每週二 UTC 04:00 至 06:00</strong> 進行例行維護。</p><p>維護期間部分遊戲及支付管道可能暫停使用，您的餘額與未結算注單皆不受影響。如有緊急維護，將提前於此公告。</p>',
    },
    'home-marquee': {
      title: '{brand} 極速存提款',
      content: '<p>平均存款到帳約 {depositSeconds} 秒，平均提款到帳約 {withdrawSeconds} 秒。理性娛樂，僅限 {age} 歲以上。</p>',
    },
    'welcome-popup': {
      title: '歡迎來到 {brand}',
      content:
        '<p>一分鐘即可開戶，暢玩真人娛樂、電子遊戲、體育等精彩內容。</p><ul><li>先試玩，再下注</li><li>存提款快速到帳</li><li>全天候線上客服</li></ul><p>玩家須年滿 {age} 歲。</p>',
    },
    'first-login-popup': {
      title: '您的帳戶已開通',
      content:
        '<p>歡迎加入！花兩分鐘保護您的帳戶：</p><ol><li>在安全中心綁定手機號碼。</li><li>設定與登入密碼不同的提款密碼。</li><li>在理性博彩頁面查看您的存款限額。</li></ol>',
    },
    'member-popup': {
      title: '每日返水已上線',
      content: '<p>有效投注的返水每日發放。返水比例請見首頁，可於獎勵中心領取。</p>',
    },
    'deposit-bonus': {
      title: '首存優惠',
      content: '<p>完成首次存款即可獲得相應比例的獎金。流水要求與完整條款會在參加前於優惠活動頁面顯示。</p>',
    },
  },
  helpCategories: {
    deposits: '存款',
    withdrawals: '提款',
    account: '帳戶與安全',
    'responsible-gaming': '理性博彩',
  },
  helpArticles: {
    'deposit-methods': {
      title: '如何存款？',
      content:
        '<p>登入後點擊頁首的<strong>存款</strong>，選擇支付管道並輸入金額，依管道指示完成付款；大多數存款約 {depositSeconds} 秒到帳。</p><p>請僅使用本人名下的帳戶付款。</p>',
    },
    'deposit-missing': {
      title: '存款未到帳怎麼辦？',
      content:
        '<p>部分管道需要幾分鐘確認。若 15 分鐘後餘額仍未增加，請開啟<strong>交易紀錄</strong>複製交易單號，並攜帶付款憑證聯繫客服。</p>',
    },
    'withdraw-how': {
      title: '如何提款？',
      content: '<p>點擊<strong>提款</strong>，選擇已綁定的銀行帳戶或錢包，輸入金額及提款密碼。收款帳戶姓名須與註冊姓名一致。</p>',
    },
    'withdraw-time': {
      title: '提款需要多久？',
      content:
        '<p>大多數提款約 {withdrawSeconds} 秒到帳。首次提款、大額提款或更換銀行帳戶時可能需要短暫人工審核。款項到帳後，請在提款紀錄中確認收款。</p>',
    },
    'account-register': {
      title: '如何開戶？',
      content: '<p>點擊<strong>註冊</strong>，輸入使用者名稱和密碼（或手機號碼），同意條款並確認已年滿 {age} 歲。每人僅限一個帳戶。</p>',
    },
    'account-password': {
      title: '忘記密碼怎麼辦？',
      content:
        '<p>在登入頁點擊<strong>忘記密碼</strong>，可透過傳送至綁定手機的驗證碼重設，或於綁定信箱接收一次性連結。{brand} 絕不會透過電話或聊天向您索取密碼。</p>',
    },
    'rg-limits': {
      title: '設定存款限額',
      content: '<p>您可在會員中心設定每日、每週或每月存款限額。調低限額立即生效，調高限額於 24 小時後生效。</p>',
    },
    'rg-self-exclusion': {
      title: '暫停遊戲或自我禁制',
      content:
        '<p>當遊戲不再有趣時，請適時休息。客服可依您選擇的期限（一天至永久）暫停您的帳戶。您也可向所在地區的博彩援助機構尋求獨立協助。</p>',
    },
  },
  pages: {
    home: {
      title: '首頁',
      sections: {
        'app-download': {
          title: '下載 {brand} App',
          content: '<p>掃碼安裝 iOS 或 Android App，或直接在瀏覽器中遊戲，無需下載。</p>',
        },
        rebates: {
          title: '每日返水',
          content: '<p>有效投注返水每日自動發放，無需申請。以下比例適用於所有會員。</p>',
        },
        service: {
          title: '值得信賴的服務',
          content:
            '<p>平均存款時間 {depositSeconds} 秒，平均提款時間 {withdrawSeconds} 秒，{paymentPartners} 家支付合作夥伴，{gamePartners} 家遊戲合作夥伴。</p>',
        },
      },
    },
    join: {
      title: '合營計畫',
      sections: {
        intro: {
          title: '與 {brand} 共同成長',
          content: '<p>邀請玩家、組建團隊，依您帶來會員的活躍度賺取佣金。所需工具盡在代理中心，數據即時更新。</p>',
        },
        'member-statistics': {
          title: '會員統計',
          content: '<p>逐日追蹤註冊、首存及活躍會員，了解哪些推廣帶來長期玩家。</p>',
        },
        'member-game-detail': {
          title: '會員遊戲明細',
          content: '<p>查看團隊中每位會員各遊戲類型的投注、有效流水及輸贏。</p>',
        },
        'member-reports': {
          title: '會員報表',
          content: '<p>按日、週、月統計存款、提款及盈虧報表，可隨時匯出。</p>',
        },
        'platform-cost-detail': {
          title: '平台費用明細',
          content: '<p>支付手續費、優惠成本及平台費逐項列明後再計算佣金，沒有隱藏扣費。</p>',
        },
      },
    },
    sponsor1: {
      title: '足球合作',
      sections: {
        main: {
          title: '{brand} × 北橋流浪者足球俱樂部',
          content: '<p>{brand} 是北橋流浪者足球俱樂部的官方遊戲合作夥伴，共同支持青少年足球及球迷比賽日活動。（示範合作）</p>',
        },
      },
    },
    sponsor2: {
      title: '電競合作',
      sections: {
        main: {
          title: '{brand} × 子午線戰隊',
          content: '<p>我們在整個區域電競賽季支持子午線戰隊，並舉辦線上觀賽派對與社群賽事。（示範合作）</p>',
        },
      },
    },
    sponsor3: {
      title: '社區公益',
      sections: {
        main: {
          title: '{brand} 社區基金',
          content: '<p>我們將部分收入用於資助在地體育俱樂部及理性博彩教育。（示範計畫）</p>',
        },
      },
    },
    seamless: {
      title: '免轉錢包',
      sections: {
        main: {
          title: '一個餘額，暢玩所有遊戲',
          content: '<p>使用免轉錢包，您的餘額可直接用於 {brand} 的所有遊戲：無需在遊戲錢包之間轉帳，贏得的獎金即時可用。</p>',
        },
      },
    },
    'point-mall': {
      title: '積分商城',
      sections: {
        main: {
          title: '賺取積分，兌換好禮',
          content: '<p>在{brand}的每一筆投注都能賺取商城積分。積分可在積分商城兌換獎金、免費旋轉與禮品，商城即將向會員開放。（示範內容。）</p>',
        },
      },
    },
    terms: {
      title: '條款與細則',
      sections: {
        main: {
          title: '使用 {brand}',
          content:
            '<p>開戶即表示您確認已年滿 {age} 歲，且您所在地區允許線上遊戲。</p><ul><li>每人僅限一個帳戶，帳戶僅限本人使用，不得轉讓。</li><li>存提款須使用本人名下的支付帳戶。</li><li>各項優惠另有條款，參加前會顯示。</li></ul><p>此為示範內容。</p>',
        },
      },
    },
    privacy: {
      title: '隱私權政策',
      sections: {
        main: {
          title: '您在 {brand} 的資料',
          content:
            '<p>我們只蒐集經營帳戶、處理付款及履行法律義務所需的資料。所有連線皆經加密，密碼僅以加鹽雜湊形式保存。</p><ul><li>我們絕不出售個人資料。</li><li>您可透過客服索取資料副本或要求刪除。</li></ul><p>此為示範內容。</p>',
        },
      },
    },
    'responsible-gaming': {
      title: '理性博彩',
      sections: {
        main: {
          title: '為樂趣而玩',
          content:
            '<p>遊戲是娛樂，而非賺錢的方式。僅限年滿 {age} 歲的玩家參與。</p><ul><li>在會員中心設定存款限額。</li><li>透過客服暫停遊戲或自我禁制。</li><li>切勿為挽回損失而追加投注。</li></ul>',
        },
      },
    },
  },
};
