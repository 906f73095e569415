/** Simplified Chinese (CN, zh-CN) demo texts. Demonstration content, not offers. */
import type { SeedTexts } from './seed-texts';

export const cnTexts: SeedTexts = {
  banners: {
    'home-welcome': '欢迎来到 {brand}：每周都有新优惠',
    'home-live': '真人荷官，全天候真人娱乐场',
    'home-sports': '场场赛事，盘口齐全，实时赔率',
    'home-app': '随身畅玩 {brand}：立即下载 App',
    login: '欢迎回到 {brand}',
    register: '一分钟加入 {brand}',
    forget: '安全找回您的账户',
  },
  announcements: {
    'maintenance-window': {
      title: '每周二例行维护',
      content:
        '<p>为保持 {brand} 的速度与安全，系统于<strong>每周二 UTC 04:00 至 06:00</strong> 进行例行维护。</p><p>维护期间部分游戏及支付渠道可能暂停使用，您的余额与未结算注单均不受影响。如有紧急维护，将提前在此公告。</p>',
    },
    'home-marquee': {
      title: '{brand} 极速存取款',
      content: '<p>平均存款到账约 {depositSeconds} 秒，平均提款到账约 {withdrawSeconds} 秒。理性娱乐，仅限 {age} 岁以上。</p>',
    },
    'welcome-popup': {
      title: '欢迎来到 {brand}',
      content:
        '<p>一分钟即可开户，畅玩真人娱乐、电子游戏、体育等精彩内容。</p><ul><li>先试玩，再下注</li><li>存取款快速到账</li><li>全天候在线客服</li></ul><p>玩家须年满 {age} 岁。</p>',
    },
    'first-login-popup': {
      title: '您的账户已开通',
      content:
        '<p>欢迎加入！花两分钟保护您的账户：</p><ol><li>在安全中心绑定手机号码。</li><li>设置与登录密码不同的取款密码。</li><li>在理性博彩页面查看您的存款限额。</li></ol>',
    },
    'member-popup': {
      title: '每日返水已上线',
      content: '<p>有效投注的返水每日发放。返水比例请见首页，可在奖励中心领取。</p>',
    },
    'deposit-bonus': {
      title: '首存优惠',
      content: '<p>完成首次存款即可获得相应比例的奖金。流水要求与完整条款会在参加前于优惠活动页面显示。</p>',
    },
  },
  helpCategories: {
    deposits: '存款',
    withdrawals: '取款',
    account: '账户与安全',
    'responsible-gaming': '理性博彩',
  },
  helpArticles: {
    'deposit-methods': {
      title: '如何存款？',
      content:
        '<p>登录后点击页头的<strong>存款</strong>，选择支付渠道并输入金额，按渠道提示完成付款；大多数存款约 {depositSeconds} 秒到账。</p><p>请仅使用本人名下的账户付款。</p>',
    },
    'deposit-missing': {
      title: '存款未到账怎么办？',
      content:
        '<p>部分渠道需要几分钟确认。若 15 分钟后余额仍未增加，请打开<strong>交易记录</strong>复制交易单号，并携带付款凭证联系客服。</p>',
    },
    'withdraw-how': {
      title: '如何取款？',
      content: '<p>点击<strong>取款</strong>，选择已绑定的银行账户或钱包，输入金额及取款密码。收款账户姓名须与注册姓名一致。</p>',
    },
    'withdraw-time': {
      title: '取款需要多久？',
      content:
        '<p>大多数取款约 {withdrawSeconds} 秒到账。首次取款、大额取款或更换银行账户时可能需要短暂人工审核。款项到账后，请在取款记录中确认收款。</p>',
    },
    'account-register': {
      title: '如何开户？',
      content: '<p>点击<strong>注册</strong>，输入用户名和密码（或手机号码），同意条款并确认已年满 {age} 岁。每人仅限一个账户。</p>',
    },
    'account-password': {
      title: '忘记密码怎么办？',
      content:
        '<p>在登录页点击<strong>忘记密码</strong>，可通过发送到绑定手机的验证码重设，或在绑定邮箱接收一次性链接。{brand} 绝不会通过电话或聊天向您索取密码。</p>',
    },
    'rg-limits': {
      title: '设置存款限额',
      content: '<p>您可在会员中心设置每日、每周或每月存款限额。调低限额立即生效，调高限额于 24 小时后生效。</p>',
    },
    'rg-self-exclusion': {
      title: '暂停游戏或自我禁制',
      content:
        '<p>当游戏不再有趣时，请适时休息。客服可按您选择的期限（一天至永久）暂停您的账户。您也可向所在地区的博彩援助机构寻求独立帮助。</p>',
    },
  },
  pages: {
    home: {
      title: '首页',
      sections: {
        'app-download': {
          title: '下载 {brand} App',
          content: '<p>扫码安装 iOS 或 Android App，或直接在浏览器中游戏，无需下载。</p>',
        },
        rebates: {
          title: '每日返水',
          content: '<p>有效投注返水每日自动发放，无需申请。以下比例适用于所有会员。</p>',
        },
        service: {
          title: '值得信赖的服务',
          content:
            '<p>平均存款时间 {depositSeconds} 秒，平均取款时间 {withdrawSeconds} 秒，{paymentPartners} 家支付合作伙伴，{gamePartners} 家游戏合作伙伴。</p>',
        },
      },
    },
    join: {
      title: '合营计划',
      sections: {
        intro: {
          title: '与 {brand} 共同成长',
          content: '<p>邀请玩家、组建团队，按您带来会员的活跃度赚取佣金。所需工具尽在代理中心，数据实时更新。</p>',
        },
        'member-statistics': {
          title: '会员统计',
          content: '<p>逐日追踪注册、首存及活跃会员，了解哪些推广带来长期玩家。</p>',
        },
        'member-game-detail': {
          title: '会员游戏明细',
          content: '<p>查看团队中每位会员各游戏类型的投注、有效流水及输赢。</p>',
        },
        'member-reports': {
          title: '会员报表',
          content: '<p>按日、周、月统计存款、取款及盈亏报表，可随时导出。</p>',
        },
        'platform-cost-detail': {
          title: '平台费用明细',
          content: '<p>支付手续费、优惠成本及平台费逐项列明后再计算佣金，没有隐藏扣费。</p>',
        },
      },
    },
    sponsor1: {
      title: '足球合作',
      sections: {
        main: {
          title: '{brand} × 北桥流浪者足球俱乐部',
          content: '<p>{brand} 是北桥流浪者足球俱乐部的官方游戏合作伙伴，共同支持青少年足球及球迷比赛日活动。（示范合作）</p>',
        },
      },
    },
    sponsor2: {
      title: '电竞合作',
      sections: {
        main: {
          title: '{brand} × 子午线战队',
          content: '<p>我们在整个区域电竞赛季支持子午线战队，并举办线上观赛派对与社区赛事。（示范合作）</p>',
        },
      },
    },
    sponsor3: {
      title: '社区公益',
      sections: {
        main: {
          title: '{brand} 社区基金',
          content: '<p>我们将部分收入用于资助本地体育俱乐部及理性博彩教育。（示范项目）</p>',
        },
      },
    },
    seamless: {
      title: '免转钱包',
      sections: {
        main: {
          title: '一个余额，畅玩所有游戏',
          content: '<p>使用免转钱包，您的余额可直接用于 {brand} 的所有游戏：无需在游戏钱包之间转账，赢得的奖金即时可用。</p>',
        },
      },
    },
    'point-mall': {
      title: '积分商城',
      sections: {
        main: {
          title: '赚取积分，兑换好礼',
          content: '<p>在{brand}的每一笔投注都能赚取商城积分。积分可在积分商城兑换奖金、免费旋转和礼品，商城即将向会员开放。（演示内容。）</p>',
        },
      },
    },
    terms: {
      title: '条款与细则',
      sections: {
        main: {
          title: '使用 {brand}',
          content:
            '<p>开户即表示您确认已年满 {age} 岁，且您所在地区允许在线游戏。</p><ul><li>每人仅限一个账户，账户仅限本人使用，不得转让。</li><li>存取款须使用本人名下的支付账户。</li><li>各项优惠另有条款，参加前会显示。</li></ul><p>此为示范内容。</p>',
        },
      },
    },
    privacy: {
      title: '隐私政策',
      sections: {
        main: {
          title: '您在 {brand} 的数据',
          content:
            '<p>我们只收集运营账户、处理付款及履行法律义务所需的数据。所有连接均经加密，密码仅以加盐哈希形式保存。</p><ul><li>我们绝不出售个人数据。</li><li>您可通过客服索取数据副本或要求删除。</li></ul><p>此为示范内容。</p>',
        },
      },
    },
    'responsible-gaming': {
      title: '理性博彩',
      sections: {
        main: {
          title: '为乐趣而玩',
          content:
            '<p>游戏是娱乐，而非赚钱的方式。仅限年满 {age} 岁的玩家参与。</p><ul><li>在会员中心设置存款限额。</li><li>通过客服暂停游戏或自我禁制。</li><li>切勿为挽回损失而追加投注。</li></ul>',
        },
      },
    },
  },
};
