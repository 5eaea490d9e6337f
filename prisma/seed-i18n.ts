// The other locales' versions of the seeded banners, notices, messages, help articles, news and
// product names (decision 074), keyed by the English title (a product by its English name). Written in the terms of docs/glossary/<locale>.md.
// Stored in each row's `i18n` column (decision 029); staff edit them in the back office.
type Fields = Record<string, string>;
export type Versions = Record<string, Fields>;

/** The ten versions in the order de, es, fr, ja, ko, th, uk, vi, zh-CN, zh-MO. */
function v(
  de: Fields,
  es: Fields,
  fr: Fields,
  ja: Fields,
  ko: Fields,
  th: Fields,
  uk: Fields,
  vi: Fields,
  zhCN: Fields,
  zhMO: Fields,
): Versions {
  return {
    'de-DE': de,
    'es-ES': es,
    'fr-FR': fr,
    'ja-JP': ja,
    'ko-KR': ko,
    'th-TH': th,
    'uk-UA': uk,
    'vi-VN': vi,
    'zh-CN': zhCN,
    'zh-MO': zhMO,
  };
}
const banner = (title: string, subtitle: string, button: string) => ({ title, subtitle, button });
const text = (title: string, content: string) => ({ title, content });
const article = (title: string, body: string) => ({ title, body });
const news = (title: string, summary: string, body: string) => ({ title, summary, body });

export const bannerVersions: Record<string, Versions> = {
  'Practise risk-free with a demo account': v(
    banner('Risikofrei üben mit dem Demokonto', 'Handeln Sie mit virtuellem Guthaben, bevor Sie echtes Geld einsetzen.', 'Jetzt starten'),
    banner('Practica sin riesgo con una cuenta demo', 'Opera con fondos simulados antes de pasar a real.', 'Empezar'),
    banner('Entraînez-vous sans risque avec un compte démo', 'Tradez avec des fonds virtuels avant de passer en réel.', 'Commencer'),
    banner('デモ口座でリスクなく練習', '本番の前に仮想資金で取引を体験できます。', '今すぐ始める'),
    banner('모의 계좌로 위험 없이 연습하세요', '실전 전에 가상 자금으로 거래해 보세요.', '시작하기'),
    banner('ฝึกเทรดแบบไร้ความเสี่ยงด้วยบัญชีทดลอง', 'เทรดด้วยเงินจำลองก่อนลงสนามจริง', 'เริ่มต้นเลย'),
    banner('Тренуйтеся без ризику на демо-рахунку', 'Торгуйте віртуальними коштами, перш ніж перейти на реальний рахунок.', 'Почати'),
    banner('Luyện tập không rủi ro với tài khoản demo', 'Giao dịch bằng tiền ảo trước khi giao dịch thật.', 'Bắt đầu'),
    banner('模拟账户，零风险练手', '先用模拟资金交易，熟悉后再实盘。', '立即开始'),
    banner('模擬賬戶，零風險練手', '先用模擬資金交易，熟悉後再實盤。', '立即開始'),
  ),
  'Crypto, forex, stocks and commodities in one place': v(
    banner('Krypto, Devisen, Aktien und Rohstoffe an einem Ort', 'Alle Märkte mit einem einzigen Konto.', 'Jetzt starten'),
    banner('Cripto, divisas, acciones y materias primas en un solo lugar', 'Todos los mercados desde una única cuenta.', 'Empezar'),
    banner('Crypto, forex, actions et matières premières au même endroit', 'Tous les marchés depuis un seul compte.', 'Commencer'),
    banner('暗号資産・FX・株式・商品をひとつに', 'すべての市場をひとつの口座で。', '今すぐ始める'),
    banner('암호화폐·외환·주식·원자재를 한곳에서', '하나의 계좌로 모든 시장을 거래하세요.', '시작하기'),
    banner('คริปโต ฟอเร็กซ์ หุ้น และสินค้าโภคภัณฑ์ในที่เดียว', 'ทุกตลาดในบัญชีเดียว', 'เริ่มต้นเลย'),
    banner('Криптовалюти, форекс, акції та сировина в одному місці', 'Усі ринки з одного рахунку.', 'Почати'),
    banner('Tiền mã hóa, ngoại hối, cổ phiếu và hàng hóa ở một nơi', 'Mọi thị trường trong một tài khoản.', 'Bắt đầu'),
    banner('加密货币、外汇、股票、大宗商品一站交易', '一个账户，畅通所有市场。', '立即开始'),
    banner('加密貨幣、外匯、股票、大宗商品一站交易', '一個賬戶，暢通所有市場。', '立即開始'),
  ),
  'Every price can be checked': v(
    banner('Jeder Kurs ist überprüfbar', 'Der Seed jeder Stunde wird vorab festgelegt und danach offengelegt.', 'Kurse ansehen'),
    banner('Cada precio se puede verificar', 'La semilla de cada hora se fija de antemano y se revela después.', 'Ver precios'),
    banner('Chaque cours est vérifiable', 'La graine de chaque heure est engagée à l’avance et révélée ensuite.', 'Voir les cours'),
    banner('すべての価格を検証できます', '各時間のシードは事前に確定し、終了後に公開されます。', '相場を見る'),
    banner('모든 가격을 검증할 수 있습니다', '매시간의 시드는 미리 확정되고 끝난 뒤 공개됩니다.', '시세 보기'),
    banner('ตรวจสอบได้ทุกราคา', 'ซีดของแต่ละชั่วโมงถูกกำหนดไว้ล่วงหน้าและเปิดเผยภายหลัง', 'ดูราคา'),
    banner('Кожну ціну можна перевірити', 'Сід кожної години фіксується заздалегідь і розкривається після неї.', 'Дивитися ціни'),
    banner('Mọi mức giá đều kiểm chứng được', 'Hạt giống của mỗi giờ được cam kết trước và công bố sau.', 'Xem giá'),
    banner('每一笔价格都可验证', '每小时的种子提前承诺，结束后公开。', '查看行情'),
    banner('每一筆價格都可驗證', '每小時的種子提前承諾，結束後公開。', '查看行情'),
  ),
  'Fast options from 30 seconds': v(
    banner('Schnellhandel ab 30 Sekunden', 'Steigt oder fällt der Kurs? 22 Produkte, jeder Tick als Beleg.', 'Jetzt handeln'),
    banner('Operativa rápida desde 30 segundos', 'Sube o baja en 22 productos, con los ticks como prueba.', 'Operar ahora'),
    banner('Trading rapide dès 30 secondes', 'Hausse ou baisse sur 22 produits, chaque tick faisant foi.', 'Trader'),
    banner('30秒からのスピード取引', '22銘柄で上昇・下落を予想。ティックが証拠になります。', '今すぐ取引'),
    banner('30초부터 시작하는 빠른 거래', '22개 상품의 상승·하락 예측, 틱 데이터가 증거입니다.', '지금 거래'),
    banner('เทรดด่วนเริ่มต้น 30 วินาที', 'ขึ้นหรือลงใน 22 สินค้า ทุกติ๊กตรวจสอบได้', 'เทรดเลย'),
    banner('Швидка торгівля від 30 секунд', 'Вгору чи вниз на 22 інструментах, кожен тік як доказ.', 'Торгувати'),
    banner('Giao dịch nhanh từ 30 giây', 'Tăng hay giảm trên 22 sản phẩm, từng tick làm bằng chứng.', 'Giao dịch ngay'),
    banner('快速交易 30 秒起', '22 个品种看涨看跌，逐笔行情可查证。', '立即交易'),
    banner('快速交易 30 秒起', '22 個品種看漲看跌，逐筆行情可查證。', '立即交易'),
  ),
};

