/** Vietnamese (VI) demo texts. Demonstration content, not offers. */
import type { SeedTexts } from './seed-texts';

export const viTexts: SeedTexts = {
  banners: {
    'home-welcome': 'Chào mừng đến với {brand}: khuyến mãi mới mỗi tuần',
    'home-live': 'Sòng bài trực tiếp với người chia bài thật, suốt ngày đêm',
    'home-sports': 'Mọi trận đấu, mọi kèo, tỷ lệ trực tiếp',
    'home-app': 'Mang {brand} theo bên mình: tải ứng dụng',
    login: 'Chào mừng trở lại {brand}',
    register: 'Tham gia {brand} chưa đến một phút',
    forget: 'Khôi phục tài khoản an toàn',
  },
  announcements: {
    'maintenance-window': {
      title: 'Bảo trì định kỳ vào thứ Ba hằng tuần',
      content:
        '<p>Để {brand} luôn nhanh và an toàn, hệ thống bảo trì định kỳ <strong>vào thứ Ba hằng tuần từ 04:00 đến 06:00 UTC</strong>.</p><p>Một số trò chơi và kênh thanh toán có thể tạm ngừng trong thời gian này. Số dư và các cược chưa kết thúc của bạn vẫn an toàn. Bảo trì khẩn cấp sẽ được thông báo trước tại đây.</p>',
    },
    'home-marquee': {
      title: 'Thanh toán nhanh tại {brand}',
      content: '<p>Tiền nạp về trung bình khoảng {depositSeconds} giây và tiền rút khoảng {withdrawSeconds} giây. Chơi có trách nhiệm: chỉ dành cho người từ {age} tuổi.</p>',
    },
    'welcome-popup': {
      title: 'Chào mừng đến với {brand}',
      content:
        '<p>Mở tài khoản chưa đến một phút và khám phá sòng bài trực tiếp, slot, thể thao và nhiều hơn nữa.</p><ul><li>Chơi thử miễn phí trước khi đặt cược</li><li>Nạp và rút tiền nhanh</li><li>Chăm sóc khách hàng suốt ngày đêm</li></ul><p>Người chơi phải từ {age} tuổi trở lên.</p>',
    },
    'first-login-popup': {
      title: 'Tài khoản của bạn đã sẵn sàng',
      content:
        '<p>Chào mừng bạn! Dành hai phút để bảo vệ tài khoản:</p><ol><li>Liên kết số điện thoại trong Trung tâm bảo mật.</li><li>Đặt mật khẩu rút tiền khác với mật khẩu đăng nhập.</li><li>Kiểm tra hạn mức nạp tiền trong mục Chơi có trách nhiệm.</li></ol>',
    },
    'member-popup': {
      title: 'Hoàn trả hằng ngày đã bắt đầu',
      content: '<p>Tiền hoàn trả trên cược hợp lệ được cộng mỗi ngày. Xem tỷ lệ trên trang chủ và nhận tại Trung tâm phần thưởng.</p>',
    },
    'deposit-bonus': {
      title: 'Thưởng nạp lần đầu',
      content: '<p>Nạp tiền lần đầu và nhận khoản thưởng tương ứng. Yêu cầu cược và điều khoản đầy đủ được hiển thị trên trang Khuyến mãi trước khi bạn tham gia.</p>',
    },
  },
  helpCategories: {
    deposits: 'Nạp tiền',
    withdrawals: 'Rút tiền',
    account: 'Tài khoản và bảo mật',
    'responsible-gaming': 'Chơi có trách nhiệm',
  },
  helpArticles: {
    'deposit-methods': {
      title: 'Làm thế nào để nạp tiền?',
      content:
        '<p>Đăng nhập, chọn <strong>Nạp tiền</strong> ở đầu trang, chọn kênh thanh toán và nhập số tiền, rồi làm theo hướng dẫn. Phần lớn tiền nạp về trong khoảng {depositSeconds} giây.</p><p>Chỉ thanh toán từ tài khoản đứng tên bạn.</p>',
    },
    'deposit-missing': {
      title: 'Tiền nạp chưa về',
      content:
        '<p>Một số kênh cần vài phút để xác nhận. Nếu sau 15 phút số dư vẫn chưa cập nhật, hãy mở <strong>Lịch sử giao dịch</strong>, sao chép mã giao dịch và liên hệ chăm sóc khách hàng kèm biên lai thanh toán.</p>',
    },
    'withdraw-how': {
      title: 'Làm thế nào để rút tiền?',
      content: '<p>Chọn <strong>Rút tiền</strong>, chọn tài khoản ngân hàng hoặc ví đã liên kết, nhập số tiền và mật khẩu rút tiền. Tên tài khoản nhận phải trùng với tên đã đăng ký.</p>',
    },
    'withdraw-time': {
      title: 'Rút tiền mất bao lâu?',
      content:
        '<p>Phần lớn lệnh rút được chi trả trong khoảng {withdrawSeconds} giây. Lần rút đầu tiên, số tiền lớn hoặc tài khoản ngân hàng mới có thể cần kiểm tra thủ công trong thời gian ngắn. Khi nhận được tiền, hãy xác nhận trong lịch sử rút tiền.</p>',
    },
    'account-register': {
      title: 'Làm thế nào để mở tài khoản?',
      content: '<p>Chọn <strong>Đăng ký</strong>, nhập tên đăng nhập và mật khẩu (hoặc số điện thoại), đồng ý điều khoản và xác nhận bạn từ {age} tuổi trở lên. Mỗi người chỉ một tài khoản.</p>',
    },
    'account-password': {
      title: 'Tôi quên mật khẩu',
      content:
        '<p>Trên trang đăng nhập, chọn <strong>Quên mật khẩu</strong>. Đặt lại bằng mã gửi tới số điện thoại đã liên kết, hoặc nhận đường dẫn dùng một lần qua email đã liên kết. {brand} không bao giờ hỏi mật khẩu của bạn qua điện thoại hay trò chuyện.</p>',
    },
    'rg-limits': {
      title: 'Đặt hạn mức nạp tiền',
      content: '<p>Đặt hạn mức nạp theo ngày, tuần hoặc tháng trong trung tâm thành viên. Giảm hạn mức có hiệu lực ngay; tăng hạn mức có hiệu lực sau 24 giờ.</p>',
    },
    'rg-self-exclusion': {
      title: 'Tạm nghỉ hoặc tự loại trừ',
      content:
        '<p>Khi trò chơi không còn vui, hãy tạm nghỉ. Bộ phận chăm sóc khách hàng có thể tạm khóa tài khoản của bạn trong khoảng thời gian bạn chọn, từ một ngày đến vĩnh viễn. Bạn cũng có thể tìm sự hỗ trợ độc lập từ các tổ chức hỗ trợ cờ bạc tại quốc gia của mình.</p>',
    },
  },
  pages: {
    home: {
      title: 'Trang chủ',
      sections: {
        'app-download': {
          title: 'Tải ứng dụng {brand}',
          content: '<p>Quét mã để cài ứng dụng cho iOS hoặc Android, hoặc chơi ngay trên trình duyệt mà không cần tải về.</p>',
        },
        rebates: {
          title: 'Hoàn trả hằng ngày',
          content: '<p>Tiền hoàn trả trên cược hợp lệ được chi trả mỗi ngày, không cần đăng ký. Tỷ lệ dưới đây áp dụng cho mọi thành viên.</p>',
        },
        service: {
          title: 'Dịch vụ đáng tin cậy',
          content:
            '<p>Thời gian nạp trung bình {depositSeconds} giây, thời gian rút trung bình {withdrawSeconds} giây, {paymentPartners} đối tác thanh toán và {gamePartners} đối tác trò chơi.</p>',
        },
      },
    },
    join: {
      title: 'Chương trình đối tác',
      sections: {
        intro: {
          title: 'Cùng phát triển với {brand}',
          content: '<p>Mời người chơi, xây dựng đội nhóm và nhận hoa hồng theo hoạt động của các thành viên bạn giới thiệu. Mọi công cụ đều có trong trung tâm đại lý, cập nhật theo thời gian thực.</p>',
        },
        'member-statistics': {
          title: 'Thống kê thành viên',
          content: '<p>Theo dõi lượt đăng ký, lần nạp đầu và thành viên hoạt động theo từng ngày, biết chiến dịch nào mang lại người chơi gắn bó.</p>',
        },
        'member-game-detail': {
          title: 'Chi tiết trò chơi của thành viên',
          content: '<p>Xem tiền cược, doanh thu hợp lệ và thắng thua theo từng loại trò chơi của mỗi thành viên trong đội.</p>',
        },
        'member-reports': {
          title: 'Báo cáo thành viên',
          content: '<p>Báo cáo nạp, rút và lãi lỗ theo ngày, tuần, tháng, sẵn sàng để xuất.</p>',
        },
        'platform-cost-detail': {
          title: 'Chi tiết chi phí nền tảng',
          content: '<p>Phí thanh toán, chi phí khuyến mãi và phí nền tảng được liệt kê từng mục trước khi tính hoa hồng: không có khoản khấu trừ ẩn.</p>',
        },
      },
    },
    sponsor1: {
      title: 'Hợp tác bóng đá',
      sections: {
        main: {
          title: '{brand} và CLB Northbridge Rovers',
          content: '<p>{brand} là đối tác trò chơi chính thức của CLB bóng đá Northbridge Rovers. Chúng tôi cùng hỗ trợ bóng đá trẻ và các sự kiện ngày thi đấu cho người hâm mộ. (Hợp tác minh họa.)</p>',
        },
      },
    },
    sponsor2: {
      title: 'Hợp tác thể thao điện tử',
      sections: {
        main: {
          title: '{brand} và Team Meridian',
          content: '<p>Chúng tôi đồng hành cùng Team Meridian suốt mùa giải thể thao điện tử khu vực, với các buổi xem trực tiếp và giải đấu cộng đồng. (Hợp tác minh họa.)</p>',
        },
      },
    },
    sponsor3: {
      title: 'Cộng đồng',
      sections: {
        main: {
          title: 'Quỹ cộng đồng {brand}',
          content: '<p>Một phần doanh thu của chúng tôi tài trợ các câu lạc bộ thể thao địa phương và giáo dục về chơi có trách nhiệm. (Chương trình minh họa.)</p>',
        },
      },
    },
    seamless: {
      title: 'Ví liền mạch',
      sections: {
        main: {
          title: 'Một số dư cho mọi trò chơi',
          content: '<p>Với ví liền mạch, số dư của bạn dùng được trong mọi trò chơi tại {brand}: không cần chuyển tiền giữa các ví trò chơi, tiền thắng có ngay lập tức.</p>',
        },
      },
    },
    'point-mall': {
      title: 'Cửa hàng điểm',
      sections: {
        main: {
          title: 'Tích điểm, đổi quà',
          content: '<p>Mỗi lần đặt cược tại {brand} đều giúp bạn tích điểm. Đổi điểm lấy tiền thưởng, lượt quay miễn phí và quà tặng tại cửa hàng điểm, sắp mở cho thành viên. (Nội dung minh họa.)</p>',
        },
      },
    },
    terms: {
      title: 'Điều khoản và điều kiện',
      sections: {
        main: {
          title: 'Sử dụng {brand}',
          content:
            '<p>Khi mở tài khoản, bạn xác nhận mình từ {age} tuổi trở lên và trò chơi trực tuyến là hợp pháp nơi bạn sinh sống.</p><ul><li>Mỗi người một tài khoản; tài khoản mang tính cá nhân và không được chuyển nhượng.</li><li>Nạp và rút tiền phải dùng tài khoản thanh toán đứng tên bạn.</li><li>Mỗi khuyến mãi có điều khoản riêng, được hiển thị trước khi bạn tham gia.</li></ul><p>Đây là nội dung minh họa.</p>',
        },
      },
    },
    privacy: {
      title: 'Chính sách quyền riêng tư',
      sections: {
        main: {
          title: 'Dữ liệu của bạn tại {brand}',
          content:
            '<p>Chúng tôi chỉ thu thập những gì cần để vận hành tài khoản, xử lý thanh toán và tuân thủ pháp luật. Kết nối được mã hóa và mật khẩu chỉ được lưu dưới dạng băm có muối.</p><ul><li>Chúng tôi không bao giờ bán dữ liệu cá nhân.</li><li>Bạn có thể yêu cầu bản sao hoặc xóa dữ liệu qua bộ phận chăm sóc khách hàng.</li></ul><p>Đây là nội dung minh họa.</p>',
        },
      },
    },
    'responsible-gaming': {
      title: 'Chơi có trách nhiệm',
      sections: {
        main: {
          title: 'Chơi để giải trí',
          content:
            '<p>Trò chơi là giải trí, không phải cách kiếm tiền. Chỉ người từ {age} tuổi trở lên được tham gia.</p><ul><li>Đặt hạn mức nạp tiền trong trung tâm thành viên.</li><li>Tạm nghỉ hoặc tự loại trừ qua bộ phận chăm sóc khách hàng.</li><li>Đừng bao giờ cố gỡ lại tiền thua.</li></ul>',
        },
      },
    },
  },
};
