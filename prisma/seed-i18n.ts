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
  // issue 39 point 4: the code between the fences is shared/examples/ccxt-binance.mjs (server/modules/pages/examples.ts)
  'Connecting CCXT and other Binance clients': v(
    article(
      'CCXT und andere Binance-Clients verbinden',
      `Programme, die für Binance geschrieben wurden, etwa CCXT, python-binance oder freqtrade, handeln hier unverändert: Die Plattform beantwortet die Spot-API von Binance mit ihren eigenen Märkten. Sie ändern nur die Adresse, die das Programm aufruft; am Code der Bibliothek wird nichts verändert.

## 1. API-Schlüssel anlegen
Öffnen Sie **Sicherheit** und dann **API-Schlüssel** und legen Sie einen Schlüssel an:
- **Wallet**: die Demo-Wallet (virtuelles Guthaben, zum Üben) oder die echte Wallet. Ein Schlüssel handelt nur mit seiner eigenen Wallet. Für einen Schlüssel der echten Wallet werden Ihr Auszahlungspasswort und, bei aktiver Zwei-Faktor-Authentifizierung, der Code Ihrer Authenticator-App abgefragt.
- **Berechtigungen**: Lesen ist immer enthalten; fügen Sie Spot-Handel hinzu, um Orders zu platzieren und zu stornieren. Keine Berechtigung erlaubt Auszahlungen.
- **IP-Freigabeliste** (optional): die Adressen oder Bereiche, von denen aus Ihr Programm läuft, etwa \`203.0.113.7\` oder \`203.0.113.0/24\`. Aufrufe von anderen Adressen werden abgelehnt.

Das Secret wird nur einmal angezeigt, beim Anlegen des Schlüssels: Bewahren Sie es sicher auf. Geht es verloren, widerrufen Sie den Schlüssel und legen Sie einen neuen an. Ein Schlüssel endet außerdem, wenn das Konto gesperrt oder geschlossen oder sein Passwort zurückgesetzt wird.

## 2. Zwei Adressen, zwei Wallets
- Echte Wallet: \`https://your-platform.example/api/v3\`
- Demo-Wallet: \`https://your-platform.example/demo/api/v3\`

Dabei steht \`https://your-platform.example\` für die Adresse dieser Website, wie Ihr Browser sie anzeigt. Die beiden funktionieren wie die Live-API von Binance und ihr Testnet. Ein Schlüssel funktioniert nur unter der Adresse seiner eigenen Wallet.

## 3. CCXT verbinden
Verwenden Sie die Klasse \`binance\` von CCXT unverändert, mit diesen Einstellungen:
- \`defaultType: 'spot'\` und \`fetchMarkets: ['spot']\`: Die Plattform hat nur Spot-Märkte.
- \`fetchCurrencies: false\` und \`fetchMargins: false\`: Es gibt keine Währungsliste und keinen Margin-Handel zu laden.
- \`urls.api.public\` und \`urls.api.private\`: die Adresse Ihrer Wallet aus Schritt 2; \`urls.api.sapi\`: dieselbe Adresse, die auf \`/sapi/v1\` statt auf \`/api/v3\` endet.

Rufen Sie nicht \`setSandboxMode(true)\` auf: Damit gingen Ihre Anfragen an das Testnet von Binance selbst. Die Adresse, die Sie eintragen, wählt die Wallet.

Das folgende Beispiel verbindet sich mit der Demo-Wallet, lädt die Märkte, liest das Guthaben und einen Ticker, platziert eine kleine Limit-Order zum Kauf weit unter dem Marktpreis, liest sie zurück und storniert sie. Für die echte Wallet ändern Sie die eine Zeile, auf die es hinweist. Unsere Testsuite führt genau diese Datei gegen die Plattform aus.

\`\`\`example:ccxt-binance.mjs
\`\`\`

## Was Sie aufrufen können
- Allgemein: \`ping\`, \`time\`, \`exchangeInfo\`
- Marktdaten: \`depth\`, \`trades\`, \`aggTrades\`, \`klines\`, \`uiKlines\`, \`avgPrice\`, \`ticker\`, \`ticker/24hr\`, \`ticker/price\`, \`ticker/bookTicker\`
- Konto und Orders (signiert): \`account\`, \`order\` (eine LIMIT- oder MARKET-Order nach Menge oder nach \`quoteOrderQty\` platzieren, abfragen, stornieren), \`openOrders\`, \`allOrders\`, \`myTrades\`, \`order/test\`, \`account/commission\`, \`rateLimit/order\`

Symbole, Felder, Order-Status und Fehlercodes sind die von Binance, zum Beispiel \`BTCUSDT\` und \`{"code":-2010,"msg":"..."}\`. Futures, Margin und WebSocket-Streams sind über die API nicht verfügbar. Mit einem Schlüssel platzierte Orders sind gewöhnliche Spot-Orders: Sie erscheinen in Ihrer Order- und Handelshistorie zusammen mit den Orders, die Sie in der App platzieren, gekennzeichnet als per API-Schlüssel platziert.

## Request-Gewichte, 429 und 418
Jeder Aufruf hat das Gewicht, das Binance ihm gibt, und die Gewichte einer IP-Adresse werden pro Minute addiert: bis zu 6.000, sofern die Plattform kein anderes Limit festlegt. Jede Antwort meldet die Summe der Minute im Header \`X-MBX-USED-WEIGHT-1M\`. Über dem Limit werden Aufrufe mit HTTP 429 und einem Header \`Retry-After\` abgelehnt; eine Adresse, die danach weiter aufruft, wird für zwei Minuten mit HTTP 418 gesperrt. Mit \`enableRateLimit: true\` verteilt CCXT seine Aufrufe.

## Zeitstempel und recvWindow
Signierte Aufrufe tragen einen \`timestamp\`. Ein Aufruf wird abgelehnt, wenn er später ankommt, als sein \`recvWindow\` erlaubt (5.000 ms, sofern Sie keinen anderen Wert senden, höchstens 60.000; CCXT sendet 10.000), oder wenn sein Zeitstempel der Uhr des Servers mehr als eine Sekunde voraus ist (Fehler -1021). Geht die Uhr Ihres Computers falsch, setzen Sie in CCXT \`adjustForTimeDifference: true\`, wie das Beispiel: CCXT liest dann beim Laden der Märkte die Zeit des Servers und signiert mit ihr.

## Keine Auszahlungen per Schlüssel
Kein Schlüssel kann auszahlen, gleich mit welchen Berechtigungen: Auszahlungsaufrufe werden immer abgelehnt (Fehler -2015). Auszahlungen erfolgen in der App, mit Ihrem Auszahlungspasswort.

## Andere Binance-Clients
Ein Client, bei dem Sie die Basisadresse von Binance einstellen können, verbindet sich genauso: Geben Sie ihm die Adresse der Plattform und Ihren Schlüssel; die Signatur bleibt, wie sie ist.
- python-binance: \`Client(key, secret, ping=False)\`, dann \`client.API_URL\` auf \`https://your-platform.example/demo/api\` setzen
- binance-connector (die Python-Bibliothek von Binance): \`Spot(api_key=key, api_secret=secret, base_url="https://your-platform.example/demo")\`
- freqtrade (über CCXT): dieselben \`urls\` in \`ccxt_config\` und \`ccxt_async_config\` der Börse, mit \`"enable_ws": false\` und dem Spot-Handelsmodus

Für die echte Wallet lassen Sie \`/demo\` weg. Es gibt nur die oben genannten Aufrufe: Eine Funktion Ihres Werkzeugs, die einen anderen braucht, erhält einen Fehler.`,
    ),
    article(
      'Conectar CCXT y otros clientes de Binance',
      `Los programas escritos para Binance, como CCXT, python-binance o freqtrade, operan aquí sin cambios: la plataforma responde a la API spot de Binance con sus propios mercados. Solo cambias la dirección a la que llaman; no se modifica el código de ninguna biblioteca.

## 1. Crea una clave API
Entra en **Seguridad** y luego en **Claves API**, y crea una clave:
- **Cartera**: la cartera demo (fondos virtuales, para practicar) o la cartera real. Una clave opera solo con su propia cartera. Para una clave de la cartera real se te pide la contraseña de retirada y, si tienes activada la autenticación en dos pasos, el código de tu aplicación de autenticación.
- **Permisos**: la lectura siempre está incluida; añade la operativa spot para colocar y cancelar órdenes. Ningún permiso permite retiradas.
- **Lista de IP permitidas** (opcional): las direcciones o rangos desde los que funciona tu programa, como \`203.0.113.7\` o \`203.0.113.0/24\`. Las llamadas desde cualquier otro sitio se rechazan.

El secreto se muestra una sola vez, al crear la clave: guárdalo en un lugar seguro. Si lo pierdes, revoca la clave y crea una nueva. Una clave también deja de funcionar cuando la cuenta se congela o se cierra, o cuando se restablece su contraseña.

## 2. Dos direcciones, dos carteras
- Cartera real: \`https://your-platform.example/api/v3\`
- Cartera demo: \`https://your-platform.example/demo/api/v3\`

Aquí \`https://your-platform.example\` representa la dirección de este sitio, tal como la muestra tu navegador. Las dos funcionan como la API real de Binance y su testnet. Una clave solo funciona en la dirección de su propia cartera.

## 3. Conecta CCXT
Usa la clase \`binance\` de CCXT tal cual, con estos ajustes:
- \`defaultType: 'spot'\` y \`fetchMarkets: ['spot']\`: la plataforma solo tiene mercados spot.
- \`fetchCurrencies: false\` y \`fetchMargins: false\`: no hay lista de divisas ni operativa con margen que cargar.
- \`urls.api.public\` y \`urls.api.private\`: la dirección de tu cartera del paso 2; \`urls.api.sapi\`: la misma dirección terminada en \`/sapi/v1\` en lugar de \`/api/v3\`.

No llames a \`setSandboxMode(true)\`: enviaría tus peticiones a la testnet de la propia Binance. La dirección que configuras elige la cartera.

El ejemplo siguiente se conecta a la cartera demo, carga los mercados, lee el saldo y un ticker, coloca una pequeña orden limitada de compra muy por debajo del precio de mercado, la vuelve a leer y la cancela. Para la cartera real, cambia la única línea que se indica. Nuestro conjunto de pruebas ejecuta exactamente este archivo contra la plataforma.

\`\`\`example:ccxt-binance.mjs
\`\`\`

## Qué puedes llamar
- General: \`ping\`, \`time\`, \`exchangeInfo\`
- Datos de mercado: \`depth\`, \`trades\`, \`aggTrades\`, \`klines\`, \`uiKlines\`, \`avgPrice\`, \`ticker\`, \`ticker/24hr\`, \`ticker/price\`, \`ticker/bookTicker\`
- Cuenta y órdenes (firmadas): \`account\`, \`order\` (colocar una orden LIMIT o MARKET por cantidad o por \`quoteOrderQty\`, consultarla, cancelarla), \`openOrders\`, \`allOrders\`, \`myTrades\`, \`order/test\`, \`account/commission\`, \`rateLimit/order\`

Los símbolos, campos, estados de orden y códigos de error son los de Binance, por ejemplo \`BTCUSDT\` y \`{"code":-2010,"msg":"..."}\`. Los futuros, el margen y los streams WebSocket no están disponibles en la API. Las órdenes colocadas con una clave son órdenes spot normales: aparecen en tu historial de órdenes y operaciones junto a las que colocas en la aplicación, marcadas como colocadas con clave API.

## Pesos de las peticiones, 429 y 418
Cada llamada tiene el peso que le da Binance, y los pesos de una dirección IP se suman por minuto: hasta 6.000, salvo que la plataforma fije otro límite. Cada respuesta indica el total del minuto en la cabecera \`X-MBX-USED-WEIGHT-1M\`. Por encima del límite, las llamadas se rechazan con HTTP 429 y una cabecera \`Retry-After\`; una dirección que sigue llamando después queda bloqueada dos minutos con HTTP 418. Con \`enableRateLimit: true\`, CCXT espacia sus llamadas.

## Marcas de tiempo y recvWindow
Las llamadas firmadas llevan un \`timestamp\`. Una llamada se rechaza si llega más tarde de lo que permite su \`recvWindow\` (5.000 ms si no envías otro valor, como máximo 60.000; CCXT envía 10.000) o si su marca de tiempo va más de un segundo por delante del reloj del servidor (error -1021). Si el reloj de tu ordenador no va en hora, activa en CCXT \`adjustForTimeDifference: true\`, como hace el ejemplo: CCXT lee entonces la hora del servidor al cargar los mercados y firma con ella.

## Sin retiradas con clave
Ninguna clave puede retirar fondos, tenga los permisos que tenga: las llamadas de retirada se rechazan siempre (error -2015). Las retiradas se hacen en la aplicación, con tu contraseña de retirada.

## Otros clientes de Binance
Un cliente que te deja configurar la dirección base de Binance se conecta del mismo modo: dale la dirección de la plataforma y tu clave; la firma no cambia.
- python-binance: \`Client(key, secret, ping=False)\` y después \`client.API_URL\` con el valor \`https://your-platform.example/demo/api\`
- binance-connector (la biblioteca de Python de Binance): \`Spot(api_key=key, api_secret=secret, base_url="https://your-platform.example/demo")\`
- freqtrade (a través de CCXT): las mismas \`urls\` en \`ccxt_config\` y \`ccxt_async_config\` del exchange, con \`"enable_ws": false\` y el modo de trading spot

Para la cartera real, quita \`/demo\`. Solo existen las llamadas de la lista: una función de tu herramienta que necesite otra recibe un error.`,
    ),
    article(
      'Connecter CCXT et d’autres clients Binance',
      `Les programmes écrits pour Binance, comme CCXT, python-binance ou freqtrade, peuvent trader ici sans modification : la plateforme répond à l’API spot de Binance avec ses propres marchés. Vous changez seulement l’adresse qu’ils appellent ; le code des bibliothèques n’est pas modifié.

## 1. Créer une clé API
Ouvrez **Sécurité** puis **Clés API**, et créez une clé :
- **Portefeuille** : le portefeuille démo (fonds virtuels, pour s’entraîner) ou le portefeuille réel. Une clé ne trade que sur son propre portefeuille. Pour une clé du portefeuille réel, votre mot de passe de retrait vous est demandé, ainsi que le code de votre application d’authentification si l’authentification à deux facteurs est activée.
- **Autorisations** : la lecture est toujours incluse ; ajoutez le trading spot pour passer et annuler des ordres. Aucune autorisation ne permet les retraits.
- **Liste d’IP autorisées** (facultative) : les adresses ou plages depuis lesquelles votre programme fonctionne, par exemple \`203.0.113.7\` ou \`203.0.113.0/24\`. Les appels venant d’ailleurs sont refusés.

Le secret n’est affiché qu’une fois, à la création de la clé : conservez-le en lieu sûr. Si vous le perdez, révoquez la clé et créez-en une nouvelle. Une clé prend aussi fin lorsque le compte est gelé ou clôturé, ou lorsque son mot de passe est réinitialisé.

## 2. Deux adresses, deux portefeuilles
- Portefeuille réel : \`https://your-platform.example/api/v3\`
- Portefeuille démo : \`https://your-platform.example/demo/api/v3\`

Ici, \`https://your-platform.example\` désigne l’adresse de ce site, telle que votre navigateur l’affiche. Les deux fonctionnent comme l’API réelle de Binance et son testnet. Une clé ne fonctionne qu’à l’adresse de son propre portefeuille.

## 3. Connecter CCXT
Utilisez la classe \`binance\` de CCXT telle quelle, avec ces réglages :
- \`defaultType: 'spot'\` et \`fetchMarkets: ['spot']\` : la plateforme n’a que des marchés spot.
- \`fetchCurrencies: false\` et \`fetchMargins: false\` : il n’y a ni liste de devises ni marge à charger.
- \`urls.api.public\` et \`urls.api.private\` : l’adresse de votre portefeuille de l’étape 2 ; \`urls.api.sapi\` : la même adresse, terminée par \`/sapi/v1\` au lieu de \`/api/v3\`.

N’appelez pas \`setSandboxMode(true)\` : vos requêtes partiraient vers le testnet de Binance elle-même. C’est l’adresse que vous indiquez qui choisit le portefeuille.

L’exemple ci-dessous se connecte au portefeuille démo, charge les marchés, lit le solde et un ticker, passe un petit ordre d’achat à cours limité bien en dessous du prix du marché, le relit et l’annule. Pour le portefeuille réel, modifiez la seule ligne qu’il signale. Notre suite de tests exécute exactement ce fichier contre la plateforme.

\`\`\`example:ccxt-binance.mjs
\`\`\`

## Ce que vous pouvez appeler
- Général : \`ping\`, \`time\`, \`exchangeInfo\`
- Données de marché : \`depth\`, \`trades\`, \`aggTrades\`, \`klines\`, \`uiKlines\`, \`avgPrice\`, \`ticker\`, \`ticker/24hr\`, \`ticker/price\`, \`ticker/bookTicker\`
- Compte et ordres (signés) : \`account\`, \`order\` (passer un ordre LIMIT ou MARKET par quantité ou par \`quoteOrderQty\`, le consulter, l’annuler), \`openOrders\`, \`allOrders\`, \`myTrades\`, \`order/test\`, \`account/commission\`, \`rateLimit/order\`

Les symboles, champs, statuts d’ordre et codes d’erreur sont ceux de Binance, par exemple \`BTCUSDT\` et \`{"code":-2010,"msg":"..."}\`. Les contrats à terme, la marge et les flux WebSocket ne sont pas disponibles par l’API. Les ordres passés avec une clé sont des ordres spot ordinaires : ils figurent dans votre historique d’ordres et de transactions avec ceux que vous passez dans l’application, marqués comme passés par clé API.

## Poids des requêtes, 429 et 418
Chaque appel a le poids que lui donne Binance, et les poids d’une adresse IP s’additionnent par minute : jusqu’à 6 000, sauf si la plateforme fixe une autre limite. Chaque réponse indique le total de la minute dans l’en-tête \`X-MBX-USED-WEIGHT-1M\`. Au-delà de la limite, les appels sont refusés avec HTTP 429 et un en-tête \`Retry-After\` ; une adresse qui continue d’appeler ensuite est bannie deux minutes avec HTTP 418. Avec \`enableRateLimit: true\`, CCXT espace ses appels.

## Horodatage et recvWindow
Les appels signés portent un \`timestamp\`. Un appel est refusé s’il arrive plus tard que son \`recvWindow\` ne le permet (5 000 ms si vous n’envoyez pas d’autre valeur, 60 000 au plus ; CCXT envoie 10 000) ou si son horodatage a plus d’une seconde d’avance sur l’horloge du serveur (erreur -1021). Si l’horloge de votre ordinateur n’est pas à l’heure, réglez \`adjustForTimeDifference: true\` dans CCXT, comme le fait l’exemple : CCXT lit alors l’heure du serveur au chargement des marchés et signe avec elle.

## Aucun retrait par clé
Aucune clé ne peut effectuer de retrait, quelles que soient ses autorisations : les appels de retrait sont toujours refusés (erreur -2015). Les retraits se font dans l’application, avec votre mot de passe de retrait.

## Autres clients Binance
Un client qui permet de régler l’adresse de base de Binance se connecte de la même façon : donnez-lui l’adresse de la plateforme et votre clé ; la signature reste la même.
- python-binance : \`Client(key, secret, ping=False)\`, puis réglez \`client.API_URL\` sur \`https://your-platform.example/demo/api\`
- binance-connector (la bibliothèque Python de Binance) : \`Spot(api_key=key, api_secret=secret, base_url="https://your-platform.example/demo")\`
- freqtrade (via CCXT) : les mêmes \`urls\` dans \`ccxt_config\` et \`ccxt_async_config\` de la plateforme d’échange, avec \`"enable_ws": false\` et le mode de trading spot

Pour le portefeuille réel, retirez \`/demo\`. Seuls les appels listés ci-dessus existent : une fonction de votre outil qui en demande un autre reçoit une erreur.`,
    ),
    article(
      'CCXTなどのBinanceクライアントを接続するには',
      `CCXT、python-binance、freqtradeなど、Binance向けに作られたプログラムは、そのままここで取引できます。プラットフォームがBinanceの現物APIに自社のマーケットで応答するためです。変更するのは接続先のアドレスだけで、ライブラリのコードには手を加えません。

## 1. APIキーを作成する
**セキュリティ**から**APIキー**を開き、キーを作成します。
- **ウォレット**：デモウォレット（仮想資金、練習用）またはリアルウォレット。キーは自分のウォレットでのみ取引します。リアルウォレットのキーには出金パスワードが必要で、二段階認証を有効にしている場合は認証アプリのコードも必要です。
- **権限**：照会は常に含まれます。注文の発注と取消には現物取引を追加してください。出金を許可する権限はありません。
- **IP許可リスト**（任意）：プログラムを実行するアドレスまたは範囲（例：\`203.0.113.7\`、\`203.0.113.0/24\`）。それ以外からの呼び出しは拒否されます。

シークレットはキー作成時に一度だけ表示されます。安全な場所に保管してください。紛失した場合はキーを無効化し、新しいキーを作成してください。口座が凍結・解約されたとき、またはパスワードが再設定されたときにも、キーは無効になります。

## 2. 2つのアドレスと2つのウォレット
- リアルウォレット：\`https://your-platform.example/api/v3\`
- デモウォレット：\`https://your-platform.example/demo/api/v3\`

\`https://your-platform.example\` は、ブラウザに表示されているこのサイトのアドレスに置き換えてください。この2つはBinanceの本番APIとテストネットのように使えます。キーは自分のウォレットのアドレスでのみ使えます。

## 3. CCXTを接続する
CCXTの \`binance\` クラスをそのまま、次の設定で使います。
- \`defaultType: 'spot'\` と \`fetchMarkets: ['spot']\`：プラットフォームには現物マーケットしかありません。
- \`fetchCurrencies: false\` と \`fetchMargins: false\`：読み込む通貨リストも証拠金取引もありません。
- \`urls.api.public\` と \`urls.api.private\`：手順2のウォレットのアドレス。\`urls.api.sapi\`：同じアドレスの末尾を \`/api/v3\` ではなく \`/sapi/v1\` にしたもの。

\`setSandboxMode(true)\` は呼び出さないでください。リクエストがBinance自身のテストネットに送られてしまいます。ウォレットは設定したアドレスで決まります。

次の例はデモウォレットに接続し、マーケットを読み込み、残高とティッカーを取得し、市場価格を大きく下回る小さな買いの指値注文を出し、それを照会してから取り消します。リアルウォレットで使う場合は、例の中で示している1行を変更してください。当社のテストスイートは、まさにこのファイルをプラットフォームに対して実行しています。

\`\`\`example:ccxt-binance.mjs
\`\`\`

## 呼び出せるエンドポイント
- 一般：\`ping\`、\`time\`、\`exchangeInfo\`
- マーケットデータ：\`depth\`、\`trades\`、\`aggTrades\`、\`klines\`、\`uiKlines\`、\`avgPrice\`、\`ticker\`、\`ticker/24hr\`、\`ticker/price\`、\`ticker/bookTicker\`
- 口座と注文（署名付き）：\`account\`、\`order\`（LIMITまたはMARKET注文を数量または \`quoteOrderQty\` で発注、照会、取消）、\`openOrders\`、\`allOrders\`、\`myTrades\`、\`order/test\`、\`account/commission\`、\`rateLimit/order\`

シンボル、フィールド、注文ステータス、エラーコードはBinanceと同じです（例：\`BTCUSDT\`、\`{"code":-2010,"msg":"..."}\`）。先物、証拠金取引、WebSocketストリームはAPIでは利用できません。キーで出した注文は通常の現物注文で、アプリで出した注文と一緒に、APIキーによる注文として注文履歴と取引履歴に表示されます。

## リクエストウェイト、429と418
各呼び出しにはBinanceと同じウェイトがあり、1つのIPアドレスのウェイトは1分ごとに合計されます。上限は、プラットフォームが別の値を設定していない限り6,000です。各レスポンスの \`X-MBX-USED-WEIGHT-1M\` ヘッダーにその1分間の合計が示されます。上限を超えると呼び出しはHTTP 429と \`Retry-After\` ヘッダーで拒否され、その後も呼び出しを続けるアドレスはHTTP 418で2分間ブロックされます。\`enableRateLimit: true\` を設定すると、CCXTが呼び出しの間隔を空けます。

## タイムスタンプとrecvWindow
署名付きの呼び出しには \`timestamp\` が付きます。\`recvWindow\`（別の値を送らない場合は5,000ミリ秒、最大60,000。CCXTは10,000を送信）が許す時間を過ぎて届いた呼び出しや、タイムスタンプがサーバーの時計より1秒以上進んでいる呼び出し（エラー -1021）は拒否されます。パソコンの時計がずれている場合は、例と同じようにCCXTで \`adjustForTimeDifference: true\` を設定してください。CCXTがマーケットの読み込み時にサーバーの時刻を取得し、その時刻で署名します。

## キーによる出金はできません
権限にかかわらず、どのキーでも出金はできません。出金の呼び出しは常に拒否されます（エラー -2015）。出金はアプリで、出金パスワードを使って行ってください。

## その他のBinanceクライアント
Binanceのベースアドレスを設定できるクライアントなら、同じ方法で接続できます。プラットフォームのアドレスとキーを設定するだけで、署名はそのままです。
- python-binance：\`Client(key, secret, ping=False)\` の後、\`client.API_URL\` を \`https://your-platform.example/demo/api\` に設定
- binance-connector（Binance公式のPythonライブラリ）：\`Spot(api_key=key, api_secret=secret, base_url="https://your-platform.example/demo")\`
- freqtrade（CCXT経由）：取引所の \`ccxt_config\` と \`ccxt_async_config\` に同じ \`urls\` を設定し、\`"enable_ws": false\` と現物の取引モードを指定

リアルウォレットでは \`/demo\` を外してください。使えるのは上記の呼び出しだけで、それ以外を必要とするツールの機能はエラーになります。`,
    ),
    article(
      'CCXT 등 바이낸스 클라이언트 연결하기',
      `CCXT, python-binance, freqtrade처럼 바이낸스용으로 만든 프로그램은 여기서 그대로 거래할 수 있습니다. 플랫폼이 바이낸스의 현물 API에 자체 마켓으로 응답하기 때문입니다. 프로그램이 호출하는 주소만 바꾸면 되며, 라이브러리 코드는 수정하지 않습니다.

## 1. API 키 만들기
**보안**에서 **API 키**를 열고 키를 만드세요.
- **지갑**: 데모 지갑(가상 자금, 연습용) 또는 실거래 지갑. 키는 자기 지갑으로만 거래합니다. 실거래 지갑 키를 만들려면 출금 비밀번호가 필요하며, 2단계 인증을 켠 경우 인증 앱 코드도 필요합니다.
- **권한**: 조회는 항상 포함됩니다. 주문을 넣고 취소하려면 현물 거래를 추가하세요. 출금을 허용하는 권한은 없습니다.
- **IP 허용 목록**(선택): 프로그램이 실행되는 주소나 범위(예: \`203.0.113.7\`, \`203.0.113.0/24\`). 그 밖의 곳에서 온 호출은 거부됩니다.

시크릿은 키를 만들 때 한 번만 표시됩니다. 안전한 곳에 보관하세요. 잃어버렸다면 키를 폐기하고 새 키를 만드세요. 계정이 동결되거나 해지될 때, 또는 비밀번호가 재설정될 때에도 키는 종료됩니다.

## 2. 두 개의 주소, 두 개의 지갑
- 실거래 지갑: \`https://your-platform.example/api/v3\`
- 데모 지갑: \`https://your-platform.example/demo/api/v3\`

여기서 \`https://your-platform.example\`은 브라우저에 표시되는 이 사이트의 주소를 뜻합니다. 두 주소는 바이낸스의 실거래 API와 테스트넷처럼 동작합니다. 키는 자기 지갑의 주소에서만 작동합니다.

## 3. CCXT 연결하기
CCXT의 \`binance\` 클래스를 그대로, 다음 설정으로 사용하세요.
- \`defaultType: 'spot'\`, \`fetchMarkets: ['spot']\`: 플랫폼에는 현물 마켓만 있습니다.
- \`fetchCurrencies: false\`, \`fetchMargins: false\`: 불러올 통화 목록과 마진 거래가 없습니다.
- \`urls.api.public\`, \`urls.api.private\`: 2단계의 지갑 주소. \`urls.api.sapi\`: 같은 주소에서 끝부분 \`/api/v3\`을 \`/sapi/v1\`로 바꾼 주소.

\`setSandboxMode(true)\`는 호출하지 마세요. 요청이 바이낸스 자체의 테스트넷으로 전송됩니다. 지갑은 설정한 주소로 정해집니다.

아래 예제는 데모 지갑에 연결해 마켓을 불러오고, 잔액과 티커를 조회하고, 시장가보다 훨씬 낮은 가격에 소량의 지정가 매수 주문을 넣은 뒤, 주문을 다시 조회하고 취소합니다. 실거래 지갑에서는 예제가 가리키는 한 줄만 바꾸세요. 저희 테스트 스위트는 바로 이 파일을 플랫폼에 대해 실행합니다.

\`\`\`example:ccxt-binance.mjs
\`\`\`

## 호출할 수 있는 엔드포인트
- 일반: \`ping\`, \`time\`, \`exchangeInfo\`
- 시장 데이터: \`depth\`, \`trades\`, \`aggTrades\`, \`klines\`, \`uiKlines\`, \`avgPrice\`, \`ticker\`, \`ticker/24hr\`, \`ticker/price\`, \`ticker/bookTicker\`
- 계정과 주문(서명 필요): \`account\`, \`order\`(LIMIT 또는 MARKET 주문을 수량이나 \`quoteOrderQty\`로 넣기, 조회, 취소), \`openOrders\`, \`allOrders\`, \`myTrades\`, \`order/test\`, \`account/commission\`, \`rateLimit/order\`

심볼, 필드, 주문 상태, 오류 코드는 바이낸스와 같습니다(예: \`BTCUSDT\`, \`{"code":-2010,"msg":"..."}\`). 선물, 마진, WebSocket 스트림은 API로 이용할 수 없습니다. 키로 넣은 주문은 일반 현물 주문이며, 앱에서 넣은 주문과 함께 주문 내역과 거래 내역에 API 키 주문으로 표시됩니다.

## 요청 가중치, 429와 418
각 호출에는 바이낸스와 같은 가중치가 있으며, 한 IP 주소의 가중치는 분 단위로 합산됩니다. 플랫폼이 다른 한도를 정하지 않았다면 한도는 6,000입니다. 모든 응답은 \`X-MBX-USED-WEIGHT-1M\` 헤더로 그 1분 동안의 합계를 알려 줍니다. 한도를 넘으면 호출은 HTTP 429와 \`Retry-After\` 헤더로 거부되고, 그 뒤에도 계속 호출하는 주소는 HTTP 418로 2분간 차단됩니다. \`enableRateLimit: true\`를 설정하면 CCXT가 호출 간격을 둡니다.

## 타임스탬프와 recvWindow
서명된 호출에는 \`timestamp\`가 들어갑니다. \`recvWindow\`(다른 값을 보내지 않으면 5,000ms, 최대 60,000, CCXT는 10,000을 보냄)가 허용하는 시간보다 늦게 도착한 호출이나, 타임스탬프가 서버 시계보다 1초 넘게 앞선 호출(오류 -1021)은 거부됩니다. 컴퓨터 시계가 맞지 않으면 예제처럼 CCXT에서 \`adjustForTimeDifference: true\`를 설정하세요. CCXT가 마켓을 불러올 때 서버 시간을 읽어 그 시간으로 서명합니다.

## 키로는 출금할 수 없습니다
권한과 관계없이 어떤 키로도 출금할 수 없습니다. 출금 호출은 항상 거부됩니다(오류 -2015). 출금은 앱에서 출금 비밀번호로 하세요.

## 다른 바이낸스 클라이언트
바이낸스의 기본 주소를 설정할 수 있는 클라이언트라면 같은 방법으로 연결됩니다. 플랫폼 주소와 키만 넣으면 되고, 서명 방식은 그대로입니다.
- python-binance: \`Client(key, secret, ping=False)\` 후 \`client.API_URL\`을 \`https://your-platform.example/demo/api\`로 설정
- binance-connector(바이낸스의 Python 라이브러리): \`Spot(api_key=key, api_secret=secret, base_url="https://your-platform.example/demo")\`
- freqtrade(CCXT 사용): 거래소의 \`ccxt_config\`와 \`ccxt_async_config\`에 같은 \`urls\`를 넣고, \`"enable_ws": false\`와 현물 거래 모드로 설정

실거래 지갑에서는 \`/demo\`를 빼세요. 위에 나열한 호출만 있으며, 다른 호출이 필요한 도구 기능은 오류를 받습니다.`,
    ),
    article(
      'เชื่อมต่อ CCXT และไคลเอนต์ Binance อื่น ๆ',
      `โปรแกรมที่เขียนไว้สำหรับ Binance เช่น CCXT, python-binance หรือ freqtrade ใช้เทรดที่นี่ได้โดยไม่ต้องแก้ไข เพราะแพลตฟอร์มตอบ API สปอตของ Binance ด้วยตลาดของแพลตฟอร์มเอง คุณเพียงเปลี่ยนที่อยู่ที่โปรแกรมเรียกใช้ โดยไม่ต้องแก้โค้ดของไลบรารีใด ๆ

## 1. สร้างคีย์ API
ไปที่ **ความปลอดภัย** แล้วเลือก **คีย์ API** จากนั้นสร้างคีย์:
- **กระเป๋าเงิน**: กระเป๋าเงินทดลอง (เงินเสมือน สำหรับฝึกเทรด) หรือกระเป๋าเงินจริง คีย์หนึ่งเทรดได้เฉพาะกระเป๋าของตัวเอง คีย์ของกระเป๋าเงินจริงต้องใช้รหัสผ่านสำหรับถอนเงิน และรหัสจากแอปยืนยันตัวตนหากเปิดการยืนยันสองขั้นตอนไว้
- **สิทธิ์**: สิทธิ์อ่านข้อมูลรวมอยู่เสมอ เพิ่มสิทธิ์เทรดสปอตเพื่อวางและยกเลิกคำสั่ง ไม่มีสิทธิ์ใดที่อนุญาตให้ถอนเงิน
- **รายการ IP ที่อนุญาต** (ไม่บังคับ): ที่อยู่หรือช่วงที่อยู่ที่โปรแกรมของคุณทำงานอยู่ เช่น \`203.0.113.7\` หรือ \`203.0.113.0/24\` การเรียกจากที่อื่นจะถูกปฏิเสธ

ซีเคร็ตจะแสดงเพียงครั้งเดียวตอนสร้างคีย์ โปรดเก็บไว้ในที่ปลอดภัย หากทำหาย ให้เพิกถอนคีย์แล้วสร้างคีย์ใหม่ คีย์จะสิ้นสุดเช่นกันเมื่อบัญชีถูกระงับหรือปิด หรือเมื่อมีการรีเซ็ตรหัสผ่าน

## 2. สองที่อยู่ สองกระเป๋า
- กระเป๋าเงินจริง: \`https://your-platform.example/api/v3\`
- กระเป๋าเงินทดลอง: \`https://your-platform.example/demo/api/v3\`

ในที่นี้ \`https://your-platform.example\` หมายถึงที่อยู่ของเว็บไซต์นี้ตามที่เบราว์เซอร์ของคุณแสดง ทั้งสองทำงานเหมือน API จริงของ Binance และเทสต์เน็ตของ Binance คีย์ใช้ได้เฉพาะที่อยู่ของกระเป๋าของตัวเองเท่านั้น

## 3. เชื่อมต่อ CCXT
ใช้คลาส \`binance\` ของ CCXT ตามเดิม พร้อมการตั้งค่าเหล่านี้:
- \`defaultType: 'spot'\` และ \`fetchMarkets: ['spot']\`: แพลตฟอร์มมีเฉพาะตลาดสปอต
- \`fetchCurrencies: false\` และ \`fetchMargins: false\`: ไม่มีรายการสกุลเงินและการเทรดมาร์จินให้โหลด
- \`urls.api.public\` และ \`urls.api.private\`: ที่อยู่กระเป๋าของคุณจากขั้นตอนที่ 2 ส่วน \`urls.api.sapi\`: ที่อยู่เดียวกันแต่ลงท้ายด้วย \`/sapi/v1\` แทน \`/api/v3\`

อย่าเรียก \`setSandboxMode(true)\` เพราะคำขอของคุณจะถูกส่งไปยังเทสต์เน็ตของ Binance เอง ที่อยู่ที่คุณตั้งไว้เป็นตัวกำหนดกระเป๋า

ตัวอย่างด้านล่างเชื่อมต่อกับกระเป๋าเงินทดลอง โหลดตลาด อ่านยอดเงินและทิกเกอร์ วางคำสั่งลิมิตซื้อจำนวนเล็กน้อยที่ราคาต่ำกว่าราคาตลาดมาก อ่านคำสั่งนั้นกลับมา แล้วยกเลิก สำหรับกระเป๋าเงินจริง ให้แก้เพียงบรรทัดเดียวที่ตัวอย่างระบุไว้ ชุดทดสอบของเรารันไฟล์นี้ตรงตามนี้กับแพลตฟอร์ม

\`\`\`example:ccxt-binance.mjs
\`\`\`

## สิ่งที่เรียกใช้ได้
- ทั่วไป: \`ping\`, \`time\`, \`exchangeInfo\`
- ข้อมูลตลาด: \`depth\`, \`trades\`, \`aggTrades\`, \`klines\`, \`uiKlines\`, \`avgPrice\`, \`ticker\`, \`ticker/24hr\`, \`ticker/price\`, \`ticker/bookTicker\`
- บัญชีและคำสั่ง (ต้องลงลายเซ็น): \`account\`, \`order\` (วางคำสั่ง LIMIT หรือ MARKET ตามจำนวนหรือตาม \`quoteOrderQty\` อ่าน และยกเลิก), \`openOrders\`, \`allOrders\`, \`myTrades\`, \`order/test\`, \`account/commission\`, \`rateLimit/order\`

สัญลักษณ์ ฟิลด์ สถานะคำสั่ง และรหัสข้อผิดพลาดเป็นแบบเดียวกับ Binance เช่น \`BTCUSDT\` และ \`{"code":-2010,"msg":"..."}\` ฟิวเจอร์ส มาร์จิน และสตรีม WebSocket ไม่มีให้ใช้ผ่าน API คำสั่งที่วางด้วยคีย์เป็นคำสั่งสปอตปกติ และจะแสดงในประวัติคำสั่งและประวัติการซื้อขายร่วมกับคำสั่งที่คุณวางในแอป โดยมีเครื่องหมายว่าวางผ่านคีย์ API

## น้ำหนักคำขอ 429 และ 418
การเรียกแต่ละครั้งมีน้ำหนักตามที่ Binance กำหนด และน้ำหนักของที่อยู่ IP หนึ่งจะถูกรวมทุกนาที สูงสุด 6,000 เว้นแต่แพลตฟอร์มจะตั้งขีดจำกัดอื่น ทุกคำตอบจะแจ้งยอดรวมของนาทีนั้นในเฮดเดอร์ \`X-MBX-USED-WEIGHT-1M\` เมื่อเกินขีดจำกัด การเรียกจะถูกปฏิเสธด้วย HTTP 429 พร้อมเฮดเดอร์ \`Retry-After\` และที่อยู่ที่ยังเรียกต่อหลังจากนั้นจะถูกระงับสองนาทีด้วย HTTP 418 เมื่อตั้ง \`enableRateLimit: true\` CCXT จะเว้นระยะการเรียกให้เอง

## เวลาประทับและ recvWindow
การเรียกที่ลงลายเซ็นจะมี \`timestamp\` การเรียกจะถูกปฏิเสธหากมาถึงช้ากว่าที่ \`recvWindow\` อนุญาต (5,000 มิลลิวินาทีหากคุณไม่ได้ส่งค่าอื่น สูงสุด 60,000 โดย CCXT ส่ง 10,000) หรือหากเวลาประทับเร็วกว่านาฬิกาของเซิร์ฟเวอร์เกินหนึ่งวินาที (ข้อผิดพลาด -1021) หากนาฬิกาในคอมพิวเตอร์ของคุณคลาดเคลื่อน ให้ตั้ง \`adjustForTimeDifference: true\` ใน CCXT เหมือนในตัวอย่าง แล้ว CCXT จะอ่านเวลาของเซิร์ฟเวอร์ตอนโหลดตลาดและลงลายเซ็นด้วยเวลานั้น

## ถอนเงินด้วยคีย์ไม่ได้
ไม่มีคีย์ใดถอนเงินได้ ไม่ว่าจะมีสิทธิ์ใด การเรียกถอนเงินจะถูกปฏิเสธเสมอ (ข้อผิดพลาด -2015) การถอนเงินทำได้ในแอปด้วยรหัสผ่านสำหรับถอนเงินของคุณ

## ไคลเอนต์ Binance อื่น ๆ
ไคลเอนต์ที่ตั้งที่อยู่หลักของ Binance ได้จะเชื่อมต่อด้วยวิธีเดียวกัน เพียงใส่ที่อยู่ของแพลตฟอร์มและคีย์ของคุณ ส่วนการลงลายเซ็นยังคงเหมือนเดิม
- python-binance: \`Client(key, secret, ping=False)\` แล้วตั้ง \`client.API_URL\` เป็น \`https://your-platform.example/demo/api\`
- binance-connector (ไลบรารี Python ของ Binance): \`Spot(api_key=key, api_secret=secret, base_url="https://your-platform.example/demo")\`
- freqtrade (ผ่าน CCXT): ใส่ \`urls\` ชุดเดียวกันใน \`ccxt_config\` และ \`ccxt_async_config\` ของกระดานเทรด พร้อม \`"enable_ws": false\` และโหมดเทรดสปอต

สำหรับกระเป๋าเงินจริง ให้ตัด \`/demo\` ออก มีเฉพาะการเรียกที่ระบุไว้ข้างต้น ฟังก์ชันของเครื่องมือที่ต้องใช้การเรียกอื่นจะได้รับข้อผิดพลาด`,
    ),
    article(
      'Підключення CCXT та інших клієнтів Binance',
      `Програми, написані для Binance, як-от CCXT, python-binance чи freqtrade, торгують тут без змін: платформа відповідає на спотовий API Binance своїми ринками. Ви змінюєте лише адресу, до якої вони звертаються; код бібліотек не змінюється.

## 1. Створіть API-ключ
Відкрийте **Безпека**, потім **API-ключі** і створіть ключ:
- **Гаманець**: демо-гаманець (віртуальні кошти, для практики) або реальний гаманець. Ключ торгує лише своїм гаманцем. Для ключа реального гаманця потрібен пароль для виведення, а якщо ввімкнено двофакторну автентифікацію, ще й код із застосунку автентифікації.
- **Дозволи**: перегляд входить завжди; додайте спотову торгівлю, щоб розміщувати й скасовувати ордери. Жоден дозвіл не дає змоги виводити кошти.
- **Список дозволених IP** (необов’язково): адреси або діапазони, з яких працює ваша програма, наприклад \`203.0.113.7\` чи \`203.0.113.0/24\`. Виклики з інших адрес відхиляються.

Секрет показується лише один раз, під час створення ключа: збережіть його в надійному місці. Якщо ви його втратили, відкличте ключ і створіть новий. Ключ також припиняє дію, коли обліковий запис заморожують чи закривають або коли скидають його пароль.

## 2. Дві адреси, два гаманці
- Реальний гаманець: \`https://your-platform.example/api/v3\`
- Демо-гаманець: \`https://your-platform.example/demo/api/v3\`

Тут \`https://your-platform.example\` означає адресу цього сайту, як її показує ваш браузер. Обидві працюють як робочий API Binance і його testnet. Ключ працює лише за адресою свого гаманця.

## 3. Підключіть CCXT
Використовуйте клас \`binance\` з CCXT як є, з такими налаштуваннями:
- \`defaultType: 'spot'\` і \`fetchMarkets: ['spot']\`: на платформі є лише спотові ринки.
- \`fetchCurrencies: false\` і \`fetchMargins: false\`: списку валют і маржинальної торгівлі для завантаження немає.
- \`urls.api.public\` і \`urls.api.private\`: адреса вашого гаманця з кроку 2; \`urls.api.sapi\`: та сама адреса, що закінчується на \`/sapi/v1\` замість \`/api/v3\`.

Не викликайте \`setSandboxMode(true)\`: тоді ваші запити йтимуть до testnet самої Binance. Гаманець визначає адреса, яку ви вказали.

Наведений нижче приклад підключається до демо-гаманця, завантажує ринки, читає баланс і тікер, розміщує невеликий лімітний ордер на купівлю значно нижче ринкової ціни, читає його знову і скасовує. Для реального гаманця змініть один рядок, на який указує приклад. Наш набір тестів запускає саме цей файл на платформі.

\`\`\`example:ccxt-binance.mjs
\`\`\`

## Що можна викликати
- Загальне: \`ping\`, \`time\`, \`exchangeInfo\`
- Ринкові дані: \`depth\`, \`trades\`, \`aggTrades\`, \`klines\`, \`uiKlines\`, \`avgPrice\`, \`ticker\`, \`ticker/24hr\`, \`ticker/price\`, \`ticker/bookTicker\`
- Рахунок та ордери (з підписом): \`account\`, \`order\` (розмістити ордер LIMIT або MARKET за кількістю чи за \`quoteOrderQty\`, переглянути, скасувати), \`openOrders\`, \`allOrders\`, \`myTrades\`, \`order/test\`, \`account/commission\`, \`rateLimit/order\`

Символи, поля, статуси ордерів і коди помилок такі самі, як у Binance, наприклад \`BTCUSDT\` і \`{"code":-2010,"msg":"..."}\`. Ф’ючерси, маржа і потоки WebSocket через API недоступні. Ордери, розміщені ключем, — звичайні спотові ордери: вони з’являються в історії ордерів і угод разом з ордерами, які ви розміщуєте в застосунку, з позначкою, що їх розміщено API-ключем.

## Вага запитів, 429 і 418
Кожен виклик має вагу, яку йому дає Binance, і вага з однієї IP-адреси підсумовується щохвилини: до 6 000, якщо платформа не встановила іншого ліміту. Кожна відповідь повідомляє суму за хвилину в заголовку \`X-MBX-USED-WEIGHT-1M\`. Понад ліміт виклики відхиляються з HTTP 429 і заголовком \`Retry-After\`; адресу, яка й далі надсилає виклики, блокують на дві хвилини з HTTP 418. З \`enableRateLimit: true\` CCXT розподіляє свої виклики в часі.

## Мітки часу і recvWindow
Підписані виклики містять \`timestamp\`. Виклик відхиляється, якщо він надходить пізніше, ніж дозволяє його \`recvWindow\` (5 000 мс, якщо ви не надсилаєте іншого значення, щонайбільше 60 000; CCXT надсилає 10 000), або якщо його мітка часу випереджає годинник сервера більш ніж на секунду (помилка -1021). Якщо годинник вашого комп’ютера неточний, установіть у CCXT \`adjustForTimeDifference: true\`, як у прикладі: тоді CCXT під час завантаження ринків зчитує час сервера і підписує за ним.

## Жодного виведення за ключем
Жоден ключ не може виводити кошти, хоч би які мав дозволи: виклики виведення завжди відхиляються (помилка -2015). Виведення здійснюється в застосунку, з вашим паролем для виведення.

## Інші клієнти Binance
Клієнт, у якому можна задати базову адресу Binance, підключається так само: вкажіть адресу платформи та свій ключ; підпис залишається без змін.
- python-binance: \`Client(key, secret, ping=False)\`, потім задайте \`client.API_URL\` як \`https://your-platform.example/demo/api\`
- binance-connector (бібліотека Binance для Python): \`Spot(api_key=key, api_secret=secret, base_url="https://your-platform.example/demo")\`
- freqtrade (через CCXT): ті самі \`urls\` у \`ccxt_config\` і \`ccxt_async_config\` біржі, з \`"enable_ws": false\` і спотовим режимом торгівлі

Для реального гаманця приберіть \`/demo\`. Існують лише перелічені вище виклики: функція вашого інструмента, якій потрібен інший, отримає помилку.`,
    ),
    article(
      'Kết nối CCXT và các client Binance khác',
      `Các chương trình viết cho Binance, như CCXT, python-binance hay freqtrade, có thể giao dịch tại đây mà không cần sửa đổi: nền tảng trả lời API giao ngay của Binance bằng chính các thị trường của mình. Bạn chỉ đổi địa chỉ mà chúng gọi tới; không phải sửa mã của thư viện nào.

## 1. Tạo khóa API
Vào **Bảo mật**, rồi **Khóa API**, và tạo một khóa:
- **Ví**: ví demo (tiền ảo, để luyện tập) hoặc ví thật. Mỗi khóa chỉ giao dịch trên ví của chính nó. Khóa của ví thật yêu cầu mật khẩu rút tiền, và mã từ ứng dụng xác thực nếu bạn đã bật xác thực hai yếu tố.
- **Quyền**: quyền xem luôn có sẵn; thêm quyền giao dịch giao ngay để đặt và hủy lệnh. Không quyền nào cho phép rút tiền.
- **Danh sách IP được phép** (không bắt buộc): các địa chỉ hoặc dải địa chỉ mà chương trình của bạn chạy từ đó, ví dụ \`203.0.113.7\` hoặc \`203.0.113.0/24\`. Lời gọi từ nơi khác sẽ bị từ chối.

Khóa bí mật (secret) chỉ hiển thị một lần, khi tạo khóa: hãy lưu ở nơi an toàn. Nếu làm mất, hãy thu hồi khóa và tạo khóa mới. Khóa cũng hết hiệu lực khi tài khoản bị đóng băng hoặc đóng, hoặc khi mật khẩu được đặt lại.

## 2. Hai địa chỉ, hai ví
- Ví thật: \`https://your-platform.example/api/v3\`
- Ví demo: \`https://your-platform.example/demo/api/v3\`

Ở đây \`https://your-platform.example\` là địa chỉ của trang web này, như trình duyệt của bạn hiển thị. Hai địa chỉ này hoạt động như API chính thức của Binance và testnet của nó. Một khóa chỉ dùng được tại địa chỉ ví của chính nó.

## 3. Kết nối CCXT
Dùng lớp \`binance\` của CCXT nguyên trạng, với các thiết lập sau:
- \`defaultType: 'spot'\` và \`fetchMarkets: ['spot']\`: nền tảng chỉ có thị trường giao ngay.
- \`fetchCurrencies: false\` và \`fetchMargins: false\`: không có danh sách tiền tệ hay giao dịch ký quỹ nào cần tải.
- \`urls.api.public\` và \`urls.api.private\`: địa chỉ ví của bạn ở bước 2; \`urls.api.sapi\`: cùng địa chỉ đó nhưng kết thúc bằng \`/sapi/v1\` thay cho \`/api/v3\`.

Đừng gọi \`setSandboxMode(true)\`: nó sẽ gửi yêu cầu của bạn tới testnet của chính Binance. Địa chỉ bạn thiết lập quyết định ví nào được dùng.

Ví dụ dưới đây kết nối với ví demo, tải các thị trường, đọc số dư và một ticker, đặt một lệnh giới hạn mua nhỏ với giá thấp hơn nhiều so với giá thị trường, đọc lại lệnh rồi hủy nó. Với ví thật, hãy sửa đúng một dòng mà ví dụ chỉ ra. Bộ kiểm thử của chúng tôi chạy chính tệp này với nền tảng.

\`\`\`example:ccxt-binance.mjs
\`\`\`

## Những gì bạn có thể gọi
- Chung: \`ping\`, \`time\`, \`exchangeInfo\`
- Dữ liệu thị trường: \`depth\`, \`trades\`, \`aggTrades\`, \`klines\`, \`uiKlines\`, \`avgPrice\`, \`ticker\`, \`ticker/24hr\`, \`ticker/price\`, \`ticker/bookTicker\`
- Tài khoản và lệnh (có chữ ký): \`account\`, \`order\` (đặt lệnh LIMIT hoặc MARKET theo khối lượng hoặc theo \`quoteOrderQty\`, xem, hủy), \`openOrders\`, \`allOrders\`, \`myTrades\`, \`order/test\`, \`account/commission\`, \`rateLimit/order\`

Mã cặp giao dịch, trường dữ liệu, trạng thái lệnh và mã lỗi giống Binance, ví dụ \`BTCUSDT\` và \`{"code":-2010,"msg":"..."}\`. Hợp đồng tương lai, ký quỹ và luồng WebSocket không có qua API. Lệnh đặt bằng khóa là lệnh giao ngay bình thường: chúng hiện trong lịch sử lệnh và lịch sử giao dịch cùng với các lệnh bạn đặt trong ứng dụng, có đánh dấu là đặt bằng khóa API.

## Trọng số yêu cầu, 429 và 418
Mỗi lời gọi có trọng số như Binance quy định, và trọng số của một địa chỉ IP được cộng dồn theo từng phút: tối đa 6.000 trừ khi nền tảng đặt giới hạn khác. Mỗi phản hồi báo tổng của phút đó trong tiêu đề \`X-MBX-USED-WEIGHT-1M\`. Khi vượt giới hạn, lời gọi bị từ chối với HTTP 429 và tiêu đề \`Retry-After\`; địa chỉ nào vẫn tiếp tục gọi sau đó sẽ bị chặn hai phút với HTTP 418. Với \`enableRateLimit: true\`, CCXT tự giãn cách các lời gọi.

## Dấu thời gian và recvWindow
Lời gọi có chữ ký mang một \`timestamp\`. Lời gọi bị từ chối khi đến muộn hơn mức \`recvWindow\` cho phép (5.000 ms nếu bạn không gửi giá trị khác, tối đa 60.000; CCXT gửi 10.000), hoặc khi dấu thời gian đi trước đồng hồ máy chủ hơn một giây (lỗi -1021). Nếu đồng hồ máy tính của bạn bị lệch, hãy đặt \`adjustForTimeDifference: true\` trong CCXT như ví dụ: khi đó CCXT đọc giờ của máy chủ lúc tải thị trường và ký theo giờ đó.

## Không rút tiền bằng khóa
Không khóa nào rút tiền được, dù có quyền gì: lời gọi rút tiền luôn bị từ chối (lỗi -2015). Rút tiền được thực hiện trong ứng dụng, bằng mật khẩu rút tiền của bạn.

## Các client Binance khác
Client nào cho phép đặt địa chỉ gốc của Binance đều kết nối theo cùng cách: nhập địa chỉ của nền tảng và khóa của bạn; cách ký giữ nguyên.
- python-binance: \`Client(key, secret, ping=False)\`, sau đó đặt \`client.API_URL\` thành \`https://your-platform.example/demo/api\`
- binance-connector (thư viện Python của Binance): \`Spot(api_key=key, api_secret=secret, base_url="https://your-platform.example/demo")\`
- freqtrade (qua CCXT): cùng \`urls\` đó trong \`ccxt_config\` và \`ccxt_async_config\` của sàn, kèm \`"enable_ws": false\` và chế độ giao dịch giao ngay

Với ví thật, hãy bỏ \`/demo\`. Chỉ có các lời gọi liệt kê ở trên: tính năng nào của công cụ cần lời gọi khác sẽ nhận lỗi.`,
    ),
    article(
      '连接 CCXT 及其他币安客户端',
      `为币安编写的程序，例如 CCXT、python-binance 或 freqtrade，无需修改即可在这里交易：平台以自己的市场响应币安的现货 API。您只需更改程序调用的地址，无需修改任何库的代码。

## 1. 创建 API 密钥
进入**安全中心**，再打开**API 密钥**，创建一个密钥：
- **钱包**：模拟钱包（虚拟资金，用于练习）或实盘钱包。密钥只能交易它自己的钱包。创建实盘钱包的密钥需要资金密码；如已开启双重验证，还需要验证器应用中的验证码。
- **权限**：始终包含查询权限；添加币币交易权限才能下单和撤单。没有任何权限允许提现。
- **IP 白名单**（可选）：程序运行所在的地址或地址段，例如 \`203.0.113.7\` 或 \`203.0.113.0/24\`。来自其他地方的调用会被拒绝。

密钥的 Secret 只在创建时显示一次，请妥善保存。如果丢失，请撤销该密钥并创建新的。账户被冻结或注销、或密码被重置时，密钥也会失效。

## 2. 两个地址，两个钱包
- 实盘钱包：\`https://your-platform.example/api/v3\`
- 模拟钱包：\`https://your-platform.example/demo/api/v3\`

其中 \`https://your-platform.example\` 代表本站的地址，即浏览器中显示的地址。这两个地址就像币安的正式 API 和它的测试网。密钥只能在它所属钱包的地址上使用。

## 3. 连接 CCXT
直接使用 CCXT 的 \`binance\` 类，并做如下设置：
- \`defaultType: 'spot'\` 和 \`fetchMarkets: ['spot']\`：平台只有币币市场。
- \`fetchCurrencies: false\` 和 \`fetchMargins: false\`：没有需要加载的币种列表和杠杆交易。
- \`urls.api.public\` 和 \`urls.api.private\`：第 2 步中您的钱包地址；\`urls.api.sapi\`：同一地址，但结尾用 \`/sapi/v1\` 代替 \`/api/v3\`。

不要调用 \`setSandboxMode(true)\`：它会把您的请求发往币安自己的测试网。钱包由您设置的地址决定。

下面的示例连接模拟钱包，加载市场，读取余额和行情，以远低于市价的价格挂一笔小额限价买单，再查询该订单并撤销。用于实盘钱包时，只需修改示例中指出的那一行。我们的测试套件正是针对平台运行这个文件。

\`\`\`example:ccxt-binance.mjs
\`\`\`

## 可调用的接口
- 通用：\`ping\`、\`time\`、\`exchangeInfo\`
- 行情数据：\`depth\`、\`trades\`、\`aggTrades\`、\`klines\`、\`uiKlines\`、\`avgPrice\`、\`ticker\`、\`ticker/24hr\`、\`ticker/price\`、\`ticker/bookTicker\`
- 账户与订单（需签名）：\`account\`、\`order\`（按数量或按 \`quoteOrderQty\` 下 LIMIT 或 MARKET 单、查询、撤销）、\`openOrders\`、\`allOrders\`、\`myTrades\`、\`order/test\`、\`account/commission\`、\`rateLimit/order\`

交易对、字段、订单状态和错误码都与币安相同，例如 \`BTCUSDT\` 和 \`{"code":-2010,"msg":"..."}\`。API 不提供合约、杠杆和 WebSocket 推送。用密钥下的订单就是普通的币币订单：它们和您在应用中下的订单一起显示在订单记录和成交记录中，并标注为通过 API 密钥下单。

## 请求权重、429 和 418
每次调用的权重与币安相同，同一 IP 地址的权重按分钟累计：上限为 6,000，除非平台另设限额。每个响应都会在 \`X-MBX-USED-WEIGHT-1M\` 头中报告当分钟的累计值。超过上限后，调用会以 HTTP 429 和 \`Retry-After\` 头被拒绝；之后仍继续调用的地址会以 HTTP 418 被封禁两分钟。设置 \`enableRateLimit: true\` 后，CCXT 会自动拉开调用间隔。

## 时间戳和 recvWindow
签名调用带有 \`timestamp\`。如果调用晚于其 \`recvWindow\` 允许的时间到达（未另行发送时为 5,000 毫秒，最多 60,000；CCXT 发送 10,000），或时间戳比服务器时钟快一秒以上（错误 -1021），调用会被拒绝。如果您电脑的时钟不准，请像示例一样在 CCXT 中设置 \`adjustForTimeDifference: true\`：CCXT 会在加载市场时读取服务器时间，并按该时间签名。

## 密钥不能提现
无论有什么权限，任何密钥都不能提现：提现调用总是被拒绝（错误 -2015）。提现请在应用中使用资金密码完成。

## 其他币安客户端
凡是可以设置币安基础地址的客户端，都可以用同样的方式连接：填入平台地址和您的密钥，签名方式保持不变。
- python-binance：\`Client(key, secret, ping=False)\`，然后把 \`client.API_URL\` 设为 \`https://your-platform.example/demo/api\`
- binance-connector（币安官方的 Python 库）：\`Spot(api_key=key, api_secret=secret, base_url="https://your-platform.example/demo")\`
- freqtrade（通过 CCXT）：在交易所的 \`ccxt_config\` 和 \`ccxt_async_config\` 中填入相同的 \`urls\`，并设置 \`"enable_ws": false\` 和现货交易模式

用于实盘钱包时，去掉 \`/demo\`。只有上面列出的调用可用：工具中需要其他调用的功能会收到错误。`,
    ),
    article(
      '連接 CCXT 及其他幣安客戶端',
      `為幣安編寫的程式，例如 CCXT、python-binance 或 freqtrade，無需修改即可在這裡交易：平台以自己的市場回應幣安的現貨 API。您只需更改程式調用的地址，無需修改任何程式庫的代碼。

## 1. 建立 API 密鑰
進入**安全中心**，再打開**API 密鑰**，建立一個密鑰：
- **錢包**：模擬錢包（虛擬資金，用於練習）或實盤錢包。密鑰只能交易它自己的錢包。建立實盤錢包的密鑰需要資金密碼；如已開啟雙重驗證，還需要驗證器應用程式中的驗證碼。
- **權限**：一律包含查詢權限；加入幣幣交易權限才能下單和撤單。沒有任何權限允許提現。
- **IP 白名單**（可選）：程式運行所在的地址或地址段，例如 \`203.0.113.7\` 或 \`203.0.113.0/24\`。來自其他地方的調用會被拒絕。

密鑰的 Secret 只在建立時顯示一次，請妥善保存。如果遺失，請撤銷該密鑰並建立新的。賬戶被凍結或註銷、或密碼被重設時，密鑰也會失效。

## 2. 兩個地址，兩個錢包
- 實盤錢包：\`https://your-platform.example/api/v3\`
- 模擬錢包：\`https://your-platform.example/demo/api/v3\`

其中 \`https://your-platform.example\` 代表本站的地址，即瀏覽器中顯示的地址。這兩個地址就像幣安的正式 API 和它的測試網。密鑰只能在它所屬錢包的地址上使用。

## 3. 連接 CCXT
直接使用 CCXT 的 \`binance\` 類別，並作如下設定：
- \`defaultType: 'spot'\` 和 \`fetchMarkets: ['spot']\`：平台只有幣幣市場。
- \`fetchCurrencies: false\` 和 \`fetchMargins: false\`：沒有需要載入的幣種列表和槓桿交易。
- \`urls.api.public\` 和 \`urls.api.private\`：第 2 步中您的錢包地址；\`urls.api.sapi\`：同一地址，但結尾用 \`/sapi/v1\` 代替 \`/api/v3\`。

不要調用 \`setSandboxMode(true)\`：它會把您的請求發往幣安自己的測試網。錢包由您設定的地址決定。

下面的示例連接模擬錢包，載入市場，讀取餘額和行情，以遠低於市價的價格掛一張小額限價買單，再查詢該訂單並撤銷。用於實盤錢包時，只需修改示例中指出的那一行。我們的測試套件正是針對平台運行這個檔案。

\`\`\`example:ccxt-binance.mjs
\`\`\`

## 可調用的接口
- 通用：\`ping\`、\`time\`、\`exchangeInfo\`
- 行情數據：\`depth\`、\`trades\`、\`aggTrades\`、\`klines\`、\`uiKlines\`、\`avgPrice\`、\`ticker\`、\`ticker/24hr\`、\`ticker/price\`、\`ticker/bookTicker\`
- 賬戶與訂單（需簽名）：\`account\`、\`order\`（按數量或按 \`quoteOrderQty\` 下 LIMIT 或 MARKET 單、查詢、撤銷）、\`openOrders\`、\`allOrders\`、\`myTrades\`、\`order/test\`、\`account/commission\`、\`rateLimit/order\`

交易對、欄位、訂單狀態和錯誤碼都與幣安相同，例如 \`BTCUSDT\` 和 \`{"code":-2010,"msg":"..."}\`。API 不提供合約、槓桿和 WebSocket 推送。用密鑰下的訂單就是普通的幣幣訂單：它們和您在應用程式中下的訂單一起顯示在訂單記錄和成交記錄中，並標註為透過 API 密鑰下單。

## 請求權重、429 和 418
每次調用的權重與幣安相同，同一 IP 地址的權重按分鐘累計：上限為 6,000，除非平台另設限額。每個回應都會在 \`X-MBX-USED-WEIGHT-1M\` 標頭中報告當分鐘的累計值。超過上限後，調用會以 HTTP 429 和 \`Retry-After\` 標頭被拒絕；之後仍繼續調用的地址會以 HTTP 418 被封鎖兩分鐘。設定 \`enableRateLimit: true\` 後，CCXT 會自動拉開調用間隔。

## 時間戳和 recvWindow
簽名調用帶有 \`timestamp\`。如果調用晚於其 \`recvWindow\` 允許的時間到達（未另行發送時為 5,000 毫秒，最多 60,000；CCXT 發送 10,000），或時間戳比伺服器時鐘快一秒以上（錯誤 -1021），調用會被拒絕。如果您電腦的時鐘不準，請像示例一樣在 CCXT 中設定 \`adjustForTimeDifference: true\`：CCXT 會在載入市場時讀取伺服器時間，並按該時間簽名。

## 密鑰不能提現
無論有甚麼權限，任何密鑰都不能提現：提現調用總是被拒絕（錯誤 -2015）。提現請在應用程式中使用資金密碼完成。

## 其他幣安客戶端
凡是可以設定幣安基礎地址的客戶端，都可以用同樣的方式連接：填入平台地址和您的密鑰，簽名方式保持不變。
- python-binance：\`Client(key, secret, ping=False)\`，然後把 \`client.API_URL\` 設為 \`https://your-platform.example/demo/api\`
- binance-connector（幣安官方的 Python 程式庫）：\`Spot(api_key=key, api_secret=secret, base_url="https://your-platform.example/demo")\`
- freqtrade（通過 CCXT）：在交易所的 \`ccxt_config\` 和 \`ccxt_async_config\` 中填入相同的 \`urls\`，並設定 \`"enable_ws": false\` 和現貨交易模式

用於實盤錢包時，去掉 \`/demo\`。只有上面列出的調用可用：工具中需要其他調用的功能會收到錯誤。`,
    ),
  ),
  // issue 41 point 8: the code between the fences is shared/examples/sandbox-liquidation.test.ts (server/modules/pages/examples.ts)
  'Testing against Aurora': v(
    article(
      'Testen gegen Aurora',
      `Eine Sandbox ist eine vollständige Plattform, die Ihre eigenen Tests steuern können: Sie enthält nur Testgeld, und über ihre Steuer-API kann ein Test Kunden anlegen, den Markt skripten und die Uhr vorstellen. Testen Sie damit eine App, einen Bot oder eine Integration auf Ihrem Rechner oder in der CI.

## 1. Eine Sandbox starten
Führen Sie in einem Checkout der Plattform \`npm run start:sandbox\` aus. Sie läuft unter \`http://localhost:3000\` mit einer eigenen Datenbank in \`./data/sandbox\`, und jede Seite zeigt ein oranges Sandbox-Banner.

Das Token der Steuer-API steht in der Datei \`data/sandbox/sandbox-token\`, sofern Sie die Sandbox nicht mit Ihrem eigenen \`SANDBOX_TOKEN\` (mindestens 32 Zeichen) starten. Senden Sie es bei jedem Steueraufruf im Header \`X-Sandbox-Token\`; diese Aufrufe brauchen keinen AppKey.

## 2. Die Steuer-API
- \`GET /api/sandbox\`: der Zustand der Sandbox und die Liste ihrer Steuerrouten
- \`POST /api/sandbox/fixtures\`: ein Kunde mit Guthaben, Positionen und Orders in einem Aufruf, mit einem Sitzungstoken
- \`GET /api/sandbox/clock\`, \`POST /api/sandbox/clock/advance\`, \`POST /api/sandbox/clock/set\`: die Testuhr
- \`PUT /api/sandbox/market/:symbol/script\`, \`DELETE /api/sandbox/market/:symbol/script\`, \`GET /api/sandbox/market/scripts\`: geskriptete Kurse
- \`POST /api/sandbox/snapshots\`, \`GET /api/sandbox/snapshots\`, \`POST /api/sandbox/snapshots/:id/restore\`, \`POST /api/sandbox/reset\`: Snapshots und das Zurücksetzen
- \`GET /api/sandbox/magic\`: die magischen Werte

## 3. Die Testuhr
Halten Sie die Uhr mit \`{"running": false}\` an: Dann bewegt sie sich nur, wenn Ihr Test sie vorstellt. Ein Vorstellen durchlebt jeden Tick der übersprungenen Zeit der Reihe nach: Abrechnungen, Stop-Loss und Take-Profit, Liquidationen, Übernachtgebühren und Mining-Auszahlungen geschehen zu den Zeiten, zu denen sie auch live geschehen wären, und der Aufruf antwortet, wenn alles erledigt ist. Während des Vorstellens stellt der hauseigene Market Maker seine Kurse einmal pro simulierter Minute neu.

## 4. Geskriptete Kurse
Ein Skript legt den Kurs eines Produkts ab dem nächsten Tick fest: eine Vorlage (\`flash-crash\` fällt in 10 Sekunden um 15 %; \`weekend-gap\`, \`flat\` und \`trend\`), ein Pfad von Kursen zu bestimmten Zeiten oder ein Trend mit einer Volatilität. Geskriptete Zeiträume werden als geskriptet gespeichert, ohne Commitment, und die Marktprüfung weist sie als solche aus.

## 5. Magische Werte
- Eine Einzahlung, deren Betrag auf \`.11\` endet, wird sofort genehmigt; eine auf \`.22\` wird abgelehnt.
- Eine Auszahlung an die Testadresse eines Netzwerks (\`GET /api/sandbox/magic\` listet sie auf) scheitert auf der Blockchain, und der Betrag kommt zurück.
- Eine Zertifizierung mit dem Namen \`Test Reject\` wird abgelehnt.
- Adressen unter \`@sandbox.test\` erhalten den Bestätigungscode \`000000\`.

## 6. Snapshots
Legen Sie Ihre Kunden einmal an, nehmen Sie einen Snapshot und stellen Sie ihn vor jedem Test wieder her, statt sie neu anzulegen. Eine Wiederherstellung setzt jedes Guthaben, jede Order, jede Position und jedes Orderbuch zurück, ebenso die Zeit der Uhr.

## 7. Der typisierte Client
\`@aurora/sdk\` (im Checkout unter \`shared/sdk\`) ist ein Client, der aus der API-Beschreibung der Plattform erzeugt wird: Jeder Pfad, jeder Parameter und jede Antwort ist typisiert, die Steuer-API eingeschlossen. Erstellen Sie einen Client mit dem Header \`X-Sandbox-Token\` für die Steuer-API und einen je Kunde mit dessen Sitzungstoken.

## Ein vollständiges Beispiel
Dieser Test eröffnet einen Long mit 50×, skriptet einen Flash-Crash, stellt die Uhr um eine Minute vor und prüft, dass die Position liquidiert wurde und nicht mehr als ihre Margin und Gebühren verloren hat. Zu Beginn nimmt er einen Snapshot und stellt ihn am Ende wieder her. Unsere Testsuite führt genau diese Datei gegen eine Sandbox aus.

\`\`\`example:sandbox-liquidation.test.ts
\`\`\`

Führen Sie ihn mit vitest aus, mit \`AURORA_URL\` (der Adresse der Sandbox) und \`SANDBOX_TOKEN\` in der Umgebung.`,
    ),
    article(
      'Pruebas contra Aurora',
      `Un sandbox es una plataforma completa que tus propias pruebas pueden controlar: solo contiene dinero de prueba, y su API de control permite a una prueba crear clientes, guionizar el mercado y adelantar el reloj. Úsalo para probar una app, un bot o una integración en tu ordenador o en CI.

## 1. Inicia un sandbox
Desde una copia de la plataforma, ejecuta \`npm run start:sandbox\`. Sirve \`http://localhost:3000\` con una base de datos propia en \`./data/sandbox\`, y cada pantalla muestra un banner naranja de sandbox.

El token de la API de control está en el archivo \`data/sandbox/sandbox-token\`, salvo que inicies el sandbox con tu propio \`SANDBOX_TOKEN\` (al menos 32 caracteres). Envíalo en la cabecera \`X-Sandbox-Token\` de cada llamada de control; estas llamadas no necesitan AppKey.

## 2. La API de control
- \`GET /api/sandbox\`: el estado del sandbox y la lista de sus rutas de control
- \`POST /api/sandbox/fixtures\`: un cliente con saldos, posiciones y órdenes en una sola llamada, con un token de sesión
- \`GET /api/sandbox/clock\`, \`POST /api/sandbox/clock/advance\`, \`POST /api/sandbox/clock/set\`: el reloj de pruebas
- \`PUT /api/sandbox/market/:symbol/script\`, \`DELETE /api/sandbox/market/:symbol/script\`, \`GET /api/sandbox/market/scripts\`: precios guionizados
- \`POST /api/sandbox/snapshots\`, \`GET /api/sandbox/snapshots\`, \`POST /api/sandbox/snapshots/:id/restore\`, \`POST /api/sandbox/reset\`: instantáneas y el reinicio
- \`GET /api/sandbox/magic\`: los valores mágicos

## 3. El reloj de pruebas
Detén el reloj con \`{"running": false}\`: a partir de entonces solo avanza cuando tu prueba lo adelanta. Un avance vive cada tick del tiempo que salta, en orden: liquidaciones de órdenes, stop-loss y take-profit, liquidaciones forzosas, comisiones nocturnas y pagos de minería ocurren a la hora en que habrían ocurrido en vivo, y la llamada responde cuando todo ha terminado. Durante un avance, el creador de mercado de la casa actualiza sus cotizaciones una vez por minuto simulado.

## 4. Precios guionizados
Un guion fija el precio de un producto a partir del siguiente tick: un preajuste (\`flash-crash\` cae un 15 % en 10 segundos; \`weekend-gap\`, \`flat\` y \`trend\`), una trayectoria de precios en momentos dados, o una tendencia con una volatilidad. Los periodos guionizados se guardan como guionizados, sin compromiso, y la verificación del mercado los indica como tales.

## 5. Valores mágicos
- Un depósito cuyo importe termina en \`.11\` se aprueba al instante; uno que termina en \`.22\` se rechaza.
- Un retiro a la dirección de prueba de una red (\`GET /api/sandbox/magic\` las enumera) falla en la cadena y el importe se devuelve.
- Una certificación con el nombre \`Test Reject\` se rechaza.
- Las direcciones en \`@sandbox.test\` reciben el código de verificación \`000000\`.

## 6. Instantáneas
Prepara tus clientes una vez, toma una instantánea y restáurala antes de cada prueba en lugar de crearlos de nuevo. Una restauración devuelve cada saldo, orden, posición y libro de órdenes, y la hora del reloj.

## 7. El cliente tipado
\`@aurora/sdk\` (en \`shared/sdk\` de la copia) es un cliente generado a partir de la descripción de la API de la plataforma: cada ruta, parámetro y respuesta está tipado, incluida la API de control. Crea un cliente con la cabecera \`X-Sandbox-Token\` para la API de control y uno por cliente con su token de sesión.

## Un ejemplo completo
Esta prueba abre un largo a 50×, guioniza un desplome repentino, adelanta el reloj un minuto y comprueba que la posición fue liquidada y no perdió más que su margen y sus comisiones. Primero toma una instantánea y al final la restaura. Nuestra batería de pruebas ejecuta exactamente este archivo contra un sandbox.

\`\`\`example:sandbox-liquidation.test.ts
\`\`\`

Ejecútala con vitest, con \`AURORA_URL\` (la dirección del sandbox) y \`SANDBOX_TOKEN\` en el entorno.`,
    ),
    article(
      'Tester avec Aurora',
      `Un sandbox est une plateforme complète que vos propres tests peuvent piloter : il ne contient que de l’argent de test, et son API de contrôle permet à un test de créer des clients, de scénariser le marché et d’avancer l’horloge. Utilisez-le pour tester une application, un robot ou une intégration sur votre ordinateur ou en CI.

## 1. Démarrer un sandbox
Depuis une copie de la plateforme, lancez \`npm run start:sandbox\`. Il sert \`http://localhost:3000\` avec sa propre base de données dans \`./data/sandbox\`, et chaque écran affiche un bandeau orange de sandbox.

Le jeton de l’API de contrôle se trouve dans le fichier \`data/sandbox/sandbox-token\`, sauf si vous démarrez le sandbox avec votre propre \`SANDBOX_TOKEN\` (au moins 32 caractères). Envoyez-le dans l’en-tête \`X-Sandbox-Token\` de chaque appel de contrôle ; ces appels n’ont pas besoin d’AppKey.

## 2. L’API de contrôle
- \`GET /api/sandbox\` : l’état du sandbox et la liste de ses routes de contrôle
- \`POST /api/sandbox/fixtures\` : un client avec soldes, positions et ordres en un seul appel, avec un jeton de session
- \`GET /api/sandbox/clock\`, \`POST /api/sandbox/clock/advance\`, \`POST /api/sandbox/clock/set\` : l’horloge de test
- \`PUT /api/sandbox/market/:symbol/script\`, \`DELETE /api/sandbox/market/:symbol/script\`, \`GET /api/sandbox/market/scripts\` : les prix scénarisés
- \`POST /api/sandbox/snapshots\`, \`GET /api/sandbox/snapshots\`, \`POST /api/sandbox/snapshots/:id/restore\`, \`POST /api/sandbox/reset\` : les instantanés et la réinitialisation
- \`GET /api/sandbox/magic\` : les valeurs magiques

## 3. L’horloge de test
Arrêtez l’horloge avec \`{"running": false}\` : elle n’avance alors que lorsque votre test la fait avancer. Une avance vit chaque tick du temps qu’elle saute, dans l’ordre : règlements, stop-loss et take-profit, liquidations, frais de nuit et versements de minage ont lieu aux heures où ils auraient eu lieu en direct, et l’appel répond quand tout est fait. Pendant une avance, le teneur de marché de la maison renouvelle ses cotations une fois par minute simulée.

## 4. Prix scénarisés
Un scénario fixe le prix d’un produit à partir du tick suivant : un préréglage (\`flash-crash\` chute de 15 % en 10 secondes ; \`weekend-gap\`, \`flat\` et \`trend\`), un parcours de prix à des moments donnés, ou une tendance avec une volatilité. Les périodes scénarisées sont enregistrées comme telles, sans engagement, et la vérification du marché les signale comme scénarisées.

## 5. Valeurs magiques
- Un dépôt dont le montant se termine par \`.11\` est approuvé aussitôt ; un montant se terminant par \`.22\` est refusé.
- Un retrait vers l’adresse de test d’un réseau (\`GET /api/sandbox/magic\` les liste) échoue sur la chaîne, et le montant revient.
- Une certification au nom de \`Test Reject\` est refusée.
- Les adresses en \`@sandbox.test\` reçoivent le code de vérification \`000000\`.

## 6. Instantanés
Préparez vos clients une fois, prenez un instantané et restaurez-le avant chaque test au lieu de les recréer. Une restauration remet chaque solde, ordre, position et carnet d’ordres, ainsi que l’heure de l’horloge.

## 7. Le client typé
\`@aurora/sdk\` (dans \`shared/sdk\` de la copie) est un client généré à partir de la description de l’API de la plateforme : chaque chemin, paramètre et réponse est typé, API de contrôle comprise. Créez un client avec l’en-tête \`X-Sandbox-Token\` pour l’API de contrôle, et un par client avec son jeton de session.

## Un exemple complet
Ce test ouvre un achat à 50×, scénarise un krach éclair, avance l’horloge d’une minute et vérifie que la position a été liquidée et n’a pas perdu plus que sa marge et ses frais. Il prend d’abord un instantané et le restaure à la fin. Notre suite de tests exécute ce fichier tel quel contre un sandbox.

\`\`\`example:sandbox-liquidation.test.ts
\`\`\`

Lancez-le avec vitest, avec \`AURORA_URL\` (l’adresse du sandbox) et \`SANDBOX_TOKEN\` dans l’environnement.`,
    ),
    article(
      'Auroraに対するテスト',
      `サンドボックスは、ご自身のテストから操作できる完全なプラットフォームです。保有するのはテスト用の資金だけで、制御APIを使うとテストから顧客の作成、相場のスクリプト設定、時計の進行ができます。アプリ、ボット、連携機能のテストに、お手元のコンピューターやCIでご利用ください。

## 1. サンドボックスを起動する
プラットフォームのチェックアウトで \`npm run start:sandbox\` を実行します。\`./data/sandbox\` に専用のデータベースを持ち、\`http://localhost:3000\` で動作します。すべての画面にオレンジ色のサンドボックスバナーが表示されます。

制御APIのトークンは \`data/sandbox/sandbox-token\` ファイルにあります。ご自身の \`SANDBOX_TOKEN\`（32文字以上）を指定して起動した場合はそれが使われます。すべての制御呼び出しで \`X-Sandbox-Token\` ヘッダーに入れて送ってください。これらの呼び出しにAppKeyは不要です。

## 2. 制御API
- \`GET /api/sandbox\`：サンドボックスの状態と制御ルートの一覧
- \`POST /api/sandbox/fixtures\`：残高・ポジション・注文を持つ顧客を1回の呼び出しで作成し、セッショントークンを返します
- \`GET /api/sandbox/clock\`、\`POST /api/sandbox/clock/advance\`、\`POST /api/sandbox/clock/set\`：テスト時計
- \`PUT /api/sandbox/market/:symbol/script\`、\`DELETE /api/sandbox/market/:symbol/script\`、\`GET /api/sandbox/market/scripts\`：スクリプトによる価格
- \`POST /api/sandbox/snapshots\`、\`GET /api/sandbox/snapshots\`、\`POST /api/sandbox/snapshots/:id/restore\`、\`POST /api/sandbox/reset\`：スナップショットとリセット
- \`GET /api/sandbox/magic\`：マジック値

## 3. テスト時計
\`{"running": false}\` で時計を止めると、テストが進めたときだけ時間が進みます。進行では、飛ばした時間のすべてのティックを順番どおりに経過させます。決済、ストップロスとテイクプロフィット、ロスカット、オーバーナイト手数料、マイニングの支払いは、実際の稼働時と同じ時刻に実行され、すべて完了してから呼び出しが応答します。進行中、ハウスのマーケットメーカーはシミュレーション上の1分ごとに1回気配を更新します。

## 4. スクリプトによる価格
スクリプトは次のティックから商品の価格を決めます。プリセット（\`flash-crash\` は10秒で15 %下落。ほかに \`weekend-gap\`、\`flat\`、\`trend\`）、指定時刻の価格をたどる経路、またはドリフトとボラティリティを指定できます。スクリプトされた期間はコミットメントなしでスクリプトとして記録され、相場の検証でもそのように報告されます。

## 5. マジック値
- 金額が \`.11\` で終わる入金は即時に承認され、\`.22\` で終わる入金は却下されます。
- ネットワークのテスト用アドレス（\`GET /api/sandbox/magic\` に一覧があります）への出金はチェーン上で失敗し、金額は戻ります。
- 氏名 \`Test Reject\` での本人確認は却下されます。
- \`@sandbox.test\` のアドレスには確認コード \`000000\` が届きます。

## 6. スナップショット
顧客を一度準備してスナップショットを取り、テストのたびに作り直す代わりにそれを復元します。復元すると、すべての残高、注文、ポジション、板が戻り、時計の時刻も戻ります。

## 7. 型付きクライアント
\`@aurora/sdk\`（チェックアウトの \`shared/sdk\`）は、プラットフォームのAPI記述から生成されたクライアントです。すべてのパス、パラメーター、応答に型があり、制御APIも含まれます。制御API用に \`X-Sandbox-Token\` ヘッダー付きのクライアントを1つ、顧客ごとにそのセッショントークン付きのクライアントを1つずつ作成します。

## 完全な例
このテストは50倍のロングを建て、フラッシュクラッシュをスクリプトで起こし、時計を1分進めて、ポジションがロスカットされ、証拠金と手数料を超えて損失が出ていないことを確認します。最初にスナップショットを取り、最後に復元します。当社のテストスイートは、このファイルをそのままサンドボックスに対して実行しています。

\`\`\`example:sandbox-liquidation.test.ts
\`\`\`

環境変数に \`AURORA_URL\`（サンドボックスのアドレス）と \`SANDBOX_TOKEN\` を設定し、vitestで実行してください。`,
    ),
    article(
      'Aurora를 대상으로 테스트하기',
      `샌드박스는 직접 작성한 테스트로 조작할 수 있는 완전한 플랫폼입니다. 테스트용 자금만 보유하며, 제어 API를 통해 테스트에서 고객을 만들고 시세를 스크립트로 정하고 시계를 앞당길 수 있습니다. 앱, 봇, 연동 기능을 내 컴퓨터나 CI에서 테스트할 때 사용하세요.

## 1. 샌드박스 시작하기
플랫폼 체크아웃에서 \`npm run start:sandbox\`를 실행합니다. \`./data/sandbox\`에 자체 데이터베이스를 두고 \`http://localhost:3000\`에서 실행되며, 모든 화면에 주황색 샌드박스 배너가 표시됩니다.

제어 API의 토큰은 \`data/sandbox/sandbox-token\` 파일에 있습니다. 직접 정한 \`SANDBOX_TOKEN\`(32자 이상)으로 샌드박스를 시작했다면 그 값이 토큰입니다. 모든 제어 호출에서 \`X-Sandbox-Token\` 헤더로 보내세요. 이 호출에는 AppKey가 필요 없습니다.

## 2. 제어 API
- \`GET /api/sandbox\`: 샌드박스의 상태와 제어 경로 목록
- \`POST /api/sandbox/fixtures\`: 잔액, 포지션, 주문을 가진 고객을 한 번의 호출로 만들고 세션 토큰을 돌려줍니다
- \`GET /api/sandbox/clock\`, \`POST /api/sandbox/clock/advance\`, \`POST /api/sandbox/clock/set\`: 테스트 시계
- \`PUT /api/sandbox/market/:symbol/script\`, \`DELETE /api/sandbox/market/:symbol/script\`, \`GET /api/sandbox/market/scripts\`: 스크립트 가격
- \`POST /api/sandbox/snapshots\`, \`GET /api/sandbox/snapshots\`, \`POST /api/sandbox/snapshots/:id/restore\`, \`POST /api/sandbox/reset\`: 스냅샷과 초기화
- \`GET /api/sandbox/magic\`: 매직 값

## 3. 테스트 시계
\`{"running": false}\`로 시계를 멈추면 테스트가 앞당길 때만 시간이 흐릅니다. 앞당기기는 건너뛴 시간의 모든 틱을 순서대로 거칩니다. 정산, 손절과 익절, 강제 청산, 오버나이트 수수료, 마이닝 지급이 실제로 운영될 때와 같은 시각에 일어나며, 모두 끝난 뒤에 호출이 응답합니다. 앞당기는 동안 하우스 마켓 메이커는 시뮬레이션 시간 1분마다 한 번 호가를 갱신합니다.

## 4. 스크립트 가격
스크립트는 다음 틱부터 상품의 가격을 정합니다. 프리셋(\`flash-crash\`는 10초 동안 15 % 하락, 그 밖에 \`weekend-gap\`, \`flat\`, \`trend\`), 지정한 시각의 가격을 잇는 경로, 또는 추세와 변동성을 쓸 수 있습니다. 스크립트된 기간은 커밋먼트 없이 스크립트로 기록되며, 시세 검증에서도 그렇게 보고됩니다.

## 5. 매직 값
- 금액이 \`.11\`로 끝나는 입금은 즉시 승인되고, \`.22\`로 끝나는 입금은 거절됩니다.
- 네트워크의 테스트 주소(\`GET /api/sandbox/magic\`에 목록이 있습니다)로의 출금은 체인에서 실패하고 금액이 돌아옵니다.
- 이름이 \`Test Reject\`인 인증은 거절됩니다.
- \`@sandbox.test\` 주소는 인증 코드 \`000000\`을 받습니다.

## 6. 스냅샷
고객을 한 번 준비해 스냅샷을 찍고, 테스트마다 다시 만드는 대신 스냅샷을 복원하세요. 복원하면 모든 잔액, 주문, 포지션, 호가창과 시계의 시각이 되돌아갑니다.

## 7. 타입 클라이언트
\`@aurora/sdk\`(체크아웃의 \`shared/sdk\`)는 플랫폼의 API 명세로부터 생성된 클라이언트입니다. 모든 경로, 매개변수, 응답에 타입이 있으며 제어 API도 포함됩니다. 제어 API용으로 \`X-Sandbox-Token\` 헤더를 넣은 클라이언트를 하나, 고객마다 그 세션 토큰을 넣은 클라이언트를 하나씩 만드세요.

## 완전한 예제
이 테스트는 50배 롱 포지션을 열고, 플래시 크래시를 스크립트로 일으키고, 시계를 1분 앞당긴 뒤, 포지션이 강제 청산되었고 증거금과 수수료보다 많이 잃지 않았는지 확인합니다. 먼저 스냅샷을 찍고 마지막에 복원합니다. 저희 테스트 스위트는 바로 이 파일을 샌드박스를 대상으로 실행합니다.

\`\`\`example:sandbox-liquidation.test.ts
\`\`\`

환경 변수에 \`AURORA_URL\`(샌드박스 주소)과 \`SANDBOX_TOKEN\`을 설정하고 vitest로 실행하세요.`,
    ),
    article(
      'การทดสอบกับ Aurora',
      `แซนด์บ็อกซ์คือแพลตฟอร์มที่สมบูรณ์ซึ่งการทดสอบของคุณเองควบคุมได้ โดยมีเพียงเงินทดสอบ และ API ควบคุมของแซนด์บ็อกซ์ช่วยให้การทดสอบสร้างลูกค้า กำหนดสคริปต์ราคาตลาด และเลื่อนนาฬิกาได้ ใช้ทดสอบแอป บอต หรือระบบที่เชื่อมต่อ บนคอมพิวเตอร์ของคุณหรือใน CI

## 1. เริ่มแซนด์บ็อกซ์
ในสำเนาโค้ดของแพลตฟอร์ม ให้รัน \`npm run start:sandbox\` ระบบจะให้บริการที่ \`http://localhost:3000\` โดยมีฐานข้อมูลของตัวเองใน \`./data/sandbox\` และทุกหน้าจอจะแสดงแถบแซนด์บ็อกซ์สีส้ม

โทเค็นของ API ควบคุมอยู่ในไฟล์ \`data/sandbox/sandbox-token\` เว้นแต่คุณเริ่มแซนด์บ็อกซ์ด้วย \`SANDBOX_TOKEN\` ของคุณเอง (อย่างน้อย 32 ตัวอักษร) ส่งโทเค็นในเฮดเดอร์ \`X-Sandbox-Token\` ทุกครั้งที่เรียก API ควบคุม การเรียกเหล่านี้ไม่ต้องใช้ AppKey

## 2. API ควบคุม
- \`GET /api/sandbox\`: สถานะของแซนด์บ็อกซ์และรายการเส้นทางควบคุม
- \`POST /api/sandbox/fixtures\`: สร้างลูกค้าพร้อมยอดเงิน โพซิชัน และคำสั่งซื้อขายในการเรียกครั้งเดียว พร้อมโทเค็นเซสชัน
- \`GET /api/sandbox/clock\`, \`POST /api/sandbox/clock/advance\`, \`POST /api/sandbox/clock/set\`: นาฬิกาทดสอบ
- \`PUT /api/sandbox/market/:symbol/script\`, \`DELETE /api/sandbox/market/:symbol/script\`, \`GET /api/sandbox/market/scripts\`: ราคาตามสคริปต์
- \`POST /api/sandbox/snapshots\`, \`GET /api/sandbox/snapshots\`, \`POST /api/sandbox/snapshots/:id/restore\`, \`POST /api/sandbox/reset\`: สแนปช็อตและการรีเซ็ต
- \`GET /api/sandbox/magic\`: ค่ามหัศจรรย์

## 3. นาฬิกาทดสอบ
หยุดนาฬิกาด้วย \`{"running": false}\` แล้วนาฬิกาจะเดินเฉพาะเมื่อการทดสอบของคุณเลื่อนมัน การเลื่อนจะผ่านทุกติกของช่วงเวลาที่ข้ามไปตามลำดับ การชำระราคา stop-loss และ take-profit การบังคับปิดโพซิชัน ค่าธรรมเนียมข้ามคืน และการจ่ายผลตอบแทนการขุด จะเกิดขึ้นในเวลาเดียวกับที่จะเกิดขึ้นจริง และการเรียกจะตอบกลับเมื่อทุกอย่างเสร็จสิ้น ระหว่างการเลื่อน ผู้สร้างสภาพคล่องของระบบจะปรับราคาเสนอหนึ่งครั้งต่อหนึ่งนาทีจำลอง

## 4. ราคาตามสคริปต์
สคริปต์กำหนดราคาของสินค้าตั้งแต่ติกถัดไป ได้แก่ ค่าที่ตั้งไว้ล่วงหน้า (\`flash-crash\` ร่วงลง 15 % ใน 10 วินาที นอกจากนี้มี \`weekend-gap\`, \`flat\` และ \`trend\`) เส้นทางราคา ณ เวลาที่กำหนด หรือแนวโน้มพร้อมความผันผวน ช่วงเวลาที่ใช้สคริปต์จะถูกบันทึกว่าเป็นสคริปต์ โดยไม่มีคำมั่น (commitment) และการตรวจสอบตลาดจะรายงานตามนั้น

## 5. ค่ามหัศจรรย์
- การฝากเงินที่จำนวนลงท้ายด้วย \`.11\` จะได้รับอนุมัติทันที ส่วนที่ลงท้ายด้วย \`.22\` จะถูกปฏิเสธ
- การถอนไปยังที่อยู่ทดสอบของเครือข่าย (ดูรายการได้ที่ \`GET /api/sandbox/magic\`) จะล้มเหลวบนเชน และจำนวนเงินจะคืนกลับ
- การยืนยันตัวตนด้วยชื่อ \`Test Reject\` จะถูกปฏิเสธ
- ที่อยู่ที่ \`@sandbox.test\` จะได้รับรหัสยืนยัน \`000000\`

## 6. สแนปช็อต
เตรียมลูกค้าของคุณครั้งเดียว ถ่ายสแนปช็อต แล้วกู้คืนก่อนการทดสอบแต่ละครั้งแทนการสร้างใหม่ การกู้คืนจะคืนยอดเงิน คำสั่ง โพซิชัน และสมุดคำสั่งทุกรายการ รวมถึงเวลาของนาฬิกา

## 7. ไคลเอนต์แบบมีชนิดข้อมูล
\`@aurora/sdk\` (อยู่ที่ \`shared/sdk\` ในสำเนาโค้ด) คือไคลเอนต์ที่สร้างจากคำอธิบาย API ของแพลตฟอร์ม ทุกเส้นทาง พารามิเตอร์ และคำตอบมีชนิดข้อมูลกำกับ รวมถึง API ควบคุมด้วย สร้างไคลเอนต์หนึ่งตัวพร้อมเฮดเดอร์ \`X-Sandbox-Token\` สำหรับ API ควบคุม และอีกหนึ่งตัวต่อลูกค้าแต่ละรายพร้อมโทเค็นเซสชันของลูกค้า

## ตัวอย่างที่สมบูรณ์
การทดสอบนี้เปิดโพซิชันซื้อ 50× สร้างสคริปต์ราคาร่วงฉับพลัน เลื่อนนาฬิกาไปหนึ่งนาที แล้วตรวจว่าโพซิชันถูกบังคับปิดและขาดทุนไม่เกินมาร์จินและค่าธรรมเนียม โดยถ่ายสแนปช็อตก่อนและกู้คืนเมื่อจบ ชุดทดสอบของเรารันไฟล์นี้ตามนี้ทุกประการกับแซนด์บ็อกซ์

\`\`\`example:sandbox-liquidation.test.ts
\`\`\`

รันด้วย vitest โดยตั้งค่า \`AURORA_URL\` (ที่อยู่ของแซนด์บ็อกซ์) และ \`SANDBOX_TOKEN\` ไว้ในสภาพแวดล้อม`,
    ),
    article(
      'Тестування з Aurora',
      `Пісочниця — це повноцінна платформа, якою можуть керувати ваші власні тести: у ній лише тестові гроші, а її API керування дає тесту змогу створювати клієнтів, задавати сценарій ринку й переводити годинник. Тестуйте з нею застосунок, бота чи інтеграцію на своєму комп’ютері або в CI.

## 1. Запустіть пісочницю
У копії платформи виконайте \`npm run start:sandbox\`. Вона працює на \`http://localhost:3000\` з власною базою даних у \`./data/sandbox\`, і на кожному екрані видно помаранчевий банер пісочниці.

Токен API керування лежить у файлі \`data/sandbox/sandbox-token\`, якщо ви не запустили пісочницю з власним \`SANDBOX_TOKEN\` (щонайменше 32 символи). Надсилайте його в заголовку \`X-Sandbox-Token\` кожного виклику керування; цим викликам AppKey не потрібен.

## 2. API керування
- \`GET /api/sandbox\`: стан пісочниці та список її маршрутів керування
- \`POST /api/sandbox/fixtures\`: клієнт із балансами, позиціями й ордерами одним викликом, разом із токеном сесії
- \`GET /api/sandbox/clock\`, \`POST /api/sandbox/clock/advance\`, \`POST /api/sandbox/clock/set\`: тестовий годинник
- \`PUT /api/sandbox/market/:symbol/script\`, \`DELETE /api/sandbox/market/:symbol/script\`, \`GET /api/sandbox/market/scripts\`: ціни за сценарієм
- \`POST /api/sandbox/snapshots\`, \`GET /api/sandbox/snapshots\`, \`POST /api/sandbox/snapshots/:id/restore\`, \`POST /api/sandbox/reset\`: знімки та скидання
- \`GET /api/sandbox/magic\`: магічні значення

## 3. Тестовий годинник
Зупиніть годинник за допомогою \`{"running": false}\`: тоді він рухається лише тоді, коли його переводить ваш тест. Переведення проживає кожен тік пропущеного часу по черзі: розрахунки, стоп-лос і тейк-профіт, ліквідації, нічні комісії та виплати з майнінгу відбуваються в той час, коли відбулися б наживо, а виклик відповідає, коли все виконано. Під час переведення маркетмейкер платформи оновлює котирування раз на змодельовану хвилину.

## 4. Ціни за сценарієм
Сценарій задає ціну продукту з наступного тіку: готовий шаблон (\`flash-crash\` падає на 15 % за 10 секунд; також \`weekend-gap\`, \`flat\` і \`trend\`), шлях цін у задані моменти або тренд із волатильністю. Періоди за сценарієм записуються як сценарні, без зобов’язання (commitment), і перевірка ринку так їх і показує.

## 5. Магічні значення
- Депозит, сума якого закінчується на \`.11\`, схвалюється одразу; той, що закінчується на \`.22\`, відхиляється.
- Виведення на тестову адресу мережі (їх перелічує \`GET /api/sandbox/magic\`) не вдається в блокчейні, і сума повертається.
- Сертифікацію з ім’ям \`Test Reject\` відхиляють.
- Адреси на \`@sandbox.test\` отримують код підтвердження \`000000\`.

## 6. Знімки
Підготуйте клієнтів один раз, зробіть знімок і відновлюйте його перед кожним тестом, замість створювати їх наново. Відновлення повертає кожен баланс, ордер, позицію й біржову книгу, а також час годинника.

## 7. Типізований клієнт
\`@aurora/sdk\` (у \`shared/sdk\` копії) — клієнт, згенерований з опису API платформи: кожен шлях, параметр і відповідь типізовані, API керування також. Створіть один клієнт із заголовком \`X-Sandbox-Token\` для API керування та по одному на кожного клієнта з його токеном сесії.

## Повний приклад
Цей тест відкриває довгу позицію з плечем 50×, задає сценарій раптового обвалу, переводить годинник на хвилину й перевіряє, що позицію ліквідовано і вона втратила не більше за свою маржу та комісії. Спочатку він робить знімок, а наприкінці відновлює його. Наш набір тестів запускає саме цей файл на пісочниці.

\`\`\`example:sandbox-liquidation.test.ts
\`\`\`

Запускайте його через vitest, задавши в середовищі \`AURORA_URL\` (адресу пісочниці) і \`SANDBOX_TOKEN\`.`,
    ),
    article(
      'Kiểm thử với Aurora',
      `Sandbox là một nền tảng hoàn chỉnh mà các bài kiểm thử của bạn có thể điều khiển: nó chỉ chứa tiền thử nghiệm, và API điều khiển của nó cho phép bài kiểm thử tạo khách hàng, viết kịch bản cho thị trường và tua đồng hồ. Hãy dùng nó để kiểm thử ứng dụng, bot hoặc tích hợp trên máy của bạn hoặc trong CI.

## 1. Khởi động sandbox
Trong bản sao mã của nền tảng, chạy \`npm run start:sandbox\`. Nó phục vụ tại \`http://localhost:3000\` với cơ sở dữ liệu riêng trong \`./data/sandbox\`, và mọi màn hình đều hiện biểu ngữ sandbox màu cam.

Token của API điều khiển nằm trong tệp \`data/sandbox/sandbox-token\`, trừ khi bạn khởi động sandbox với \`SANDBOX_TOKEN\` của riêng mình (ít nhất 32 ký tự). Gửi nó trong header \`X-Sandbox-Token\` của mọi lệnh gọi điều khiển; các lệnh gọi này không cần AppKey.

## 2. API điều khiển
- \`GET /api/sandbox\`: trạng thái của sandbox và danh sách các route điều khiển
- \`POST /api/sandbox/fixtures\`: một khách hàng có số dư, vị thế và lệnh trong một lần gọi, kèm token phiên
- \`GET /api/sandbox/clock\`, \`POST /api/sandbox/clock/advance\`, \`POST /api/sandbox/clock/set\`: đồng hồ kiểm thử
- \`PUT /api/sandbox/market/:symbol/script\`, \`DELETE /api/sandbox/market/:symbol/script\`, \`GET /api/sandbox/market/scripts\`: giá theo kịch bản
- \`POST /api/sandbox/snapshots\`, \`GET /api/sandbox/snapshots\`, \`POST /api/sandbox/snapshots/:id/restore\`, \`POST /api/sandbox/reset\`: ảnh chụp và đặt lại
- \`GET /api/sandbox/magic\`: các giá trị đặc biệt

## 3. Đồng hồ kiểm thử
Dừng đồng hồ bằng \`{"running": false}\`: khi đó nó chỉ chạy khi bài kiểm thử của bạn tua nó. Một lần tua sống qua từng tick của khoảng thời gian được bỏ qua, theo thứ tự: thanh toán, cắt lỗ và chốt lời, thanh lý, phí qua đêm và chi trả khai thác diễn ra vào đúng thời điểm như khi chạy thật, và lệnh gọi trả lời khi mọi việc đã xong. Trong khi tua, nhà tạo lập thị trường của sàn cập nhật báo giá mỗi phút mô phỏng một lần.

## 4. Giá theo kịch bản
Kịch bản đặt giá của một sản phẩm từ tick tiếp theo: một mẫu có sẵn (\`flash-crash\` giảm 15 % trong 10 giây; ngoài ra có \`weekend-gap\`, \`flat\` và \`trend\`), một đường giá tại các thời điểm cho trước, hoặc một xu hướng kèm độ biến động. Các giai đoạn theo kịch bản được lưu là kịch bản, không có cam kết (commitment), và việc kiểm tra thị trường báo cáo chúng như vậy.

## 5. Giá trị đặc biệt
- Khoản nạp có số tiền kết thúc bằng \`.11\` được duyệt ngay; khoản kết thúc bằng \`.22\` bị từ chối.
- Lệnh rút tới địa chỉ thử nghiệm của một mạng (\`GET /api/sandbox/magic\` liệt kê chúng) thất bại trên chuỗi và số tiền được hoàn lại.
- Hồ sơ xác minh mang tên \`Test Reject\` bị từ chối.
- Địa chỉ tại \`@sandbox.test\` nhận mã xác minh \`000000\`.

## 6. Ảnh chụp
Chuẩn bị khách hàng một lần, chụp ảnh và khôi phục nó trước mỗi bài kiểm thử thay vì tạo lại. Khôi phục trả lại mọi số dư, lệnh, vị thế và sổ lệnh, cùng thời gian của đồng hồ.

## 7. Client có kiểu
\`@aurora/sdk\` (trong \`shared/sdk\` của bản sao mã) là client được sinh từ mô tả API của nền tảng: mọi đường dẫn, tham số và câu trả lời đều có kiểu, kể cả API điều khiển. Tạo một client có header \`X-Sandbox-Token\` cho API điều khiển, và mỗi khách hàng một client với token phiên của họ.

## Ví dụ hoàn chỉnh
Bài kiểm thử này mở một vị thế mua 50×, tạo kịch bản sập giá chớp nhoáng, tua đồng hồ một phút rồi kiểm tra rằng vị thế đã bị thanh lý và không mất quá ký quỹ cùng các khoản phí. Nó chụp ảnh trước và khôi phục ở cuối. Bộ kiểm thử của chúng tôi chạy đúng tệp này với một sandbox.

\`\`\`example:sandbox-liquidation.test.ts
\`\`\`

Chạy nó bằng vitest, với \`AURORA_URL\` (địa chỉ của sandbox) và \`SANDBOX_TOKEN\` trong biến môi trường.`,
    ),
    article(
      '使用 Aurora 进行测试',
      `沙盒是一个完整的平台，可由您自己的测试来驱动：其中只有测试资金，通过它的控制 API，测试可以创建客户、为行情编写脚本并拨快时钟。可用于在您的电脑或 CI 中测试应用、机器人或集成。

## 1. 启动沙盒
在平台的代码副本中运行 \`npm run start:sandbox\`。它在 \`http://localhost:3000\` 提供服务，使用 \`./data/sandbox\` 中自己的数据库，每个页面都会显示橙色的沙盒横幅。

控制 API 的令牌在文件 \`data/sandbox/sandbox-token\` 中；如果您用自己的 \`SANDBOX_TOKEN\`（至少 32 个字符）启动沙盒，则使用该值。每次控制调用都在 \`X-Sandbox-Token\` 请求头中发送它；这些调用不需要 AppKey。

## 2. 控制 API
- \`GET /api/sandbox\`：沙盒的状态及其控制路由列表
- \`POST /api/sandbox/fixtures\`：一次调用创建带余额、持仓和订单的客户，并返回会话令牌
- \`GET /api/sandbox/clock\`、\`POST /api/sandbox/clock/advance\`、\`POST /api/sandbox/clock/set\`：测试时钟
- \`PUT /api/sandbox/market/:symbol/script\`、\`DELETE /api/sandbox/market/:symbol/script\`、\`GET /api/sandbox/market/scripts\`：脚本行情
- \`POST /api/sandbox/snapshots\`、\`GET /api/sandbox/snapshots\`、\`POST /api/sandbox/snapshots/:id/restore\`、\`POST /api/sandbox/reset\`：快照与重置
- \`GET /api/sandbox/magic\`：魔法值

## 3. 测试时钟
用 \`{"running": false}\` 停止时钟后，只有测试拨快它时时间才会前进。拨快时会按顺序经历所跳过时间内的每一个报价：结算、止损和止盈、强制平仓、隔夜费和矿池收益发放都在实盘中本应发生的时刻发生，全部完成后调用才返回。拨快期间，平台做市商每个模拟分钟更新一次报价。

## 4. 脚本行情
脚本从下一个报价起设定产品的价格：预设（\`flash-crash\` 在 10 秒内下跌 15 %；另有 \`weekend-gap\`、\`flat\` 和 \`trend\`）、在指定时间经过指定价格的路径，或带波动率的趋势。脚本时段按脚本记录，不带承诺（commitment），行情校验也会如实标明。

## 5. 魔法值
- 金额以 \`.11\` 结尾的充值立即通过；以 \`.22\` 结尾的被拒绝。
- 提现到某网络的测试地址（\`GET /api/sandbox/magic\` 列出这些地址）会在链上失败，金额退回。
- 姓名为 \`Test Reject\` 的认证会被拒绝。
- \`@sandbox.test\` 的地址收到的验证码为 \`000000\`。

## 6. 快照
只需准备一次客户并拍摄快照，之后在每个测试前恢复快照，而不必重新创建。恢复会还原每一笔余额、订单、持仓和订单簿，以及时钟的时间。

## 7. 类型化客户端
\`@aurora/sdk\`（位于代码副本的 \`shared/sdk\`）是根据平台 API 描述生成的客户端：每个路径、参数和响应都有类型，控制 API 也包括在内。为控制 API 创建一个带 \`X-Sandbox-Token\` 请求头的客户端，并为每位客户创建一个带其会话令牌的客户端。

## 完整示例
这个测试开一笔 50 倍多单，用脚本制造闪崩，把时钟拨快一分钟，然后检查该持仓已被强制平仓，且亏损不超过其保证金和手续费。它先拍摄快照，最后恢复。我们的测试套件正是用这个文件对沙盒运行测试。

\`\`\`example:sandbox-liquidation.test.ts
\`\`\`

在环境变量中设置 \`AURORA_URL\`（沙盒地址）和 \`SANDBOX_TOKEN\`，用 vitest 运行它。`,
    ),
    article(
      '使用 Aurora 進行測試',
      `沙盒是一個完整的平台，可由您自己的測試來驅動：其中只有測試資金，透過它的控制 API，測試可以建立客戶、為行情編寫腳本並撥快時鐘。可用於在您的電腦或 CI 中測試應用程式、機器人或整合。

## 1. 啟動沙盒
在平台的程式碼副本中執行 \`npm run start:sandbox\`。它在 \`http://localhost:3000\` 提供服務，使用 \`./data/sandbox\` 中自己的資料庫，每個頁面都會顯示橙色的沙盒橫幅。

控制 API 的令牌在檔案 \`data/sandbox/sandbox-token\` 中；如果您用自己的 \`SANDBOX_TOKEN\`（至少 32 個字元）啟動沙盒，則使用該值。每次控制調用都在 \`X-Sandbox-Token\` 請求標頭中發送它；這些調用不需要 AppKey。

## 2. 控制 API
- \`GET /api/sandbox\`：沙盒的狀態及其控制路由列表
- \`POST /api/sandbox/fixtures\`：一次調用建立帶餘額、持倉和訂單的客戶，並返回會話令牌
- \`GET /api/sandbox/clock\`、\`POST /api/sandbox/clock/advance\`、\`POST /api/sandbox/clock/set\`：測試時鐘
- \`PUT /api/sandbox/market/:symbol/script\`、\`DELETE /api/sandbox/market/:symbol/script\`、\`GET /api/sandbox/market/scripts\`：腳本行情
- \`POST /api/sandbox/snapshots\`、\`GET /api/sandbox/snapshots\`、\`POST /api/sandbox/snapshots/:id/restore\`、\`POST /api/sandbox/reset\`：快照與重設
- \`GET /api/sandbox/magic\`：魔法值

## 3. 測試時鐘
用 \`{"running": false}\` 停止時鐘後，只有測試撥快它時時間才會前進。撥快時會按順序經歷所跳過時間內的每一個報價：結算、止損和止盈、強制平倉、隔夜費和礦池收益發放都在實盤中本應發生的時刻發生，全部完成後調用才返回。撥快期間，平台做市商每個模擬分鐘更新一次報價。

## 4. 腳本行情
腳本從下一個報價起設定產品的價格：預設（\`flash-crash\` 在 10 秒內下跌 15 %；另有 \`weekend-gap\`、\`flat\` 和 \`trend\`）、在指定時間經過指定價格的路徑，或帶波動率的趨勢。腳本時段按腳本記錄，不帶承諾（commitment），行情校驗也會如實標明。

## 5. 魔法值
- 金額以 \`.11\` 結尾的充值立即通過；以 \`.22\` 結尾的被拒絕。
- 提現到某網絡的測試地址（\`GET /api/sandbox/magic\` 列出這些地址）會在鏈上失敗，金額退回。
- 姓名為 \`Test Reject\` 的認證會被拒絕。
- \`@sandbox.test\` 的地址收到的驗證碼為 \`000000\`。

## 6. 快照
只需準備一次客戶並拍攝快照，之後在每個測試前恢復快照，而不必重新建立。恢復會還原每一筆餘額、訂單、持倉和訂單簿，以及時鐘的時間。

## 7. 類型化客戶端
\`@aurora/sdk\`（位於程式碼副本的 \`shared/sdk\`）是根據平台 API 描述生成的客戶端：每個路徑、參數和回應都有類型，控制 API 也包括在內。為控制 API 建立一個帶 \`X-Sandbox-Token\` 請求標頭的客戶端，並為每位客戶建立一個帶其會話令牌的客戶端。

## 完整示例
這個測試開一筆 50 倍多單，用腳本製造閃崩，把時鐘撥快一分鐘，然後檢查該持倉已被強制平倉，且虧損不超過其保證金和手續費。它先拍攝快照，最後恢復。我們的測試套件正是用這個檔案對沙盒執行測試。

\`\`\`example:sandbox-liquidation.test.ts
\`\`\`

在環境變數中設定 \`AURORA_URL\`（沙盒地址）和 \`SANDBOX_TOKEN\`，用 vitest 執行它。`,
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