export const noticeVersions: Record<string, Versions> = {
  'Welcome to Aurora Markets — please read our risk warning': v(
    text(
      'Willkommen bei Aurora Markets – bitte lesen Sie unseren Risikohinweis',
      'Willkommen bei Aurora Markets. Der Handel mit Kontrakten und kurzfristigen Produkten ist mit hohen Risiken verbunden, und der Hebel kann Verluste ebenso vergrößern wie Gewinne. Handeln Sie nur mit Geld, dessen Verlust Sie verkraften können, und probieren Sie zuerst den Demo-Modus aus, wenn Sie neu im Handel sind.',
    ),
    text(
      'Bienvenido a Aurora Markets: lee nuestra advertencia de riesgo',
      'Bienvenido a Aurora Markets. Operar con contratos y productos a corto plazo conlleva un riesgo elevado, y el apalancamiento puede multiplicar tanto las pérdidas como las ganancias. Opera solo con dinero que puedas permitirte perder y, si eres nuevo, prueba primero el modo demo.',
    ),
    text(
      'Bienvenue chez Aurora Markets — veuillez lire notre avertissement sur les risques',
      'Bienvenue chez Aurora Markets. Le trading de contrats et de produits à court terme comporte un risque élevé, et l’effet de levier peut amplifier les pertes comme les gains. Ne tradez qu’avec de l’argent que vous pouvez vous permettre de perdre et, si vous débutez, essayez d’abord le mode démo.',
    ),
    text(
      'Aurora Marketsへようこそ — リスク警告をお読みください',
      'Aurora Marketsへようこそ。先物や短期商品の取引には高いリスクが伴い、レバレッジは利益だけでなく損失も拡大させます。失っても問題のない資金だけで取引し、初めての方はまずデモモードをお試しください。',
    ),
    text(
      'Aurora Markets에 오신 것을 환영합니다 — 위험 고지를 꼭 읽어 주세요',
      'Aurora Markets에 오신 것을 환영합니다. 선물 및 단기 상품 거래는 위험이 높으며, 레버리지는 수익뿐 아니라 손실도 키울 수 있습니다. 잃어도 감당할 수 있는 자금으로만 거래하시고, 거래가 처음이라면 모의 거래부터 해 보세요.',
    ),
    text(
      'ยินดีต้อนรับสู่ Aurora Markets — โปรดอ่านคำเตือนความเสี่ยง',
      'ยินดีต้อนรับสู่ Aurora Markets การเทรดสัญญาและผลิตภัณฑ์ระยะสั้นมีความเสี่ยงสูง และเลเวอเรจอาจขยายทั้งกำไรและขาดทุน โปรดเทรดด้วยเงินที่คุณรับการสูญเสียได้เท่านั้น และหากเพิ่งเริ่มต้น ให้ลองใช้โหมดทดลองก่อน',
    ),
    text(
      'Ласкаво просимо до Aurora Markets — ознайомтеся з попередженням про ризики',
      'Ласкаво просимо до Aurora Markets. Торгівля контрактами та короткостроковими продуктами пов’язана з високим ризиком, а кредитне плече може збільшувати як прибутки, так і збитки. Торгуйте лише коштами, втрату яких можете собі дозволити, а якщо ви новачок, спершу спробуйте демо-режим.',
    ),
    text(
      'Chào mừng đến với Aurora Markets — vui lòng đọc cảnh báo rủi ro',
      'Chào mừng bạn đến với Aurora Markets. Giao dịch hợp đồng và sản phẩm ngắn hạn có rủi ro cao, đòn bẩy có thể khuếch đại cả lãi lẫn lỗ. Chỉ giao dịch bằng số tiền bạn chấp nhận mất, và nếu mới bắt đầu, hãy thử chế độ demo trước.',
    ),
    text(
      '欢迎来到 Aurora Markets——请阅读风险提示',
      '欢迎来到 Aurora Markets。合约及短期产品交易风险较高，杠杆在放大收益的同时也会放大亏损。请仅使用可承受损失的资金进行交易；如果您是新手，建议先体验模拟交易。',
    ),
    text(
      '歡迎來到 Aurora Markets——請閱讀風險提示',
      '歡迎來到 Aurora Markets。合約及短期產品交易風險較高，槓桿在放大收益的同時也會放大虧損。請僅使用可承受損失的資金進行交易；如果您是新手，建議先體驗模擬交易。',
    ),
  ),
  'Scheduled system maintenance': v(
    text(
      'Geplante Systemwartung',
      'Die Plattform wird am Sonntag von 02:00 bis 04:00 Uhr (UTC) planmäßig gewartet. In dieser Zeit sind Handel, Ein- und Auszahlungen nicht verfügbar. Offene Positionen sind nicht betroffen und werden nach der Wartung wie gewohnt abgerechnet.',
    ),
    text(
      'Mantenimiento programado del sistema',
      'La plataforma tendrá un mantenimiento programado el domingo de 02:00 a 04:00 (UTC). Durante ese periodo no estarán disponibles las operaciones, los depósitos ni las retiradas. Las posiciones abiertas no se ven afectadas y se liquidarán con normalidad cuando se restablezca el servicio.',
    ),
    text(
      'Maintenance programmée du système',
      'La plateforme fera l’objet d’une maintenance programmée dimanche de 02:00 à 04:00 (UTC). Le trading, les dépôts et les retraits seront indisponibles pendant cette période. Les positions ouvertes ne sont pas concernées et seront réglées normalement à la reprise du service.',
    ),
    text(
      'システムの定期メンテナンス',
      '日曜日 02:00〜04:00（UTC）に定期メンテナンスを実施します。この間、取引・入金・出金はご利用いただけません。保有中のポジションには影響がなく、サービス再開後に通常どおり決済されます。',
    ),
    text(
      '정기 시스템 점검 안내',
      '일요일 02:00~04:00(UTC)에 정기 점검이 진행됩니다. 점검 중에는 거래, 입금, 출금을 이용할 수 없습니다. 보유 포지션에는 영향이 없으며 서비스 재개 후 정상적으로 정산됩니다.',
    ),
    text(
      'ปิดปรับปรุงระบบตามกำหนด',
      'แพลตฟอร์มจะปิดปรับปรุงตามกำหนดในวันอาทิตย์ เวลา 02:00 ถึง 04:00 (UTC) ระหว่างนี้จะไม่สามารถเทรด ฝาก หรือถอนเงินได้ สถานะที่เปิดอยู่จะไม่ได้รับผลกระทบและจะชำระตามปกติเมื่อระบบกลับมาให้บริการ',
    ),
    text(
      'Планове технічне обслуговування',
      'У неділю з 02:00 до 04:00 (UTC) на платформі проводитиметься планове технічне обслуговування. У цей час торгівля, поповнення та виведення коштів будуть недоступні. Відкриті позиції це не зачіпає: їх буде розраховано як зазвичай після відновлення роботи.',
    ),
    text(
      'Bảo trì hệ thống theo lịch',
      'Nền tảng sẽ bảo trì theo lịch vào Chủ nhật từ 02:00 đến 04:00 (UTC). Trong thời gian này, giao dịch, nạp và rút tiền sẽ tạm ngưng. Các vị thế đang mở không bị ảnh hưởng và sẽ được tất toán bình thường khi dịch vụ hoạt động trở lại.',
    ),
    text(
      '系统例行维护公告',
      '平台将于周日 02:00 至 04:00（UTC）进行例行维护，期间暂停交易、充值和提现。持仓不受影响，服务恢复后照常结算。',
    ),
    text(
      '系統例行維護公告',
      '平台將於週日 02:00 至 04:00（UTC）進行例行維護，期間暫停交易、充值和提現。持倉不受影響，服務恢復後照常結算。',
    ),
  ),
  'New products listed': v(
    text(
      'Neue Produkte gelistet',
      'Wir haben neue Devisenpaare, US-Aktien und Rohstoffkontrakte in den Markt aufgenommen. Sie finden sie unter „Kurse“ und können sie Ihrer Watchlist hinzufügen. Die Handelszeiten richten sich nach dem jeweiligen Basismarkt.',
    ),
    text(
      'Nuevos productos disponibles',
      'Hemos añadido nuevos pares de divisas, acciones de EE. UU. y contratos de materias primas. Los encontrarás en la pestaña Cotizaciones y puedes añadirlos a tu lista de seguimiento. El horario de negociación sigue al de cada mercado subyacente.',
    ),
    text(
      'Nouveaux produits listés',
      'Nous avons ajouté de nouvelles paires de devises, des actions américaines et des contrats sur matières premières. Vous les trouverez dans l’onglet Cotations et pouvez les ajouter à votre liste de suivi. Les horaires de négociation suivent ceux de chaque marché sous-jacent.',
    ),
    text(
      '新商品を上場しました',
      '新しい通貨ペア、米国株、商品先物を追加しました。「相場」タブから確認でき、お気に入りに追加できます。取引時間は各原資産の市場に準じます。',
    ),
    text(
      '신규 상품 상장',
      '새로운 외환 통화쌍, 미국 주식, 원자재 선물을 추가했습니다. 시세 탭에서 확인하고 관심 목록에 추가할 수 있습니다. 거래 시간은 각 기초 시장을 따릅니다.',
    ),
    text(
      'เพิ่มสินค้าใหม่',
      'เราได้เพิ่มคู่สกุลเงินฟอเร็กซ์ หุ้นสหรัฐฯ และสัญญาสินค้าโภคภัณฑ์ใหม่ คุณสามารถดูได้ที่แท็บราคา และเพิ่มลงในรายการโปรด เวลาซื้อขายเป็นไปตามตลาดอ้างอิงของแต่ละสินค้า',
    ),
    text(
      'Нові інструменти в лістингу',
      'Ми додали нові валютні пари, акції США та контракти на сировину. Ви знайдете їх на вкладці «Котирування» і можете додати до списку спостереження. Торгові години відповідають базовому ринку кожного інструмента.',
    ),
    text(
      'Niêm yết sản phẩm mới',
      'Chúng tôi đã bổ sung các cặp ngoại hối, cổ phiếu Mỹ và hợp đồng hàng hóa mới. Bạn có thể xem chúng trong tab Thị trường và thêm vào danh sách theo dõi. Giờ giao dịch theo thị trường cơ sở của từng sản phẩm.',
    ),
    text('新品种上线', '我们新增了外汇货币对、美股和大宗商品合约，可在“行情”页查看并加入自选。交易时间以各标的市场为准。'),
    text('新品種上線', '我們新增了外匯貨幣對、美股和大宗商品合約，可在「行情」頁查看並加入自選。交易時間以各標的市場為準。'),
  ),
  'Risk warning on leveraged trading': v(
    text(
      'Risikohinweis zum Handel mit Hebel',
      'Beim Kontrakthandel wird ein Hebel eingesetzt, sodass schon eine kleine Kursbewegung zu einem großen Verlust an Margin führen kann. Positionen können automatisch geschlossen werden, wenn Ihre Margin zu niedrig wird. Setzen Sie Stop-Loss-Orders und riskieren Sie nie mehr, als Sie verlieren können.',
    ),
    text(
      'Advertencia de riesgo sobre el trading apalancado',
      'El trading de contratos utiliza apalancamiento, por lo que un pequeño movimiento del precio puede provocar una gran pérdida de margen. Las posiciones pueden cerrarse automáticamente si tu margen baja demasiado. Usa órdenes stop loss y no arriesgues nunca más de lo que puedes permitirte perder.',
    ),
    text(
      'Avertissement sur le trading avec effet de levier',
      'Le trading de contrats utilise l’effet de levier : un faible mouvement de prix peut entraîner une perte importante de marge. Vos positions peuvent être clôturées automatiquement si votre marge devient insuffisante. Placez des ordres stop loss et ne risquez jamais plus que ce que vous pouvez perdre.',
    ),
    text(
      'レバレッジ取引のリスクについて',
      '先物取引ではレバレッジを使うため、わずかな価格変動でも証拠金を大きく失うことがあります。証拠金が不足するとポジションが自動的に決済（ロスカット）される場合があります。損切り注文を設定し、失ってもよい金額以上のリスクは取らないでください。',
    ),
    text(
      '레버리지 거래 위험 고지',
      '선물 거래는 레버리지를 사용하므로 작은 가격 변동에도 증거금을 크게 잃을 수 있습니다. 증거금이 부족해지면 포지션이 자동으로 청산될 수 있습니다. 손절 주문을 설정하고 감당할 수 있는 금액 이상은 절대 위험에 걸지 마세요.',
    ),
    text(
      'คำเตือนความเสี่ยงในการเทรดด้วยเลเวอเรจ',
      'การเทรดสัญญาใช้เลเวอเรจ ราคาที่ขยับเพียงเล็กน้อยอาจทำให้สูญเสียมาร์จิ้นจำนวนมาก สถานะอาจถูกปิดอัตโนมัติหากมาร์จิ้นของคุณต่ำเกินไป โปรดตั้งคำสั่งตัดขาดทุน และอย่าเสี่ยงเกินกว่าที่คุณรับได้',
    ),
    text(
      'Попередження про ризики торгівлі з кредитним плечем',
      'Торгівля контрактами використовує кредитне плече, тож навіть невеликий рух ціни може призвести до значної втрати маржі. Позиції можуть бути закриті автоматично, якщо маржа стане занадто низькою. Встановлюйте стоп-лоси й ніколи не ризикуйте більшим, ніж можете дозволити собі втратити.',
    ),
    text(
      'Cảnh báo rủi ro khi giao dịch đòn bẩy',
      'Giao dịch hợp đồng sử dụng đòn bẩy, nên chỉ một biến động giá nhỏ cũng có thể khiến bạn mất nhiều ký quỹ. Vị thế có thể bị đóng tự động nếu ký quỹ xuống quá thấp. Hãy đặt lệnh cắt lỗ và đừng bao giờ mạo hiểm quá số tiền bạn có thể chấp nhận mất.',
    ),
    text(
      '杠杆交易风险提示',
      '合约交易使用杠杆，价格小幅波动也可能造成保证金大幅亏损。保证金不足时，持仓可能被强制平仓。请设置止损，切勿投入超出自身承受能力的资金。',
    ),
    text(
      '槓桿交易風險提示',
      '合約交易使用槓桿，價格小幅波動也可能造成保證金大幅虧損。保證金不足時，持倉可能被強制平倉。請設定止損，切勿投入超出自身承受能力的資金。',
    ),
  ),
  'Security reminder: never share your verification codes': v(
    text(
      'Sicherheitshinweis: Geben Sie Ihre Bestätigungscodes niemals weiter',
      'Unsere Mitarbeiter fragen Sie nie nach Ihrem Passwort, Ihrem Auszahlungspasswort oder Ihren Bestätigungscodes. Geben Sie diese an niemanden weiter – auch nicht an Personen, die sich als Kundenservice ausgeben. Wenn Sie glauben, dass Ihr Konto gefährdet ist, ändern Sie Ihr Passwort und wenden Sie sich sofort an den Online-Support.',
    ),
    text(
      'Recordatorio de seguridad: nunca compartas tus códigos de verificación',
      'Nuestro personal nunca te pedirá tu contraseña, tu contraseña de retirada ni tus códigos de verificación. No los compartas con nadie, ni siquiera con quien diga ser del servicio de atención al cliente. Si crees que tu cuenta está en riesgo, cambia tu contraseña y contacta de inmediato con el soporte en línea.',
    ),
    text(
      'Rappel de sécurité : ne partagez jamais vos codes de vérification',
      'Notre équipe ne vous demandera jamais votre mot de passe, votre mot de passe de retrait ni vos codes de vérification. Ne les communiquez à personne, y compris à quelqu’un qui se présente comme le service client. Si vous pensez que votre compte est menacé, changez votre mot de passe et contactez immédiatement le support en ligne.',
    ),
    text(
      'セキュリティのお知らせ：認証コードは絶対に教えないでください',
      '当社スタッフがパスワード、出金パスワード、認証コードをお尋ねすることはありません。カスタマーサービスを名乗る人を含め、誰にも教えないでください。アカウントが危険にさらされていると思われる場合は、すぐにパスワードを変更し、オンラインサポートにご連絡ください。',
    ),
    text(
      '보안 안내: 인증 코드를 절대 공유하지 마세요',
      '저희 직원은 절대로 비밀번호, 출금 비밀번호 또는 인증 코드를 묻지 않습니다. 고객센터를 사칭하는 사람을 포함해 누구에게도 알려 주지 마세요. 계정이 위험하다고 의심되면 즉시 비밀번호를 변경하고 온라인 고객센터에 문의하세요.',
    ),
    text(
      'เตือนความปลอดภัย: ห้ามแชร์รหัสยืนยันกับผู้อื่น',
      'เจ้าหน้าที่ของเราจะไม่ขอรหัสผ่าน รหัสผ่านสำหรับถอนเงิน หรือรหัสยืนยันของคุณ ห้ามบอกข้อมูลเหล่านี้กับใคร รวมถึงผู้ที่อ้างว่าเป็นฝ่ายบริการลูกค้า หากสงสัยว่าบัญชีของคุณมีความเสี่ยง ให้เปลี่ยนรหัสผ่านและติดต่อฝ่ายบริการออนไลน์ทันที',
    ),
    text(
      'Нагадування про безпеку: нікому не повідомляйте коди підтвердження',
      'Наші працівники ніколи не просять ваш пароль, пароль для виведення чи коди підтвердження. Не повідомляйте їх нікому, навіть тим, хто називає себе службою підтримки. Якщо вважаєте, що ваш обліковий запис під загрозою, змініть пароль і негайно зверніться до онлайн-підтримки.',
    ),
    text(
      'Nhắc nhở bảo mật: không bao giờ chia sẻ mã xác minh',
      'Nhân viên của chúng tôi sẽ không bao giờ hỏi mật khẩu, mật khẩu rút tiền hay mã xác minh của bạn. Đừng chia sẻ chúng với bất kỳ ai, kể cả người tự xưng là chăm sóc khách hàng. Nếu nghi ngờ tài khoản gặp rủi ro, hãy đổi mật khẩu và liên hệ hỗ trợ trực tuyến ngay.',
    ),
    text(
      '安全提醒：切勿泄露验证码',
      '平台工作人员绝不会向您索要登录密码、资金密码或验证码。请勿告诉任何人，包括自称客服的人员。如怀疑账户存在风险，请立即修改密码并联系在线客服。',
    ),
    text(
      '安全提醒：切勿洩露驗證碼',
      '平台工作人員絕不會向您索取登入密碼、資金密碼或驗證碼。請勿告訴任何人，包括自稱客服的人員。如懷疑賬戶存在風險，請立即修改密碼並聯絡線上客服。',
    ),
  ),
};

export const messageVersions: Record<string, Versions> = {
  'Welcome aboard': v(
    text(
      'Willkommen an Bord',
      'Danke, dass Sie sich für Aurora Markets entschieden haben. Schließen Sie die Identitätsprüfung ab und hinterlegen Sie eine Auszahlungsmethode, um alle Funktionen Ihres Kontos freizuschalten.',
    ),
    text(
      'Te damos la bienvenida',
      'Gracias por unirte a Aurora Markets. Completa la verificación de identidad y vincula un método de retirada para desbloquear todas las funciones de tu cuenta.',
    ),
    text(
      'Bienvenue à bord',
      'Merci d’avoir rejoint Aurora Markets. Terminez la vérification d’identité et associez un moyen de retrait pour débloquer toutes les fonctionnalités de votre compte.',
    ),
    text(
      'ご登録ありがとうございます',
      'Aurora Marketsにご登録いただきありがとうございます。本人確認を完了し、出金方法を登録すると、すべての機能をご利用いただけます。',
    ),
    text(
      '가입을 환영합니다',
      'Aurora Markets에 가입해 주셔서 감사합니다. 신원 인증을 완료하고 출금 수단을 등록하면 계정의 모든 기능을 이용할 수 있습니다.',
    ),
    text('ยินดีต้อนรับ', 'ขอบคุณที่เข้าร่วม Aurora Markets ยืนยันตัวตนให้เรียบร้อยและผูกช่องทางถอนเงิน เพื่อใช้งานบัญชีได้ครบทุกฟีเจอร์'),
    text(
      'Ласкаво просимо',
      'Дякуємо, що приєдналися до Aurora Markets. Пройдіть верифікацію особи та прив’яжіть спосіб виведення, щоб відкрити всі можливості рахунку.',
    ),
    text(
      'Chào mừng bạn',
      'Cảm ơn bạn đã tham gia Aurora Markets. Hãy hoàn tất xác minh danh tính và liên kết phương thức rút tiền để sử dụng mọi tính năng của tài khoản.',
    ),
    text('欢迎加入', '感谢您加入 Aurora Markets。完成身份认证并绑定提现方式，即可解锁账户全部功能。'),
    text('歡迎加入', '感謝您加入 Aurora Markets。完成身份認證並綁定提現方式，即可解鎖賬戶全部功能。'),
  ),
  'Fee schedule update': v(
    text(
      'Aktualisierte Gebühren',
      'Wir haben unsere Gebühren für den Kontrakt- und Spot-Handel aktualisiert. Die aktuellen Gebühren finden Sie auf der Seite „Gebühren“; sie gelten für alle ab heute erteilten Orders.',
    ),
    text(
      'Actualización de comisiones',
      'Hemos actualizado nuestras comisiones de trading de contratos y spot. Las comisiones vigentes figuran en la página Tarifas y se aplican a todas las órdenes realizadas a partir de hoy.',
    ),
    text(
      'Mise à jour des frais',
      'Nous avons mis à jour nos frais de trading sur contrats et au comptant. Les frais en vigueur figurent sur la page Tarifs et s’appliquent à tous les ordres passés à partir d’aujourd’hui.',
    ),
    text(
      '手数料改定のお知らせ',
      '先物取引と現物取引の手数料を改定しました。現在の手数料は「手数料」ページに掲載しており、本日以降のすべての注文に適用されます。',
    ),
    text(
      '수수료 변경 안내',
      '선물 거래 및 현물 거래 수수료를 변경했습니다. 현재 수수료는 수수료 페이지에서 확인할 수 있으며, 오늘 이후의 모든 주문에 적용됩니다.',
    ),
    text('ปรับปรุงอัตราค่าธรรมเนียม', 'เราได้ปรับค่าธรรมเนียมการเทรดสัญญาและสปอต ค่าธรรมเนียมปัจจุบันดูได้ที่หน้าอัตราค่าบริการ และมีผลกับทุกคำสั่งตั้งแต่วันนี้'),
    text(
      'Оновлення тарифів',
      'Ми оновили комісії за торгівлю контрактами та спот. Чинні комісії наведено на сторінці «Тарифи»; вони застосовуються до всіх ордерів, розміщених від сьогодні.',
    ),
    text(
      'Cập nhật biểu phí',
      'Chúng tôi đã cập nhật phí giao dịch hợp đồng và giao dịch giao ngay. Mức phí hiện hành có trên trang Biểu phí và áp dụng cho mọi lệnh đặt từ hôm nay.',
    ),
    text('费率调整通知', '我们已调整合约交易和币币交易的手续费。当前费率请查看“服务费率”页面，自今日起下的所有订单均适用。'),
    text('費率調整通知', '我們已調整合約交易和幣幣交易的手續費。當前費率請查看「服務費率」頁面，自今日起下的所有訂單均適用。'),
  ),
  'Demo mode available': v(
    text(
      'Demo-Modus verfügbar',
      'Sie können jetzt in den Demo-Modus wechseln und den Schnellhandel mit virtuellem Guthaben üben. Demo-Ergebnisse wirken sich nicht auf Ihr echtes Guthaben aus.',
    ),
    text(
      'Modo demo disponible',
      'Ya puedes cambiar al modo demo y practicar la operativa rápida con fondos simulados. Los resultados de la demo no afectan a tu saldo real.',
    ),
    text(
      'Mode démo disponible',
      'Vous pouvez désormais passer en mode démo et vous entraîner au trading rapide avec des fonds virtuels. Les résultats en démo n’affectent pas votre solde réel.',
    ),
    text(
      'デモモードを利用できます',
      'デモモードに切り替えて、仮想資金でスピード取引を練習できるようになりました。デモの結果は実際の残高に影響しません。',
    ),
    text(
      '모의 거래 이용 안내',
      '이제 모의 거래로 전환해 가상 자금으로 빠른 거래를 연습할 수 있습니다. 모의 거래 결과는 실제 잔액에 영향을 주지 않습니다.',
    ),
    text('ใช้งานโหมดทดลองได้แล้ว', 'คุณสามารถสลับไปโหมดทดลองเพื่อฝึกเทรดด่วนด้วยเงินจำลองได้แล้ว ผลในโหมดทดลองไม่มีผลต่อยอดเงินจริงของคุณ'),
    text(
      'Доступний демо-режим',
      'Тепер ви можете перейти в демо-режим і тренуватися у швидкій торгівлі віртуальними коштами. Результати демо не впливають на ваш реальний баланс.',
    ),
    text(
      'Đã có chế độ demo',
      'Giờ bạn có thể chuyển sang chế độ demo và luyện tập giao dịch nhanh bằng tiền ảo. Kết quả demo không ảnh hưởng đến số dư thật của bạn.',
    ),
    text('模拟交易已开放', '您现在可以切换到模拟交易，用模拟资金练习快速交易。模拟交易的盈亏不影响真实余额。'),
    text('模擬交易已開放', '您現在可以切換到模擬交易，用模擬資金練習快速交易。模擬交易的盈虧不影響真實餘額。'),
  ),
  'A market anyone can verify': v(
    text(
      'Ein Markt, den jeder prüfen kann',
      'Die Kurse jeder Stunde werden aus einem geheimen Seed erzeugt, dessen SHA-256 einen Tag vor Beginn der Stunde veröffentlicht wird. Nach Ablauf der Stunde wird der Seed offengelegt, sodass jeder alle Kurse dieser Stunde nachrechnen und jede Abrechnung prüfen kann.',
    ),
    text(
      'Un mercado que cualquiera puede verificar',
      'Los precios de cada hora se generan a partir de una semilla secreta cuyo SHA-256 se publica un día antes de que empiece la hora. Al terminar la hora se revela la semilla, así que cualquiera puede recalcular todos los precios de esa hora y comprobar cada liquidación.',
    ),
    text(
      'Un marché que chacun peut vérifier',
      'Les cours de chaque heure sont tirés d’une graine secrète dont le SHA-256 est publié la veille. Une fois l’heure écoulée, la graine est révélée : chacun peut recalculer tous les cours de cette heure et vérifier chaque règlement.',
    ),
    text(
      '誰でも検証できる相場',
      '各時間の価格は秘密のシードから生成され、その SHA-256 は開始の1日前に公開されます。1時間が終わるとシードが公開されるため、誰でもその時間のすべての価格を再計算し、すべての決済を検証できます。',
    ),
    text(
      '누구나 검증할 수 있는 시장',
      '매시간의 가격은 비밀 시드로 생성되며, 그 SHA-256 값은 해당 시간이 시작되기 하루 전에 공개됩니다. 한 시간이 끝나면 시드가 공개되므로 누구나 그 시간의 모든 가격을 다시 계산하고 모든 정산을 확인할 수 있습니다.',
    ),
    text(
      'ตลาดที่ใครก็ตรวจสอบได้',
      'ราคาในแต่ละชั่วโมงสร้างจากซีดลับ ซึ่งค่า SHA-256 ของซีดจะเผยแพร่ล่วงหน้าหนึ่งวันก่อนชั่วโมงนั้นเริ่ม เมื่อชั่วโมงสิ้นสุดจะเปิดเผยซีด ทุกคนจึงคำนวณทุกราคาในชั่วโมงนั้นซ้ำและตรวจสอบการชำระทุกรายการได้',
    ),
    text(
      'Ринок, який може перевірити кожен',
      'Ціни кожної години генеруються з секретного сіду, SHA-256 якого публікується за добу до початку години. Після завершення години сід розкривається, тож будь-хто може перерахувати всі ціни цієї години й перевірити кожен розрахунок.',
    ),
    text(
      'Thị trường ai cũng kiểm chứng được',
      'Giá của mỗi giờ được tạo từ một hạt giống bí mật, mã SHA-256 của nó được công bố một ngày trước khi giờ đó bắt đầu. Khi giờ kết thúc, hạt giống được công khai, nên ai cũng có thể tính lại mọi mức giá của giờ đó và kiểm tra từng lần tất toán.',
    ),
    text(
      '人人可验证的行情',
      '每小时的价格由一个秘密种子生成，其 SHA-256 在该小时开始前一天公布。该小时结束后种子随即公开，任何人都可以重算这一小时的全部价格并核对每一笔结算。',
    ),
    text(
      '人人可驗證的行情',
      '每小時的價格由一個秘密種子生成，其 SHA-256 在該小時開始前一天公佈。該小時結束後種子隨即公開，任何人都可以重算這一小時的全部價格並核對每一筆結算。',
    ),
  ),
};

export const helpArticleVersions: Record<string, Versions> = {
  'How do I reset my password?': v(
    article(
      'Wie setze ich mein Passwort zurück?',
      'Wählen Sie auf der Anmeldeseite „Passwort vergessen“, geben Sie Ihre Telefonnummer oder E-Mail-Adresse und den Bestätigungscode ein, den wir Ihnen senden, und legen Sie dann ein neues Passwort fest.\n\nZu Ihrer Sicherheit sind Auszahlungen nach dem Zurücksetzen des Passworts 24 Stunden lang gesperrt.',
    ),
    article(
      '¿Cómo restablezco mi contraseña?',
      'En la pantalla de inicio de sesión elige «He olvidado mi contraseña», introduce tu número de teléfono o correo electrónico y el código de verificación que te enviamos, y elige una nueva contraseña.\n\nPor tu seguridad, las retiradas quedan bloqueadas durante 24 horas después de restablecer la contraseña.',
    ),
    article(
      'Comment réinitialiser mon mot de passe ?',
      'Sur l’écran de connexion, choisissez « Mot de passe oublié », saisissez votre numéro de téléphone ou votre adresse e-mail et le code de vérification que nous vous envoyons, puis choisissez un nouveau mot de passe.\n\nPour votre sécurité, les retraits sont suspendus pendant 24 heures après une réinitialisation du mot de passe.',
    ),
    article(
      'パスワードを再設定するには？',
      'ログイン画面で「パスワードをお忘れの方」を選び、電話番号またはメールアドレスと、送信された認証コードを入力してから、新しいパスワードを設定してください。\n\n安全のため、パスワード再設定後24時間は出金できません。',
    ),
    article(
      '비밀번호는 어떻게 재설정하나요?',
      '로그인 화면에서 ‘비밀번호 찾기’를 선택하고 휴대폰 번호 또는 이메일 주소와 발송된 인증 코드를 입력한 다음 새 비밀번호를 설정하세요.\n\n보안을 위해 비밀번호를 재설정한 후 24시간 동안은 출금이 제한됩니다.',
    ),
    article(
      'รีเซ็ตรหัสผ่านอย่างไร?',
      'ที่หน้าเข้าสู่ระบบ เลือก “ลืมรหัสผ่าน” กรอกเบอร์โทรศัพท์หรืออีเมล และรหัสยืนยันที่เราส่งให้ จากนั้นตั้งรหัสผ่านใหม่\n\nเพื่อความปลอดภัย ระบบจะระงับการถอนเงิน 24 ชั่วโมงหลังรีเซ็ตรหัสผ่าน',
    ),
    article(
      'Як відновити пароль?',
      'На екрані входу виберіть «Забули пароль», введіть номер телефону або адресу електронної пошти та код підтвердження, який ми надішлемо, а потім задайте новий пароль.\n\nЗ міркувань безпеки виведення коштів блокується на 24 години після скидання пароля.',
    ),
    article(
      'Làm thế nào để đặt lại mật khẩu?',
      'Trên màn hình đăng nhập, chọn “Quên mật khẩu”, nhập số điện thoại hoặc email và mã xác minh chúng tôi gửi cho bạn, rồi đặt mật khẩu mới.\n\nĐể bảo đảm an toàn, chức năng rút tiền bị tạm khóa 24 giờ sau khi đặt lại mật khẩu.',
    ),
    article(
      '如何找回密码？',
      '在登录页点击“忘记密码”，输入手机号或邮箱以及收到的验证码，然后设置新密码。\n\n为保障资金安全，重置密码后 24 小时内无法提现。',
    ),
    article(
      '如何找回密碼？',
      '在登入頁點擊「忘記密碼」，輸入手機號或電郵以及收到的驗證碼，然後設定新密碼。\n\n為保障資金安全，重設密碼後 24 小時內無法提現。',
    ),
  ),
  'What is the withdrawal password?': v(
    article(
      'Was ist das Auszahlungspasswort?',
      'Das Auszahlungspasswort ist ein zweites Passwort, das bei jeder Auszahlung abgefragt wird. Sie legen es unter „Sicherheit“ fest. Geben Sie es niemals weiter – auch nicht an den Kundenservice.',
    ),
    article(
      '¿Qué es la contraseña de retirada?',
      'La contraseña de retirada es una segunda contraseña que se pide en cada retirada. Configúrala en Seguridad. No se la des nunca a nadie, ni siquiera al servicio de atención al cliente.',
    ),
    article(
      'Qu’est-ce que le mot de passe de retrait ?',
      'Le mot de passe de retrait est un second mot de passe demandé à chaque retrait. Définissez-le dans Sécurité. Ne le communiquez jamais à personne, y compris au service client.',
    ),
    article(
      '出金パスワードとは？',
      '出金パスワードは、出金のたびに入力する2つ目のパスワードです。「セキュリティ」で設定してください。カスタマーサービスを含め、誰にも教えないでください。',
    ),
    article(
      '출금 비밀번호란 무엇인가요?',
      '출금 비밀번호는 출금할 때마다 입력하는 두 번째 비밀번호입니다. 보안 메뉴에서 설정하세요. 고객센터를 포함해 누구에게도 알려 주지 마세요.',
    ),
    article(
      'รหัสผ่านสำหรับถอนเงินคืออะไร?',
      'รหัสผ่านสำหรับถอนเงินคือรหัสผ่านชุดที่สองที่ต้องกรอกทุกครั้งที่ถอนเงิน ตั้งค่าได้ที่เมนูความปลอดภัย ห้ามบอกใครเด็ดขาด รวมถึงฝ่ายบริการลูกค้า',
    ),
    article(
      'Що таке пароль для виведення?',
      'Пароль для виведення — це другий пароль, який запитується під час кожного виведення коштів. Задайте його в розділі «Безпека». Нікому його не повідомляйте, навіть службі підтримки.',
    ),
    article(
      'Mật khẩu rút tiền là gì?',
      'Mật khẩu rút tiền là mật khẩu thứ hai, được yêu cầu mỗi lần rút tiền. Hãy đặt nó trong mục Bảo mật. Tuyệt đối không cung cấp cho bất kỳ ai, kể cả bộ phận chăm sóc khách hàng.',
    ),
    article('什么是资金密码？', '资金密码是每次提现时都需要输入的第二道密码，可在“安全中心”设置。请勿告诉任何人，包括客服。'),
    article('什麼是資金密碼？', '資金密碼是每次提現時都需要輸入的第二道密碼，可在「安全中心」設定。請勿告訴任何人，包括客服。'),
  ),
  'How long does a withdrawal take?': v(
    article(
      'Wie lange dauert eine Auszahlung?',
      'Jede Auszahlung wird von unseren Mitarbeitern geprüft und in der Regel innerhalb eines Werktags ausgezahlt. Hohe Auszahlungen benötigen die Freigabe eines zweiten Prüfers.\n\nGebühr sowie Mindest- und Höchstbetrag je Währung finden Sie auf der Seite „Gebühren“.',
    ),
    article(
      '¿Cuánto tarda una retirada?',
      'Nuestro equipo revisa cada retirada y normalmente se paga en un día hábil. Las retiradas elevadas requieren la aprobación de un segundo revisor.\n\nLa comisión y los importes mínimo y máximo por moneda figuran en la página Tarifas.',
    ),
    article(
      'Combien de temps prend un retrait ?',
      'Chaque retrait est examiné par notre équipe et généralement payé sous un jour ouvré. Les retraits importants nécessitent l’approbation d’un second validateur.\n\nLes frais et les montants minimum et maximum par devise figurent sur la page Tarifs.',
    ),
    article(
      '出金にはどのくらいかかりますか？',
      '出金はスタッフが審査し、通常1営業日以内に支払われます。高額の出金には2人目の審査担当者の承認が必要です。\n\n通貨ごとの手数料と最低・最高金額は「手数料」ページに掲載しています。',
    ),
    article(
      '출금은 얼마나 걸리나요?',
      '출금은 담당 직원이 검토하며 보통 영업일 기준 1일 이내에 지급됩니다. 고액 출금은 두 번째 검토자의 승인이 필요합니다.\n\n통화별 수수료와 최소·최대 금액은 수수료 페이지에서 확인할 수 있습니다.',
    ),
    article(
      'ถอนเงินใช้เวลานานเท่าไร?',
      'เจ้าหน้าที่จะตรวจสอบทุกรายการถอน และโดยปกติจะจ่ายภายใน 1 วันทำการ การถอนจำนวนมากต้องได้รับอนุมัติจากผู้ตรวจสอบคนที่สอง\n\nค่าธรรมเนียมและยอดขั้นต่ำ/สูงสุดของแต่ละสกุลเงินดูได้ที่หน้าอัตราค่าบริการ',
    ),
    article(
      'Скільки триває виведення коштів?',
      'Кожне виведення перевіряють наші працівники; зазвичай кошти виплачуються протягом одного робочого дня. Великі суми потребують схвалення другого перевіряльника.\n\nКомісію, мінімальну й максимальну суму для кожної валюти наведено на сторінці «Тарифи».',
    ),
    article(
      'Rút tiền mất bao lâu?',
      'Mỗi lệnh rút tiền đều được nhân viên xét duyệt và thường được chi trả trong một ngày làm việc. Khoản rút lớn cần người duyệt thứ hai phê duyệt.\n\nPhí cùng hạn mức tối thiểu và tối đa của từng loại tiền có trên trang Biểu phí.',
    ),
    article(
      '提现多久到账？',
      '每笔提现均由工作人员审核，通常一个工作日内到账。大额提现需经第二位审核人批准。\n\n各币种的手续费及最低、最高金额请查看“服务费率”页面。',
    ),
    article(
      '提現多久到賬？',
      '每筆提現均由工作人員審核，通常一個工作日內到賬。大額提現需經第二位審核人批准。\n\n各幣種的手續費及最低、最高金額請查看「服務費率」頁面。',
    ),
  ),
  'My deposit has not arrived': v(
    article(
      'Meine Einzahlung ist nicht angekommen',
      'Krypto-Einzahlungen werden gutgeschrieben, sobald das Netzwerk sie bestätigt hat. Banküberweisungen werden gutgeschrieben, sobald unsere Mitarbeiter Ihren Zahlungsnachweis zugeordnet haben.\n\nFehlt Ihre Einzahlung nach einigen Stunden noch immer, wenden Sie sich mit der Nummer aus dem Einzahlungsverlauf an den Kundenservice.',
    ),
    article(
      'Mi depósito no ha llegado',
      'Los depósitos en cripto se abonan cuando la red los confirma. Las transferencias bancarias se abonan cuando nuestro equipo ha cotejado tu justificante de pago.\n\nSi tu depósito sigue sin aparecer al cabo de unas horas, contacta con atención al cliente indicando su número del historial de depósitos.',
    ),
    article(
      'Mon dépôt n’est pas arrivé',
      'Les dépôts en crypto sont crédités une fois confirmés par le réseau. Les virements bancaires sont crédités dès que notre équipe a rapproché votre preuve de paiement.\n\nSi votre dépôt n’apparaît toujours pas après quelques heures, contactez le service client en indiquant son numéro dans l’historique des dépôts.',
    ),
    article(
      '入金が反映されません',
      '暗号資産の入金は、ネットワークで承認された後に反映されます。銀行振込は、スタッフが振込証明を照合した後に反映されます。\n\n数時間たっても反映されない場合は、入金履歴の番号を添えてカスタマーサービスにご連絡ください。',
    ),
    article(
      '입금이 반영되지 않았어요',
      '암호화폐 입금은 네트워크 승인 후 반영됩니다. 은행 송금은 담당 직원이 입금 증빙을 확인한 후 반영됩니다.\n\n몇 시간이 지나도 입금이 반영되지 않으면 입금 내역의 번호를 알려 고객센터에 문의하세요.',
    ),
    article(
      'ยอดฝากยังไม่เข้า',
      'การฝากคริปโตจะเข้าบัญชีหลังเครือข่ายยืนยันแล้ว ส่วนการโอนผ่านธนาคารจะเข้าบัญชีเมื่อเจ้าหน้าที่ตรวจสอบหลักฐานการโอนเรียบร้อย\n\nหากผ่านไปหลายชั่วโมงแล้วยอดฝากยังไม่เข้า โปรดติดต่อฝ่ายบริการลูกค้าพร้อมหมายเลขรายการจากประวัติการฝาก',
    ),
    article(
      'Моє поповнення не надійшло',
      'Поповнення криптовалютою зараховуються після підтвердження мережею. Банківські перекази зараховуються, щойно наші працівники зіставлять ваше підтвердження оплати.\n\nЯкщо через кілька годин поповнення так і не з’явилося, зверніться до служби підтримки, вказавши його номер з історії поповнень.',
    ),
    article(
      'Tiền nạp của tôi chưa về',
      'Tiền nạp bằng tiền mã hóa được ghi có sau khi mạng lưới xác nhận. Chuyển khoản ngân hàng được ghi có khi nhân viên đã đối chiếu chứng từ thanh toán của bạn.\n\nNếu sau vài giờ vẫn chưa thấy tiền nạp, hãy liên hệ chăm sóc khách hàng kèm mã giao dịch trong lịch sử nạp tiền.',
    ),
    article(
      '充值未到账怎么办？',
      '加密货币充值在区块链网络确认后到账；银行转账在工作人员核对您的付款凭证后到账。\n\n如数小时后仍未到账，请凭充值记录中的单号联系客服。',
    ),
    article(
      '充值未到賬怎麼辦？',
      '加密貨幣充值在區塊鏈網絡確認後到賬；銀行轉賬在工作人員核對您的付款憑證後到賬。\n\n如數小時後仍未到賬，請憑充值記錄中的單號聯絡客服。',
    ),
  ),
  'What is fast trading?': v(
    article(
      'Was ist Schnellhandel?',
      'Beim Schnellhandel wählen Sie ein Produkt, eine Richtung (steigt oder fällt), eine Laufzeit und einen Einsatz. Liegt der Kurs am Ende der Laufzeit auf Ihrer Seite, erhalten Sie Ihren Einsatz plus die Gewinnrate dieser Laufzeit.\n\n## Beispiel\nEin Einsatz von 100 USDT mit einer Gewinnrate von 85 % bringt bei Gewinn 185 USDT und bei Verlust nichts.',
    ),
    article(
      '¿Qué es la operativa rápida?',
      'En la operativa rápida eliges un producto, una dirección (sube o baja), una duración y un importe. Si al final de la duración el precio está a tu favor, recibes tu importe más la tasa de beneficio de esa duración.\n\n## Ejemplo\nUn importe de 100 USDT con una tasa de beneficio del 85 % devuelve 185 USDT si aciertas y nada si no.',
    ),
    article(
      'Qu’est-ce que le trading rapide ?',
      'En trading rapide, vous choisissez un produit, un sens (hausse ou baisse), une durée et une mise. Si le cours à la fin de la durée va dans votre sens, vous recevez votre mise plus le taux de gain de cette durée.\n\n## Exemple\nUne mise de 100 USDT avec un taux de gain de 85 % rapporte 185 USDT en cas de gain et rien en cas de perte.',
    ),
    article(
      'スピード取引とは？',
      'スピード取引では、銘柄、方向（上昇または下落）、期間、投資額を選びます。期間終了時の価格が予想どおりなら、投資額にその期間の利益率分を加えた金額を受け取れます。\n\n## 例\n利益率85%で100 USDTを投資した場合、的中すれば185 USDTを受け取り、外れれば何も戻りません。',
    ),
    article(
      '빠른 거래란 무엇인가요?',
      '빠른 거래에서는 상품, 방향(상승 또는 하락), 기간, 투자 금액을 선택합니다. 기간이 끝났을 때 가격이 예측한 방향이면 투자 금액에 해당 기간의 수익률만큼을 더해 받습니다.\n\n## 예시\n수익률 85%에 100 USDT를 투자하면 적중 시 185 USDT를 받고, 실패 시에는 받지 못합니다.',
    ),
    article(
      'เทรดด่วนคืออะไร?',
      'ในการเทรดด่วน คุณเลือกสินค้า ทิศทาง (ขึ้นหรือลง) ระยะเวลา และจำนวนเงินลงทุน หากราคาเมื่อครบเวลาเป็นไปตามที่คุณคาด คุณจะได้รับเงินลงทุนคืนพร้อมอัตรากำไรของระยะเวลานั้น\n\n## ตัวอย่าง\nลงทุน 100 USDT ที่อัตรากำไร 85 % จะได้รับ 185 USDT เมื่อชนะ และไม่ได้รับคืนเมื่อแพ้',
    ),
    article(
      'Що таке швидка торгівля?',
      'У швидкій торгівлі ви обираєте інструмент, напрямок (вгору чи вниз), тривалість і ставку. Якщо наприкінці строку ціна на вашому боці, ви отримуєте ставку плюс ставку прибутку для цієї тривалості.\n\n## Приклад\nСтавка 100 USDT при прибутковості 85 % повертає 185 USDT у разі виграшу й нічого в разі програшу.',
    ),
    article(
      'Giao dịch nhanh là gì?',
      'Trong giao dịch nhanh, bạn chọn sản phẩm, hướng (tăng hoặc giảm), thời hạn và số tiền đặt. Nếu giá khi hết thời hạn đúng hướng bạn chọn, bạn nhận lại số tiền đặt cộng tỷ suất lợi nhuận của thời hạn đó.\n\n## Ví dụ\nĐặt 100 USDT với tỷ suất lợi nhuận 85 % sẽ nhận về 185 USDT nếu thắng và không nhận gì nếu thua.',
    ),
    article(
      '什么是快速交易？',
      '快速交易中，您选择品种、方向（看涨或看跌）、周期和投资金额。周期结束时价格与您判断的方向一致，即可收回本金并获得该周期的收益率。\n\n## 示例\n以 85% 收益率投资 100 USDT，盈利时返还 185 USDT，亏损时不返还。',
    ),
    article(
      '什麼是快速交易？',
      '快速交易中，您選擇品種、方向（看漲或看跌）、週期和投資金額。週期結束時價格與您判斷的方向一致，即可收回本金並獲得該週期的收益率。\n\n## 示例\n以 85% 收益率投資 100 USDT，盈利時返還 185 USDT，虧損時不返還。',
    ),
  ),
  'What fees do contracts charge?': v(
    article(
      'Welche Gebühren fallen bei Kontrakten an?',
      'Beim Eröffnen und beim Schließen einer Kontraktposition wird jeweils der Gebührensatz des Produkts auf den Positionswert berechnet; über Nacht gehaltene Positionen zahlen die tägliche Übernachtgebühr. Alle Sätze finden Sie auf der Seite „Gebühren“.',
    ),
    article(
      '¿Qué comisiones tienen los contratos?',
      'Al abrir y al cerrar una posición de contrato se cobra la comisión del producto sobre el valor de la posición, y las posiciones mantenidas de un día para otro pagan la comisión overnight diaria. Todas las tarifas están en la página Tarifas.',
    ),
    article(
      'Quels frais s’appliquent aux contrats ?',
      'L’ouverture et la clôture d’une position sur contrat sont chacune facturées au taux de frais du produit, appliqué à la valeur de la position ; les positions conservées d’un jour sur l’autre paient des frais overnight quotidiens. Tous les taux figurent sur la page Tarifs.',
    ),
    article(
      '先物取引の手数料は？',
      '先物のポジションを建てるときと決済するときに、それぞれポジション価値に対して銘柄ごとの手数料率がかかります。日をまたいで保有するポジションには、毎日オーバーナイト手数料がかかります。料率はすべて「手数料」ページに掲載しています。',
    ),
    article(
      '선물 거래 수수료는 얼마인가요?',
      '선물 포지션을 진입할 때와 청산할 때 각각 포지션 가치에 상품별 수수료율이 부과되며, 하루를 넘겨 보유한 포지션에는 매일 오버나이트 수수료가 부과됩니다. 모든 요율은 수수료 페이지에서 확인할 수 있습니다.',
    ),
    article(
      'สัญญามีค่าธรรมเนียมอะไรบ้าง?',
      'การเปิดและการปิดสถานะสัญญาจะคิดค่าธรรมเนียมตามอัตราของสินค้านั้นจากมูลค่าสถานะทั้งสองครั้ง และสถานะที่ถือข้ามคืนจะเสียค่าธรรมเนียมข้ามคืนรายวัน อัตราทั้งหมดดูได้ที่หน้าอัตราค่าบริการ',
    ),
    article(
      'Які комісії за контрактами?',
      'Під час відкриття та закриття позиції за контрактом щоразу стягується комісія інструмента від вартості позиції, а за позиції, утримувані через ніч, щодня стягується плата за перенесення. Усі ставки наведено на сторінці «Тарифи».',
    ),
    article(
      'Hợp đồng tính những loại phí nào?',
      'Khi mở và khi đóng vị thế hợp đồng, mỗi lần đều tính phí theo tỷ lệ của sản phẩm trên giá trị vị thế; vị thế giữ qua đêm phải trả phí qua đêm hằng ngày. Mọi mức phí có trên trang Biểu phí.',
    ),
    article(
      '合约交易收取哪些费用？',
      '开仓和平仓时各按品种手续费率对持仓价值收取手续费，隔夜持仓每日收取隔夜费。所有费率请查看“服务费率”页面。',
    ),
    article(
      '合約交易收取哪些費用？',
      '開倉和平倉時各按品種手續費率對持倉價值收取手續費，隔夜持倉每日收取隔夜費。所有費率請查看「服務費率」頁面。',
    ),
  ),
};

export const newsVersions: Record<string, Versions> = {
  'Coin-to-coin trading is live': v(
    news(
      'Spot-Handel ist gestartet',
      'Handeln Sie BTC, ETH und weitere Coins gegen USDT mit Limit- und Market-Orders.',
      'Der Spot-Handel ist ab sofort im Web und mobil verfügbar.\n\nPlatzieren Sie Limit- oder Market-Orders in einem Live-Orderbuch. Maker- und Taker-Gebühren finden Sie auf der Seite „Gebühren“.',
    ),
    news(
      'Ya está disponible el trading spot',
      'Opera BTC, ETH y más frente a USDT con órdenes limitadas y de mercado.',
      'El trading spot ya está disponible en la web y en el móvil.\n\nColoca órdenes limitadas o de mercado en un libro de órdenes en vivo. Las comisiones maker y taker figuran en la página Tarifas.',
    ),
    news(
      'Le trading au comptant est ouvert',
      'Tradez BTC, ETH et d’autres cryptos contre USDT avec des ordres à cours limité et au marché.',
      'Le trading au comptant (spot) est désormais disponible sur le web et sur mobile.\n\nPassez des ordres à cours limité ou au marché dans un carnet d’ordres en direct. Les frais maker et taker figurent sur la page Tarifs.',
    ),
    news(
      '現物取引を開始しました',
      'BTC、ETHなどをUSDT建てで指値・成行注文で取引できます。',
      '現物取引がWebとモバイルでご利用いただけるようになりました。\n\nリアルタイムの板に指値注文または成行注文を出せます。メイカー・テイカー手数料は「手数料」ページに掲載しています。',
    ),
    news(
      '현물 거래 오픈',
      'BTC, ETH 등을 USDT 마켓에서 지정가·시장가 주문으로 거래하세요.',
      '이제 웹과 모바일에서 현물 거래를 이용할 수 있습니다.\n\n실시간 호가창에 지정가 또는 시장가 주문을 넣으세요. 메이커·테이커 수수료는 수수료 페이지에서 확인할 수 있습니다.',
    ),
    news(
      'เปิดให้เทรดสปอตแล้ว',
      'เทรด BTC, ETH และอื่น ๆ กับ USDT ด้วยคำสั่งลิมิตและคำสั่งตลาด',
      'การเทรดสปอตพร้อมให้บริการแล้วทั้งบนเว็บและมือถือ\n\nส่งคำสั่งลิมิตหรือคำสั่งตลาดบนสมุดคำสั่งซื้อขายแบบเรียลไทม์ ค่าธรรมเนียมเมกเกอร์และเทกเกอร์ดูได้ที่หน้าอัตราค่าบริการ',
    ),
    news(
      'Спотова торгівля вже доступна',
      'Торгуйте BTC, ETH та іншими монетами до USDT лімітними й ринковими ордерами.',
      'Спотова торгівля тепер доступна у вебверсії та на мобільних пристроях.\n\nРозміщуйте лімітні або ринкові ордери в живій книзі ордерів. Комісії мейкера й тейкера наведено на сторінці «Тарифи».',
    ),
    news(
      'Giao dịch giao ngay đã ra mắt',
      'Giao dịch BTC, ETH và nhiều đồng khác với USDT bằng lệnh giới hạn và lệnh thị trường.',
      'Giao dịch giao ngay (spot) đã có trên web và di động.\n\nĐặt lệnh giới hạn hoặc lệnh thị trường trên sổ lệnh trực tiếp. Phí maker và taker có trên trang Biểu phí.',
    ),
    news(
      '币币交易正式上线',
      '以限价单和市价单交易 BTC、ETH 等币种 / USDT。',
      '币币交易现已在网页端和移动端上线。\n\n您可以在实时订单簿上挂限价单或下市价单。Maker 与 Taker 手续费请查看“服务费率”页面。',
    ),
    news(
      '幣幣交易正式上線',
      '以限價單和市價單交易 BTC、ETH 等幣種 / USDT。',
      '幣幣交易現已在網頁端和流動端上線。\n\n您可以在實時訂單簿上掛限價單或下市價單。Maker 與 Taker 手續費請查看「服務費率」頁面。',
    ),
  ),
  'New help centre': v(
    news(
      'Neues Hilfe-Center',
      'Antworten auf die häufigsten Fragen, durchsuchbar in Ihrer Sprache.',
      'Unser neues Hilfe-Center bündelt Antworten zu Konto, Ein- und Auszahlungen sowie zum Handel. Durchsuchen Sie es auf der Seite des Hilfe-Centers.',
    ),
    news(
      'Nuevo centro de ayuda',
      'Respuestas a las preguntas más frecuentes, con búsqueda en tu idioma.',
      'Nuestro nuevo centro de ayuda reúne respuestas sobre cuentas, depósitos y retiradas, y trading. Búscalas desde la página del centro de ayuda.',
    ),
    news(
      'Nouveau centre d’aide',
      'Les réponses aux questions les plus fréquentes, consultables dans votre langue.',
      'Notre nouveau centre d’aide rassemble les réponses sur le compte, les dépôts et retraits, et le trading. Faites une recherche depuis la page du centre d’aide.',
    ),
    news(
      'ヘルプセンターを開設しました',
      'よくある質問への回答を、日本語で検索できます。',
      'アカウント、入出金、取引についての回答をまとめた新しいヘルプセンターを開設しました。ヘルプセンターのページから検索できます。',
    ),
    news(
      '새 고객 지원 센터',
      '자주 묻는 질문의 답변을 한국어로 검색해 보세요.',
      '계정, 입출금, 거래에 관한 답변을 모은 새 고객 지원 센터를 열었습니다. 고객 지원 센터 페이지에서 검색하세요.',
    ),
    news(
      'ศูนย์ช่วยเหลือใหม่',
      'คำตอบสำหรับคำถามที่พบบ่อย ค้นหาได้เป็นภาษาไทย',
      'ศูนย์ช่วยเหลือใหม่รวบรวมคำตอบเรื่องบัญชี การฝากและถอน และการเทรด ค้นหาได้จากหน้าศูนย์ช่วยเหลือ',
    ),
    news(
      'Новий довідковий центр',
      'Відповіді на найпоширеніші запитання з пошуком вашою мовою.',
      'Наш новий довідковий центр зібрав відповіді про обліковий запис, поповнення й виведення коштів і торгівлю. Шукайте на сторінці довідкового центру.',
    ),
    news(
      'Trung tâm trợ giúp mới',
      'Giải đáp các câu hỏi thường gặp, tìm kiếm được bằng tiếng Việt.',
      'Trung tâm trợ giúp mới tổng hợp giải đáp về tài khoản, nạp rút tiền và giao dịch. Hãy tìm kiếm từ trang trung tâm trợ giúp.',
    ),
    news(
      '帮助中心全新上线',
      '常见问题一站解答，支持中文搜索。',
      '全新帮助中心汇集了账户、充值提现和交易相关的解答，可在帮助中心页面搜索。',
    ),
    news(
      '幫助中心全新上線',
      '常見問題一站解答，支援中文搜尋。',
      '全新幫助中心匯集了賬戶、充值提現和交易相關的解答，可在幫助中心頁面搜尋。',
    ),
  ),
};

/** A product's display name in the ten locales, in the order of `v` (de, es, fr, ja, ko, th, uk, vi, zh-CN, zh-MO). */
function names(de: string, es: string, fr: string, ja: string, ko: string, th: string, uk: string, vi: string, zhCN: string, zhMO: string) {
  const n = (name: string) => ({ name });
  return v(n(de), n(es), n(fr), n(ja), n(ko), n(th), n(uk), n(vi), n(zhCN), n(zhMO));
}

/**
 * The seeded products' display names (the `Product.i18n` column), keyed by the English name.
 * As a trader of each language reads them on a quotes screen: coins by their local names where
 * one is in use (比特币, ビットコイン), currency pairs spelled out, commodities as "gold (spot)";
 * company names stay in Latin letters where that is how the market writes them. The ticker
 * (BTC/USDT, AAPL) is the symbol and never translated.
 */
export const productVersions: Record<string, Versions> = {
  Bitcoin: names('Bitcoin', 'Bitcoin', 'Bitcoin', 'ビットコイン', '비트코인', 'บิตคอยน์', 'Біткоїн', 'Bitcoin', '比特币', '比特幣'),
  Ethereum: names('Ethereum', 'Ethereum', 'Ethereum', 'イーサリアム', '이더리움', 'อีเธอเรียม', 'Ефіріум', 'Ethereum', '以太坊', '以太坊'),
  Solana: names('Solana', 'Solana', 'Solana', 'ソラナ', '솔라나', 'โซลานา', 'Солана', 'Solana', '索拉纳', '索拉納'),
  BNB: names('BNB', 'BNB', 'BNB', 'BNB', '바이낸스코인', 'BNB', 'BNB', 'BNB', '币安币', '幣安幣'),
  XRP: names('XRP', 'XRP', 'XRP', 'エックスアールピー', '리플', 'ริปเปิล', 'XRP', 'XRP', '瑞波币', '瑞波幣'),
  Dogecoin: names('Dogecoin', 'Dogecoin', 'Dogecoin', 'ドージコイン', '도지코인', 'ดอจคอยน์', 'Доджкоїн', 'Dogecoin', '狗狗币', '狗狗幣'),
  Cardano: names('Cardano', 'Cardano', 'Cardano', 'カルダノ', '에이다', 'คาร์ดาโน', 'Кардано', 'Cardano', '艾达币', '艾達幣'),
  Litecoin: names('Litecoin', 'Litecoin', 'Litecoin', 'ライトコイン', '라이트코인', 'ไลท์คอยน์', 'Лайткоїн', 'Litecoin', '莱特币', '萊特幣'),
  'Euro / US Dollar': names(
    'Euro / US-Dollar',
    'Euro / Dólar estadounidense',
    'Euro / Dollar américain',
    'ユーロ/米ドル',
    '유로/미국 달러',
    'ยูโร / ดอลลาร์สหรัฐ',
    'Євро / долар США',
    'Euro / Đô la Mỹ',
    '欧元/美元',
    '歐元/美元',
  ),
  'British Pound / US Dollar': names(
    'Britisches Pfund / US-Dollar',
    'Libra esterlina / Dólar estadounidense',
    'Livre sterling / Dollar américain',
    '英ポンド/米ドル',
    '영국 파운드/미국 달러',
    'ปอนด์สเตอร์ลิง / ดอลลาร์สหรัฐ',
    'Британський фунт / долар США',
    'Bảng Anh / Đô la Mỹ',
    '英镑/美元',
    '英鎊/美元',
  ),
  'US Dollar / Japanese Yen': names(
    'US-Dollar / Japanischer Yen',
    'Dólar estadounidense / Yen japonés',
    'Dollar américain / Yen japonais',
    '米ドル/円',
    '미국 달러/일본 엔',
    'ดอลลาร์สหรัฐ / เยนญี่ปุ่น',
    'Долар США / японська єна',
    'Đô la Mỹ / Yên Nhật',
    '美元/日元',
    '美元/日圓',
  ),
  'Australian Dollar / US Dollar': names(
    'Australischer Dollar / US-Dollar',
    'Dólar australiano / Dólar estadounidense',
    'Dollar australien / Dollar américain',
    '豪ドル/米ドル',
    '호주 달러/미국 달러',
    'ดอลลาร์ออสเตรเลีย / ดอลลาร์สหรัฐ',
    'Австралійський долар / долар США',
    'Đô la Úc / Đô la Mỹ',
    '澳元/美元',
    '澳元/美元',
  ),
  'US Dollar / Swiss Franc': names(
    'US-Dollar / Schweizer Franken',
    'Dólar estadounidense / Franco suizo',
    'Dollar américain / Franc suisse',
    '米ドル/スイスフラン',
    '미국 달러/스위스 프랑',
    'ดอลลาร์สหรัฐ / ฟรังก์สวิส',
    'Долар США / швейцарський франк',
    'Đô la Mỹ / Franc Thụy Sĩ',
    '美元/瑞郎',
    '美元/瑞郎',
  ),
  'Apple Inc.': names('Apple Inc.', 'Apple Inc.', 'Apple Inc.', 'アップル', '애플', 'แอปเปิล', 'Apple Inc.', 'Apple Inc.', '苹果', '蘋果'),
  'Tesla Inc.': names(
    'Tesla Inc.',
    'Tesla Inc.',
    'Tesla Inc.',
    'テスラ',
    '테슬라',
    'เทสลา',
    'Tesla Inc.',
    'Tesla Inc.',
    '特斯拉',
    '特斯拉',
  ),
  'NVIDIA Corp.': names(
    'NVIDIA Corp.',
    'NVIDIA Corp.',
    'NVIDIA Corp.',
    'エヌビディア',
    '엔비디아',
    'เอ็นวิเดีย',
    'NVIDIA Corp.',
    'NVIDIA Corp.',
    '英伟达',
    '英偉達',
  ),
  'Microsoft Corp.': names(
    'Microsoft Corp.',
    'Microsoft Corp.',
    'Microsoft Corp.',
    'マイクロソフト',
    '마이크로소프트',
    'ไมโครซอฟท์',
    'Microsoft Corp.',
    'Microsoft Corp.',
    '微软',
    '微軟',
  ),
  'Amazon.com Inc.': names(
    'Amazon.com Inc.',
    'Amazon.com Inc.',
    'Amazon.com Inc.',
    'アマゾン・ドット・コム',
    '아마존',
    'แอมะซอน',
    'Amazon.com Inc.',
    'Amazon.com Inc.',
    '亚马逊',
    '亞馬遜',
  ),
  'Gold Spot': names(
    'Gold (Spot)',
    'Oro al contado',
    'Or au comptant',
    '金スポット',
    '금 현물',
    'ทองคำสปอต',
    'Золото (спот)',
    'Vàng giao ngay',
    '黄金现货',
    '黃金現貨',
  ),
  'Silver Spot': names(
    'Silber (Spot)',
    'Plata al contado',
    'Argent au comptant',
    '銀スポット',
    '은 현물',
    'โลหะเงินสปอต',
    'Срібло (спот)',
    'Bạc giao ngay',
    '白银现货',
    '白銀現貨',
  ),
  'WTI Crude Oil': names(
    'Rohöl WTI',
    'Petróleo crudo WTI',
    'Pétrole brut WTI',
    'WTI原油',
    'WTI 원유',
    'น้ำมันดิบ WTI',
    'Нафта WTI',
    'Dầu thô WTI',
    'WTI原油',
    'WTI原油',
  ),
  'Natural Gas': names(
    'Erdgas',
    'Gas natural',
    'Gaz naturel',
    '天然ガス',
    '천연가스',
    'ก๊าซธรรมชาติ',
    'Природний газ',
    'Khí tự nhiên',
    '天然气',
    '天然氣',
  ),
};
