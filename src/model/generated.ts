/* Generated from schema/ by `npm run gen:types`. Do not edit by hand. */

/**
 * Tối đa ba nút bấm.
 *
 * @maxItems 3
 */
export type Buttons = Button[];
/**
 * Một section; trường 'type' chọn loại section.
 */
export type Section =
  | ArticleSection
  | ChatMockupSection
  | ContactInfoSection
  | ContentLibrarySection
  | CtaSection
  | DeviceShowcaseSection
  | DomainCheckerSection
  | DomainPricesSection
  | EntryHeaderSection
  | FaqSection
  | FeatureGridSection
  | HeroSection
  | LeadFormSection
  | LogoStripSection
  | PageListSection
  | PlanGridSection
  | ProcessSection
  | SampleGallerySection
  | SearchResultsSection
  | ServiceDetailSection
  | ServiceGridSection
  | StatsSection
  | TabsSection
  | TeamSection
  | TemplateChoiceSection
  | TemplateGallerySection
  | TestimonialsSection
  | TimelineSection
  | ZnsEstimatorSection;
/**
 * Một khối nội dung: tiêu đề mục, đoạn văn, danh sách hoặc trích dẫn.
 */
export type ArticleBlock = ArticleHeading | ArticleParagraph | ArticleList | ArticleQuote;

export interface ContentSchemas {
  Image?: Image;
  Button?: Button;
  Buttons?: Buttons;
  Plan?: Plan;
  FaqItem?: FaqItem;
  Testimonial?: Testimonial;
  FaqSetFile?: FaqSetFile;
  PlanSetFile?: PlanSetFile;
  ServiceFile?: ServiceFile;
  SocialPostFile?: SocialPostFile;
  TemplateFile?: TemplateFile;
  TestimonialSetFile?: TestimonialSetFile;
  PageFile?: PageFile;
  PageMeta?: PageMeta;
  Section?: Section;
  PageCard?: PageCard;
  PageKpi?: PageKpi;
  PageDemo?: PageDemo;
  PageSchedule?: PageSchedule;
  PageExperiment?: PageExperiment;
  PageExperimentVariant?: PageExperimentVariant;
  ArticleSection?: ArticleSection;
  ArticleBlock?: ArticleBlock;
  ChatMockupSection?: ChatMockupSection;
  ContactInfoSection?: ContactInfoSection;
  ContentLibrarySection?: ContentLibrarySection;
  CtaSection?: CtaSection;
  DeviceShowcaseSection?: DeviceShowcaseSection;
  DomainCheckerSection?: DomainCheckerSection;
  DomainPricesSection?: DomainPricesSection;
  EntryHeaderSection?: EntryHeaderSection;
  FaqSection?: FaqSection;
  FeatureGridSection?: FeatureGridSection;
  HeroSection?: HeroSection;
  LeadFormSection?: LeadFormSection;
  LogoStripSection?: LogoStripSection;
  PageListSection?: PageListSection;
  PlanGridSection?: PlanGridSection;
  ProcessSection?: ProcessSection;
  SampleGallerySection?: SampleGallerySection;
  SearchResultsSection?: SearchResultsSection;
  ServiceDetailSection?: ServiceDetailSection;
  ServiceGridSection?: ServiceGridSection;
  StatsSection?: StatsSection;
  TabsSection?: TabsSection;
  TabsTab?: TabsTab;
  TeamSection?: TeamSection;
  TemplateChoiceSection?: TemplateChoiceSection;
  TemplateGallerySection?: TemplateGallerySection;
  TestimonialsSection?: TestimonialsSection;
  TimelineSection?: TimelineSection;
  ZnsEstimatorSection?: ZnsEstimatorSection;
  SiteFile?: SiteFile;
  SiteLink?: SiteLink;
  SiteMenuItem?: SiteMenuItem;
}
/**
 * Ảnh cục bộ trong thư mục public/ (không dùng ảnh từ xa), có kích thước để tránh nhảy bố cục.
 */
export interface Image {
  /**
   * Đường dẫn ảnh trong public/, bắt đầu bằng '/'.
   */
  src: string;
  /**
   * Mô tả ảnh cho người dùng trình đọc màn hình; để rỗng nếu ảnh chỉ trang trí.
   */
  alt: string;
  /**
   * Chiều rộng gốc của ảnh, tính bằng điểm ảnh.
   */
  width: number;
  /**
   * Chiều cao gốc của ảnh, tính bằng điểm ảnh.
   */
  height: number;
}
/**
 * Nút bấm dạng liên kết.
 */
export interface Button {
  /**
   * Chữ trên nút.
   */
  label: string;
  /**
   * Nơi nút dẫn tới.
   */
  href: string;
  /**
   * Nút chính có nền màu nổi bật; nút phụ chỉ có viền.
   */
  variant?: "primary" | "secondary";
}
/**
 * Một gói dịch vụ với giá VND, hoặc giá dạng chữ ("Liên hệ") khi giá thỏa thuận theo từng khách hàng.
 */
export interface Plan {
  /**
   * Mã gói, duy nhất trong danh sách.
   */
  id: string;
  /**
   * Tên gói.
   */
  name: string;
  /**
   * Mô tả ngắn dưới tên gói.
   */
  description?: string;
  /**
   * Giá bằng số (đồng). Mỗi gói ghi giá bằng số hoặc giá dạng chữ, không ghi cả hai.
   */
  price?: number;
  /**
   * Giá dạng chữ: hiển thị thay cho giá bằng số khi giá được thỏa thuận theo từng khách hàng (không kèm chu kỳ); không ghi cả hai.
   */
  priceText?: string;
  /**
   * Giá gốc, hiển thị gạch ngang; phải lớn hơn giá.
   */
  originalPrice?: number;
  /**
   * Chu kỳ tính giá, hiển thị sau dấu '/'. Mặc định 'tháng'; dùng 'lần', 'dự án' hoặc 'năm' cho gói một lần hoặc theo năm.
   */
  period?: string;
  /**
   * Đánh dấu gói được chọn nhiều nhất (làm nổi bật thẻ).
   */
  popular?: boolean;
  /**
   * Nhãn nhỏ trên thẻ gói.
   */
  badge?: string;
  /**
   * Màu nhấn của thẻ gói (viền trên), ví dụ màu riêng của từng khóa học.
   */
  color?: "indigo" | "violet" | "emerald" | "blue" | "slate";
  /**
   * Danh sách tính năng của gói.
   *
   * @minItems 1
   *
   * Items: Văn bản hiển thị (tiếng Việt có dấu). Hiển thị nguyên văn, không hiểu HTML.
   */
  features: [string, ...string[]];
  cta?: Button;
  /**
   * Ghi chú dưới gói, ví dụ ưu đãi.
   */
  note?: string;
  /**
   * Thông số gói hosting.
   */
  hosting?: {
    /**
     * Dung lượng lưu trữ.
     */
    storage?: string;
    /**
     * Băng thông.
     */
    bandwidth?: string;
    /**
     * Số tên miền/website.
     */
    domains?: string;
    /**
     * Chứng chỉ SSL đi kèm.
     */
    ssl?: string;
    /**
     * Tài nguyên hiệu năng (CPU/RAM).
     */
    performance?: string;
  };
  /**
   * Thông số gói VPS.
   */
  vps?: {
    /**
     * Số lõi CPU ảo.
     */
    cpu?: string;
    /**
     * Bộ nhớ RAM.
     */
    ram?: string;
    /**
     * Dung lượng ổ đĩa.
     */
    storage?: string;
    /**
     * Băng thông.
     */
    bandwidth?: string;
    /**
     * Vị trí máy chủ.
     */
    region?: string;
  };
  /**
   * Thông số chứng chỉ SSL.
   */
  ssl?: {
    /**
     * Mức xác thực (DV/OV/EV).
     */
    validation?: string;
    /**
     * Số tên miền được bảo vệ.
     */
    domains?: string;
    /**
     * Mức bảo hiểm.
     */
    warranty?: string;
    /**
     * Thời gian cấp phát.
     */
    issuance?: string;
  };
  /**
   * Thông số gói thiết kế web.
   */
  web?: {
    /**
     * Thời gian thực hiện.
     */
    duration?: string;
    /**
     * Số trang.
     */
    pages?: string;
    /**
     * Hỗ trợ thiết bị di động.
     */
    responsive?: string;
    /**
     * Mức tối ưu SEO.
     */
    seo?: string;
    /**
     * Thời gian bảo hành, hỗ trợ sau bàn giao.
     */
    support?: string;
  };
}
/**
 * Một câu hỏi và câu trả lời.
 */
export interface FaqItem {
  /**
   * Câu hỏi.
   */
  question: string;
  /**
   * Câu trả lời; dòng trống tách đoạn.
   */
  answer: string;
}
/**
 * Một đánh giá.
 */
export interface Testimonial {
  /**
   * Tên khách hàng.
   */
  name: string;
  /**
   * Chức vụ, công ty.
   */
  position: string;
  avatar?: Image;
  /**
   * Nội dung đánh giá.
   */
  content: string;
  /**
   * Số sao từ 1 đến 5 (mặc định 5).
   */
  rating?: number;
  /**
   * Số liệu kết quả kèm theo.
   *
   * @maxItems 3
   *
   * Items: Một số liệu.
   */
  stats?: {
    /**
     * Giá trị.
     */
    value: string;
    /**
     * Nhãn.
     */
    label: string;
  }[];
}
/**
 * Một bộ câu hỏi (pages/_data/faqSets/<mã>.json) được nhiều trang tham chiếu bằng mã, ví dụ "items": "thanh-toan" trong section faq.
 */
export interface FaqSetFile {
  /**
   * Đường dẫn tương đối tới schema/data/faqSets.schema.json.
   */
  $schema?: string;
  /**
   * Tên bộ câu hỏi (chỉ để ghi chú).
   */
  title?: string;
  /**
   * Các câu hỏi trong bộ.
   *
   * @minItems 1
   */
  items: [FaqItem, ...FaqItem[]];
}
/**
 * Một bộ gói (pages/_data/planSets/<mã>.json) được nhiều trang tham chiếu bằng mã, ví dụ "plans": "seo".
 */
export interface PlanSetFile {
  /**
   * Đường dẫn tương đối tới schema/data/planSets.schema.json.
   */
  $schema?: string;
  /**
   * Tên bộ gói (chỉ để ghi chú).
   */
  title?: string;
  /**
   * Các gói trong bộ.
   *
   * @minItems 1
   */
  plans: [Plan, ...Plan[]];
}
/**
 * Một dịch vụ (pages/_data/services/<mã>.json): hiển thị trong lưới dịch vụ (serviceGrid) và trên trang chi tiết của nó (serviceDetail), viết một lần.
 */
export interface ServiceFile {
  /**
   * Đường dẫn tương đối tới schema/data/services.schema.json.
   */
  $schema?: string;
  /**
   * Tên dịch vụ.
   */
  title: string;
  /**
   * Mô tả ngắn của dịch vụ.
   */
  description: string;
  /**
   * Các điểm chính của dịch vụ.
   *
   * @minItems 1
   * @maxItems 8
   *
   * Items: Văn bản hiển thị (tiếng Việt có dấu). Hiển thị nguyên văn, không hiểu HTML.
   */
  bullets: [string, ...string[]];
  /**
   * Biểu tượng của dịch vụ.
   */
  icon?:
    | "home"
    | "services"
    | "portfolio"
    | "blog"
    | "about"
    | "contact"
    | "pricing"
    | "process"
    | "faq"
    | "seo"
    | "ads"
    | "web"
    | "content"
    | "email"
    | "zns"
    | "hosting"
    | "vps"
    | "domain"
    | "ssl"
    | "templates"
    | "maps"
    | "miniapp"
    | "library"
    | "ecosystem"
    | "phone"
    | "transparency"
    | "social"
    | "chat"
    | "video"
    | "creative"
    | "analytics"
    | "conversion";
  /**
   * Trang chi tiết của dịch vụ, ví dụ /services/ads.
   */
  href: string;
}
/**
 * Một bài đăng mẫu (pages/_data/socialPosts/<mã>.json) hiển thị trong thư viện content (section contentLibrary), được tham chiếu bằng mã, ví dụ "posts": ["ig-chien-luoc-content"].
 */
export interface SocialPostFile {
  /**
   * Đường dẫn tương đối tới schema/data/socialPosts.schema.json.
   */
  $schema?: string;
  /**
   * Mã bài đăng, trùng với tên tệp (không có .json): chữ thường không dấu, số và dấu gạch ngang.
   */
  id: string;
  /**
   * Nền tảng đăng bài, dùng cho bộ lọc nền tảng: instagram, facebook, tiktok hoặc youtube.
   */
  platform: "instagram" | "facebook" | "tiktok" | "youtube";
  /**
   * Tên nền tảng hiển thị trên thẻ.
   */
  platformName: string;
  /**
   * Tên tài khoản đăng bài.
   */
  username: string;
  avatar: Image;
  /**
   * Nội dung bài đăng (chữ thuần; xuống dòng được giữ). Ô tìm kiếm của thư viện tìm trong nội dung và hashtag.
   */
  content: string;
  /**
   * Ảnh của bài đăng, hoặc ảnh bìa nếu bài đăng là video.
   */
  media: {
    /**
     * 'image': bài đăng ảnh; 'video': bài đăng video (thẻ hiện ảnh bìa kèm nhãn Video, không phát video).
     */
    kind: "image" | "video";
    cover: Image;
  };
  /**
   * Số lượt thích (số nguyên, ví dụ 12500; thẻ hiển thị 12,5K).
   */
  likes: number;
  /**
   * Số bình luận (số nguyên).
   */
  comments: number;
  /**
   * Số lượt chia sẻ (số nguyên).
   */
  shares: number;
  /**
   * Số lượt xem (số nguyên, ví dụ 1200000; thẻ hiển thị 1,2M).
   */
  views: number;
  /**
   * Ngày đăng, dạng YYYY-MM-DD. Thẻ hiển thị ngày và khoảng thời gian đã qua (ví dụ '3 tuần trước').
   */
  date: string;
  /**
   * Hashtag của bài đăng, viết không có dấu #. Ô tìm kiếm tìm cả trong hashtag.
   *
   * @maxItems 8
   *
   * Items: Một hashtag, không có dấu # và khoảng trắng (thẻ hiển thị #ContentStrategy).
   */
  tags: string[];
  /**
   * Chiến dịch quý 1 của bài đăng, dùng cho bộ lọc chiến dịch và nhãn trên thẻ.
   */
  campaign:
    | "Content Strategy"
    | "Facebook Campaign"
    | "TikTok Strategy"
    | "YouTube Content"
    | "Platform Comparison"
    | "Client Success";
}
/**
 * Một mẫu giao diện website (pages/_data/templates/<mã>.json): hiển thị trong kho giao diện (templateGallery), có trang demo /templates/<mã> (pages/templates/<mã>.json, khai báo "demo": {"template": "<mã>"}), và tên của nó hiện trên /contact và /pricing/web khi khách chọn mẫu (?template=<mã>).
 */
export interface TemplateFile {
  /**
   * Đường dẫn tương đối tới schema/data/templates.schema.json.
   */
  $schema?: string;
  /**
   * Mã mẫu, phải trùng tên tệp (landing-saas.json → "landing-saas"). Xuất hiện trong địa chỉ /contact?template=<mã>. Chữ thường không dấu, số và dấu gạch ngang.
   */
  id: string;
  /**
   * Tên mẫu hiển thị cho khách.
   */
  name: string;
  /**
   * Danh mục: landing (Landing page), agency (Agency), ecommerce (Thương mại điện tử), education (Giáo dục), blog (Blog). Dùng cho bộ lọc 'Danh mục'.
   */
  category: "landing" | "agency" | "ecommerce" | "education" | "blog";
  /**
   * Ngành: saas (SaaS), marketing (Marketing), retail (Bán lẻ), education (Giáo dục), media (Truyền thông). Dùng cho bộ lọc 'Ngành'.
   */
  industry: "saas" | "marketing" | "retail" | "education" | "media";
  /**
   * Tông màu chủ đạo: indigo (Chàm), violet (Tím), emerald (Xanh lục bảo), blue (Xanh dương), slate (Xám đá). Dùng cho bộ lọc 'Màu'.
   */
  color: "indigo" | "violet" | "emerald" | "blue" | "slate";
  cover: Image;
  /**
   * Giá trọn gói từ (VND) để dựng website theo mẫu này, tùy chỉnh theo thương hiệu; hiện trên thẻ mẫu và khung xem trước ("Từ 4.900.000 ₫").
   */
  price: number;
  /**
   * Thẻ mô tả ngắn; ô tìm kiếm tìm trong tên mẫu và các thẻ này.
   *
   * @minItems 1
   * @maxItems 8
   *
   * Items: Văn bản hiển thị (tiếng Việt có dấu). Hiển thị nguyên văn, không hiểu HTML.
   */
  tags: [string, ...string[]];
  /**
   * Các tính năng nổi bật của mẫu, hiện trong thẻ mẫu và khung xem trước.
   *
   * @minItems 1
   * @maxItems 8
   *
   * Items: Văn bản hiển thị (tiếng Việt có dấu). Hiển thị nguyên văn, không hiểu HTML.
   */
  features: [string, ...string[]];
  /**
   * Mô tả ngắn của mẫu (tùy chọn).
   */
  description?: string;
}
/**
 * Một bộ đánh giá (pages/_data/testimonialSets/<mã>.json) được nhiều trang tham chiếu bằng mã, ví dụ "items": "khach-hang" trong section testimonials.
 */
export interface TestimonialSetFile {
  /**
   * Đường dẫn tương đối tới schema/data/testimonialSets.schema.json.
   */
  $schema?: string;
  /**
   * Tên bộ đánh giá (chỉ để ghi chú).
   */
  title?: string;
  /**
   * Các đánh giá trong bộ.
   *
   * @minItems 1
   */
  items: [Testimonial, ...Testimonial[]];
}
/**
 * Một trang của website. Đường dẫn tệp trong pages/ là địa chỉ trang: pages/index.json → /, pages/pricing/seo.json → /pricing/seo.
 */
export interface PageFile {
  /**
   * Đường dẫn tương đối tới schema/page.schema.json để trình soạn thảo gợi ý và kiểm tra.
   */
  $schema?: string;
  meta: PageMeta;
  card?: PageCard;
  demo?: PageDemo;
  schedule?: PageSchedule;
  experiment?: PageExperiment;
  /**
   * Các section của trang, hiển thị theo đúng thứ tự.
   *
   * @minItems 1
   */
  sections: [Section, ...Section[]];
}
/**
 * Thông tin cho trình duyệt, máy tìm kiếm và mạng xã hội.
 */
export interface PageMeta {
  /**
   * Tiêu đề trang (thẻ <title>), tối đa 70 ký tự.
   */
  title: string;
  /**
   * Mô tả trang cho máy tìm kiếm, 50–170 ký tự.
   */
  description: string;
  image?: Image;
  /**
   * Đường dẫn chuẩn: địa chỉ chính của nội dung này, khi khác địa chỉ của trang.
   */
  canonical?: string;
}
/**
 * Thẻ giới thiệu trang trong danh sách. Thêm một bài viết hay một dự án = thêm một tệp trang có 'card' vào thư mục của danh sách (ví dụ pages/blog/).
 */
export interface PageCard {
  /**
   * Tiêu đề hiển thị trên thẻ, cũng là tiêu đề chính ở đầu trang.
   */
  title: string;
  /**
   * Tóm tắt 1–2 câu: đoạn trích của bài viết hoặc kết quả chính của dự án. Ô tìm kiếm của danh sách tìm trong tiêu đề và tóm tắt.
   */
  summary: string;
  /**
   * Ngày đăng (bài viết) hoặc ngày hoàn thành (dự án), dạng YYYY-MM-DD. Danh sách xếp mới nhất trước.
   */
  date: string;
  /**
   * Chủ đề hoặc ngành, dùng cho bộ lọc thẻ của danh sách. Thẻ đầu tiên hiển thị nổi bật.
   *
   * @minItems 1
   * @maxItems 5
   *
   * Items: Văn bản hiển thị (tiếng Việt có dấu). Hiển thị nguyên văn, không hiểu HTML.
   */
  tags: [string, ...string[]];
  image: Image;
  /**
   * Chỉ số kết quả (dự án), ví dụ ROAS 3x.
   *
   * @minItems 1
   * @maxItems 4
   */
  kpis?: [PageKpi, ...PageKpi[]];
  /**
   * Thời gian đọc ước tính, tính bằng phút (bài viết).
   */
  readingMinutes?: number;
}
/**
 * Một chỉ số kết quả.
 */
export interface PageKpi {
  /**
   * Giá trị nổi bật.
   */
  value: string;
  /**
   * Ý nghĩa của giá trị.
   */
  label: string;
}
/**
 * Bản xem thử một mẫu giao diện (trang pages/templates/<mã mẫu>.json, địa chỉ /templates/<mã mẫu>). Thay cho đầu trang, chân trang và các nút nổi của AM Digital, trang có một thanh mảnh "Bản xem thử mẫu … · Chọn mẫu này" (tới /pricing/web?template=<mã mẫu>), đầu trang và chân trang của thương hiệu giả định, trong màu của mẫu. Mỗi mẫu phải có trang demo của nó.
 */
export interface PageDemo {
  /**
   * Mã mẫu (tên tệp trong pages/_data/templates/ không có .json): chữ thường không dấu, số và dấu gạch ngang; không phải đường dẫn; phải trùng tên tệp của trang demo.
   */
  template: TemplateFile;
  /**
   * Tên thương hiệu giả định của website mẫu, hiện ở đầu và chân trang.
   */
  brand: string;
  /**
   * Menu của website mẫu, thường là các neo trên trang ("#bang-gia").
   *
   * @maxItems 5
   */
  nav?: {
    /**
     * Chữ của mục menu.
     */
    label: string;
    /**
     * Nơi mục menu dẫn tới.
     */
    href: string;
  }[];
  /**
   * Dòng chữ ở chân trang mẫu (sau "© <thương hiệu>"), ví dụ địa chỉ giả định.
   */
  footer?: string;
}
/**
 * Lịch đăng của trang. Trước giờ đăng và sau giờ hết hạn, trang không có trên website (không có trong danh sách, sơ đồ trang).
 */
export interface PageSchedule {
  /**
   * Giờ đăng: trang xuất hiện từ thời điểm này.
   */
  publishAt?: string;
  /**
   * Giờ hết hạn: trang gỡ xuống từ thời điểm này; phải sau giờ đăng.
   */
  expiresAt?: string;
  /**
   * Trang khách được đưa tới sau giờ hết hạn (một trang của website, bắt đầu bằng '/'). Bỏ trống thì trang hết hạn không còn nữa.
   */
  redirectTo?: string;
}
/**
 * Thử nghiệm A/B của trang. Bản gốc (mã a) là trang như đã viết; mỗi phiên bản khác thay một vài section của trang. Tỉ lệ của bản gốc và các phiên bản cộng lại phải bằng 100.
 */
export interface PageExperiment {
  /**
   * Mã của thử nghiệm: chữ thường không dấu, số và dấu gạch ngang, 2–40 ký tự; không trùng với thử nghiệm của trang khác. Dùng trong cookie ab_<mã> và trong báo cáo.
   */
  id: string;
  /**
   * Tên thử nghiệm hiển thị trong trang quản trị, ví dụ “Tiêu đề ngắn hay dài”.
   */
  name: string;
  /**
   * Bản gốc (mã a): trang như đã viết.
   */
  original: {
    /**
     * Tên bản gốc trong báo cáo, ví dụ “Bản gốc”.
     */
    name: string;
    /**
     * Phần trăm khách được chia vào phiên bản này (số nguyên từ 1 đến 99); tỉ lệ của bản gốc và các phiên bản cộng lại bằng 100.
     */
    weight: number;
  };
  /**
   * Các phiên bản thử (1 đến 3), mỗi phiên bản thay một vài section của trang.
   *
   * @minItems 1
   * @maxItems 3
   */
  variants: [PageExperimentVariant, ...PageExperimentVariant[]];
}
/**
 * Một phiên bản thử: trang với các section được thay.
 */
export interface PageExperimentVariant {
  /**
   * Mã phiên bản: một chữ thường từ b đến z (a là bản gốc); không trùng trong thử nghiệm.
   */
  id: string;
  /**
   * Tên phiên bản trong báo cáo, ví dụ “Tiêu đề ngắn”.
   */
  name: string;
  /**
   * Phần trăm khách được chia vào phiên bản này (số nguyên từ 1 đến 99); tỉ lệ của bản gốc và các phiên bản cộng lại bằng 100.
   */
  weight: number;
  /**
   * Các section thay thế, mỗi section theo mã của section ở cấp trên cùng của trang mà nó thay; section thay thế giữ nguyên mã đó.
   */
  replace: {
    [k: string]: Section | undefined;
  };
}
/**
 * Nội dung bài viết dạng khối có cấu trúc (tiêu đề, đoạn văn, danh sách, trích dẫn), hiển thị nguyên văn: không dùng HTML.
 */
export interface ArticleSection {
  /**
   * Loại section.
   */
  type: "article";
  /**
   * Mã neo của section (tùy chọn).
   */
  id?: string;
  /**
   * Các khối nội dung theo thứ tự: tiêu đề, đoạn văn, danh sách hoặc trích dẫn.
   *
   * @minItems 1
   */
  blocks: [ArticleBlock, ...ArticleBlock[]];
}
/**
 * Tiêu đề mục (h2, hoặc h3 cho mục con).
 */
export interface ArticleHeading {
  /**
   * Khối tiêu đề mục.
   */
  type: "heading";
  /**
   * Chữ của tiêu đề mục.
   */
  text: string;
  /**
   * 2 cho mục chính, 3 cho mục con.
   */
  level?: 2 | 3;
}
/**
 * Một đoạn văn.
 */
export interface ArticleParagraph {
  /**
   * Khối đoạn văn.
   */
  type: "paragraph";
  /**
   * Nội dung đoạn văn (chữ thuần, xuống dòng không có tác dụng).
   */
  text: string;
}
/**
 * Danh sách gạch đầu dòng, hoặc đánh số khi bật “Đánh số các mục”.
 */
export interface ArticleList {
  /**
   * Khối danh sách.
   */
  type: "list";
  /**
   * Bật: danh sách đánh số 1, 2, 3 (các bước); tắt: danh sách dấu chấm.
   */
  ordered?: boolean;
  /**
   * Các mục của danh sách, mỗi mục là một câu.
   *
   * @minItems 1
   *
   * Items: Văn bản hiển thị (tiếng Việt có dấu). Hiển thị nguyên văn, không hiểu HTML.
   */
  items: [string, ...string[]];
}
/**
 * Trích dẫn nổi bật.
 */
export interface ArticleQuote {
  /**
   * Khối trích dẫn.
   */
  type: "quote";
  /**
   * Câu được trích dẫn.
   */
  text: string;
  /**
   * Người hoặc nguồn được trích dẫn.
   */
  cite?: string;
}
/**
 * Cột chữ bên cạnh khung điện thoại minh họa một tin ZNS (vẽ bằng HTML/CSS, không dùng ảnh). Trên điện thoại, khung minh họa nằm dưới phần chữ.
 */
export interface ChatMockupSection {
  /**
   * Loại section.
   */
  type: "chatMockup";
  /**
   * Mã neo của section (tùy chọn), ví dụ mau-tin.
   */
  id?: string;
  /**
   * Tiêu đề của cột chữ.
   */
  heading: string;
  /**
   * Đoạn mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Các ý chính, hiển thị thành danh sách có dấu tích.
   *
   * @minItems 1
   * @maxItems 8
   *
   * Items: Một ý.
   */
  points?: [string, ...string[]];
  buttons?: Buttons;
  /**
   * Nội dung trong khung điện thoại minh họa.
   */
  phone: {
    /**
     * Tên ứng dụng ở thanh trên cùng.
     */
    app: string;
    /**
     * Tên doanh nghiệp gửi tin (tài khoản OA); chữ cái đầu hiện trong ảnh đại diện.
     */
    sender: string;
    /**
     * Dòng nhỏ dưới tên người gửi, có dấu tích xác thực.
     */
    senderNote?: string;
    /**
     * Giờ trên thanh trạng thái, dạng HH:MM.
     */
    time?: string;
    /**
     * Tin ZNS trong khung chat.
     */
    message: {
      /**
       * Tiêu đề tin.
       */
      title: string;
      /**
       * Nội dung tin.
       */
      text: string;
      /**
       * Các dòng thông tin (nhãn bên trái, giá trị bên phải).
       *
       * @minItems 1
       * @maxItems 6
       *
       * Items: Một dòng thông tin.
       */
      details?: [
        {
          /**
           * Nhãn.
           */
          label: string;
          /**
           * Giá trị (văn bản, hiển thị nguyên văn).
           */
          value: string;
        },
        ...{
          /**
           * Nhãn.
           */
          label: string;
          /**
           * Giá trị (văn bản, hiển thị nguyên văn).
           */
          value: string;
        }[]
      ];
      /**
       * Chữ trên nút minh họa cuối tin (chỉ để xem, không bấm được).
       */
      action?: string;
    };
  };
}
/**
 * Thông tin liên hệ của công ty (email, hotline, chat, văn phòng), lấy từ cài đặt chung của website nên luôn thống nhất với chân trang.
 */
export interface ContactInfoSection {
  /**
   * Loại section.
   */
  type: "contactInfo";
  /**
   * Mã neo của section (tùy chọn).
   */
  id?: string;
  /**
   * Tiêu đề (mặc định 'Thông tin liên hệ').
   */
  heading?: string;
  /**
   * Mô tả dưới tiêu đề.
   */
  description?: string;
}
/**
 * Thư viện content mạng xã hội: thanh lọc dính (nền tảng, chiến dịch, ô tìm kiếm; lựa chọn được giữ trong địa chỉ trang để gửi cho người khác) và lưới bài đăng dùng chung. Không bật JavaScript vẫn đọc được mọi bài đăng.
 */
export interface ContentLibrarySection {
  /**
   * Loại section.
   */
  type: "contentLibrary";
  /**
   * Mã neo của section (tùy chọn), ví dụ thu-vien.
   */
  id?: string;
  /**
   * Tiêu đề section (tùy chọn, thẻ h2).
   */
  heading?: string;
  /**
   * Mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Mã các bài đăng theo thứ tự hiển thị (tên tệp trong pages/_data/socialPosts/ không có .json).
   *
   * @minItems 1
   * @maxItems 60
   */
  posts: SocialPostFile[];
  /**
   * Thông báo khi không bài đăng nào khớp bộ lọc.
   */
  emptyTitle: string;
  /**
   * Gợi ý dưới thông báo trống.
   */
  emptyHint: string;
}
/**
 * Lời kêu gọi hành động cuối trang với các nút và tùy chọn nút gọi hotline.
 */
export interface CtaSection {
  /**
   * Loại section.
   */
  type: "cta";
  /**
   * Mã neo của section (tùy chọn), ví dụ bang-gia cho liên kết /trang#bang-gia.
   */
  id?: string;
  /**
   * Tiêu đề.
   */
  heading: string;
  /**
   * Đoạn mô tả.
   */
  text?: string;
  buttons?: Buttons;
  /**
   * Thêm nút gọi hotline (số lấy từ pages/_site.json, liên kết tel:).
   */
  showHotline?: boolean;
}
/**
 * Website đã làm, trong khung máy tính xách tay và điện thoại vẽ bằng CSS: ảnh toàn trang trong màn hình máy tính (cuộn hết trang khi rê chuột hoặc khi nút của mục được focus, trừ khi người xem tắt chuyển động), màn hình đầu tiên trên điện thoại, nhãn, tên, mô tả và một nút. Ảnh của các mẫu giao diện do `npm run template-shots` chụp (/images/templates/<mã>.webp và <mã>-phone.webp).
 */
export interface DeviceShowcaseSection {
  /**
   * Loại section.
   */
  type: "deviceShowcase";
  /**
   * Mã neo của section (tùy chọn), ví dụ du-an.
   */
  id?: string;
  /**
   * Tiêu đề section.
   */
  heading?: string;
  /**
   * Mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Các website, theo thứ tự hiển thị.
   *
   * @minItems 1
   * @maxItems 6
   */
  items: [DeviceShowcaseItem, ...DeviceShowcaseItem[]];
}
/**
 * Một website.
 */
export interface DeviceShowcaseItem {
  /**
   * Nhãn nhỏ phía trên tên: ngành hoặc loại website.
   */
  label?: string;
  /**
   * Tên website hoặc dự án.
   */
  title: string;
  /**
   * Một hai câu về website.
   */
  description?: string;
  desktop: Image;
  phone?: Image;
  link?: Button;
}
/**
 * Công cụ kiểm tra tên miền: ô nhập tên, chọn đuôi (danh sách và giá lấy từ 'domainExtensions' trong pages/_site.json) và nút kiểm tra. Máy chủ của website kiểm tra với nhà đăng ký; khóa API không bao giờ nằm trong trình duyệt.
 */
export interface DomainCheckerSection {
  /**
   * Loại section.
   */
  type: "domainChecker";
  /**
   * Mã neo của section (tùy chọn), ví dụ kiem-tra.
   */
  id?: string;
  /**
   * Tiêu đề: là tiêu đề chính của trang khi “Cấp tiêu đề” là 1 (section mở đầu trang), nếu không là tiêu đề của mục.
   */
  heading?: string;
  /**
   * 1 khi công cụ là phần mở đầu của trang.
   */
  headingLevel?: 1 | 2;
  /**
   * Mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Chữ trên công cụ và các thông báo kết quả.
   */
  labels: {
    /**
     * Nhãn ô nhập tên miền.
     */
    name: string;
    /**
     * Gợi ý trong ô nhập khi còn trống.
     */
    placeholder?: string;
    /**
     * Nhãn ô chọn đuôi tên miền.
     */
    extension: string;
    /**
     * Chữ trên nút kiểm tra.
     */
    submit: string;
    /**
     * Chữ hiển thị trong lúc kiểm tra.
     */
    checking?: string;
    /**
     * Thông báo khi tên miền còn trống.
     */
    available: string;
    /**
     * Thông báo khi tên miền đã có người đăng ký.
     */
    taken: string;
    /**
     * Thông báo khi không kiểm tra được (mất mạng, lỗi máy chủ).
     */
    error: string;
    /**
     * Đơn vị sau giá của tên miền còn trống.
     */
    perYear: string;
  };
  buttons?: Buttons;
}
/**
 * Bảng giá tên miền: mỗi đuôi tên miền trong cài đặt chung của website với giá đăng ký và gia hạn mỗi năm, đuôi phổ biến được làm nổi bật.
 */
export interface DomainPricesSection {
  /**
   * Loại section.
   */
  type: "domainPrices";
  /**
   * Mã neo của section (tùy chọn), ví dụ bang-gia.
   */
  id?: string;
  /**
   * Tiêu đề bảng giá.
   */
  heading?: string;
  /**
   * Mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Tiêu đề các cột của bảng.
   */
  columns: {
    /**
     * Cột đuôi tên miền.
     */
    extension: string;
    /**
     * Cột giá đăng ký năm đầu.
     */
    register: string;
    /**
     * Cột giá gia hạn mỗi năm.
     */
    renew: string;
  };
  /**
   * Nhãn cạnh đuôi phổ biến.
   */
  popularLabel?: string;
  /**
   * Ghi chú dưới bảng (ví dụ: giá chưa gồm VAT).
   */
  footnote?: string;
}
/**
 * Phần mở đầu trang bài viết hoặc dự án: hiển thị thẻ của chính trang (nhãn, tiêu đề chính, ngày, tóm tắt, chỉ số, ảnh bìa), nhập ở Cài đặt trang. Trang dùng section này phải có thẻ của trang.
 */
export interface EntryHeaderSection {
  /**
   * Loại section.
   */
  type: "entryHeader";
  /**
   * Mã neo của section (tùy chọn).
   */
  id?: string;
  /**
   * Liên kết quay lại danh sách, hiển thị phía trên tiêu đề.
   */
  back?: {
    /**
     * Chữ của liên kết.
     */
    label: string;
    /**
     * Trang danh sách, ví dụ /blog.
     */
    href: string;
  };
}
/**
 * Câu hỏi thường gặp, hiển thị dạng accordion (mở/đóng từng câu).
 */
export interface FaqSection {
  /**
   * Loại section.
   */
  type: "faq";
  /**
   * Mã neo của section (tùy chọn), ví dụ bang-gia cho liên kết /trang#bang-gia.
   */
  id?: string;
  /**
   * Tiêu đề.
   */
  heading?: string;
  /**
   * Mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Các cặp câu hỏi – trả lời viết ngay tại đây, hoặc một bộ câu hỏi dùng chung chọn trong danh sách.
   */
  items: FaqItem[];
}
/**
 * Lưới thẻ: điểm nổi bật, lợi ích, giá trị cốt lõi, dịch vụ… Mỗi thẻ có biểu tượng, tiêu đề, mô tả và liên kết tùy chọn.
 */
export interface FeatureGridSection {
  /**
   * Loại section.
   */
  type: "featureGrid";
  /**
   * Mã neo của section (tùy chọn), ví dụ bang-gia cho liên kết /trang#bang-gia.
   */
  id?: string;
  /**
   * Tiêu đề section.
   */
  heading?: string;
  /**
   * Mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Cách trình bày: "cards" (mặc định) = lưới thẻ có viền; "list" = danh sách gọn, biểu tượng bên trái, không viền; "rows" = mỗi ý một hàng rộng, biểu tượng lớn lần lượt bên trái rồi bên phải.
   */
  layout?: "cards" | "list" | "rows";
  /**
   * Số cột trên màn hình lớn (điện thoại luôn 1 cột). Mặc định: 4 nếu có 4 hoặc 8 thẻ, 2 nếu có 2, còn lại 3.
   */
  columns?: 2 | 3 | 4;
  /**
   * Các thẻ.
   *
   * @minItems 1
   * @maxItems 12
   *
   * Items: Một thẻ.
   */
  items: [
    {
      /**
       * Biểu tượng của thẻ (tùy chọn).
       */
      icon?:
        | "home"
        | "services"
        | "portfolio"
        | "blog"
        | "about"
        | "contact"
        | "pricing"
        | "process"
        | "faq"
        | "seo"
        | "ads"
        | "web"
        | "content"
        | "email"
        | "zns"
        | "hosting"
        | "vps"
        | "domain"
        | "ssl"
        | "templates"
        | "maps"
        | "miniapp"
        | "library"
        | "ecosystem"
        | "phone"
        | "transparency"
        | "social"
        | "chat"
        | "video"
        | "creative"
        | "analytics"
        | "conversion";
      /**
       * Tiêu đề thẻ.
       */
      title: string;
      /**
       * Nội dung thẻ.
       */
      description: string;
      /**
       * Danh sách ý ngắn dưới nội dung thẻ (có dấu tích), ví dụ các tính năng của một phân hệ.
       *
       * @minItems 1
       * @maxItems 8
       *
       * Items: Một ý.
       */
      features?: [string, ...string[]];
      /**
       * Màu nhấn của biểu tượng thẻ (tùy chọn).
       */
      color?: "indigo" | "violet" | "emerald" | "blue" | "slate";
      link?: Button;
    },
    ...{
      /**
       * Biểu tượng của thẻ (tùy chọn).
       */
      icon?:
        | "home"
        | "services"
        | "portfolio"
        | "blog"
        | "about"
        | "contact"
        | "pricing"
        | "process"
        | "faq"
        | "seo"
        | "ads"
        | "web"
        | "content"
        | "email"
        | "zns"
        | "hosting"
        | "vps"
        | "domain"
        | "ssl"
        | "templates"
        | "maps"
        | "miniapp"
        | "library"
        | "ecosystem"
        | "phone"
        | "transparency"
        | "social"
        | "chat"
        | "video"
        | "creative"
        | "analytics"
        | "conversion";
      /**
       * Tiêu đề thẻ.
       */
      title: string;
      /**
       * Nội dung thẻ.
       */
      description: string;
      /**
       * Danh sách ý ngắn dưới nội dung thẻ (có dấu tích), ví dụ các tính năng của một phân hệ.
       *
       * @minItems 1
       * @maxItems 8
       *
       * Items: Một ý.
       */
      features?: [string, ...string[]];
      /**
       * Màu nhấn của biểu tượng thẻ (tùy chọn).
       */
      color?: "indigo" | "violet" | "emerald" | "blue" | "slate";
      link?: Button;
    }[]
  ];
}
/**
 * Phần mở đầu trang: tiêu đề lớn, mô tả, nút hành động và ảnh minh họa.
 */
export interface HeroSection {
  /**
   * Loại section.
   */
  type: "hero";
  /**
   * Mã neo của section (tùy chọn), ví dụ bang-gia cho liên kết /trang#bang-gia.
   */
  id?: string;
  /**
   * Dòng chữ nhỏ phía trên tiêu đề.
   */
  eyebrow?: string;
  /**
   * Cách trình bày: "split" (mặc định) = chữ bên trái, ảnh bên phải trên màn hình rộng (không có ảnh thì căn giữa); "centered" = chữ căn giữa, ảnh (nếu có) bên dưới; "start" = chữ căn trái trong một cột vừa đọc, ảnh (nếu có) bên phải.
   */
  layout?: "split" | "centered" | "start";
  /**
   * Tiêu đề chính của trang (thẻ h1).
   */
  title: string;
  /**
   * Đoạn mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Các điểm nổi bật ngắn, hiển thị kèm dấu tích.
   *
   * @maxItems 6
   *
   * Items: Văn bản hiển thị (tiếng Việt có dấu). Hiển thị nguyên văn, không hiểu HTML.
   */
  highlights?: string[];
  buttons?: Buttons;
  image?: Image;
}
/**
 * Biểu mẫu đăng ký tư vấn: họ tên, email, số điện thoại, dịch vụ quan tâm, nhu cầu. Kiểm tra dữ liệu ngay trên trình duyệt rồi gửi về máy chủ của website (POST /api/leads), nơi yêu cầu được lưu lại; gửi lỗi thì giữ nguyên thông tin đã nhập và cho thử lại.
 */
export interface LeadFormSection {
  /**
   * Loại section.
   */
  type: "leadForm";
  /**
   * Mã neo của section (tùy chọn), ví dụ dang-ky.
   */
  id?: string;
  /**
   * Tiêu đề biểu mẫu.
   */
  heading: string;
  /**
   * Mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Các lựa chọn của ô 'Dịch vụ quan tâm'.
   *
   * @minItems 1
   * @maxItems 10
   *
   * Items: Văn bản hiển thị (tiếng Việt có dấu). Hiển thị nguyên văn, không hiểu HTML.
   */
  services: [string, ...string[]];
  /**
   * Chữ trên nút gửi (mặc định 'Gửi yêu cầu').
   */
  submitLabel?: string;
  /**
   * Phần đầu câu đồng ý dưới nút gửi; trang tự nối thêm liên kết "điều khoản sử dụng và chính sách bảo mật của chúng tôi." (trang /dieu-khoan-su-dung và /chinh-sach-bao-mat).
   */
  consent?: string;
  /**
   * Lời cảm ơn hiện ra khi yêu cầu đã được lưu (mặc định 'Cảm ơn bạn! Chúng tôi đã nhận được yêu cầu.'); sau lời cảm ơn, biểu mẫu luôn nói ai sẽ gọi lại, khi nào, bước tiếp theo và hotline.
   */
  successText?: string;
  /**
   * Mẫu giao diện khách đã chọn: khi khách đến từ nút chọn mẫu trong kho giao diện và mẫu đó có trong danh sách mẫu được nhận, ghi tên mẫu phía trên biểu mẫu, chọn sẵn dịch vụ và ghi mẫu vào yêu cầu.
   */
  template?: {
    /**
     * Chữ đứng trước tên mẫu.
     */
    label: string;
    /**
     * Các mẫu được nhận; khách đến từ mẫu khác thì không có ghi chú.
     *
     * @minItems 1
     * @maxItems 1000
     */
    templates: TemplateFile[];
    /**
     * Dịch vụ chọn sẵn; phải là một trong các lựa chọn của ô “Dịch vụ quan tâm”.
     */
    service: string;
  };
}
/**
 * Dải logo thương hiệu khách hàng (ảnh cục bộ), kèm dòng giới thiệu ngắn.
 */
export interface LogoStripSection {
  /**
   * Loại section.
   */
  type: "logoStrip";
  /**
   * Mã neo của section (tùy chọn).
   */
  id?: string;
  /**
   * Dòng giới thiệu phía trên dải logo.
   */
  heading?: string;
  /**
   * Các logo; mô tả ảnh của mỗi logo là tên thương hiệu.
   *
   * @minItems 1
   * @maxItems 12
   */
  logos: [Image, ...Image[]];
}
/**
 * Danh sách thẻ của các trang con (bài viết blog, dự án), mới nhất trước, lấy từ thẻ của từng trang. Có thể thêm ô tìm kiếm và bộ lọc theo nhãn; lựa chọn của khách được giữ trong địa chỉ trang.
 */
export interface PageListSection {
  /**
   * Loại section.
   */
  type: "pageList";
  /**
   * Mã neo của section (tùy chọn).
   */
  id?: string;
  /**
   * Dòng chữ nhỏ phía trên tiêu đề.
   */
  eyebrow?: string;
  /**
   * Tiêu đề section.
   */
  heading?: string;
  /**
   * 1 khi danh sách là nội dung chính của trang (trang /blog), 2 khi là một section trong trang.
   */
  headingLevel?: 1 | 2;
  /**
   * Mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Đường dẫn trang cha, ví dụ /blog: liệt kê mọi trang ngay bên dưới nó có thẻ của trang, mới nhất trước.
   */
  pages: (PageCard & {href: string})[];
  /**
   * Chỉ hiển thị N trang mới nhất (ví dụ 3 trên trang chủ). Bỏ trống để hiển thị tất cả, chia thành nhiều trang.
   */
  limit?: number;
  /**
   * Danh sách không giới hạn được chia thành nhiều trang (/blog/trang/2…), mỗi trang chừng này thẻ.
   */
  perPage?: number;
  /**
   * Cách trình bày thẻ: bài viết (ngày đăng và đoạn trích) hoặc dự án (ngành và các chỉ số kết quả).
   */
  layout?: "post" | "case";
  /**
   * Chữ của liên kết trên mỗi thẻ.
   */
  linkLabel?: string;
  /**
   * Ô tìm kiếm (trong tiêu đề và tóm tắt, không phân biệt hoa thường và dấu) và bộ lọc thẻ.
   */
  filters?: {
    /**
     * Nhãn của ô tìm kiếm.
     */
    searchLabel: string;
    /**
     * Gợi ý hiển thị trong ô tìm kiếm khi còn trống.
     */
    searchPlaceholder?: string;
    /**
     * Nhãn của nhóm nút lọc thẻ.
     */
    tagLabel: string;
    /**
     * Chữ của nút bỏ lọc thẻ (hiển thị tất cả).
     */
    allTagsLabel: string;
    /**
     * Thông báo khi không có trang nào khớp.
     */
    emptyMessage: string;
  };
  more?: Button;
}
/**
 * Bảng giá: các thẻ gói với giá VND, giá gốc gạch ngang, gói nổi bật, tính năng và nút chọn gói.
 */
export interface PlanGridSection {
  /**
   * Loại section.
   */
  type: "planGrid";
  /**
   * Mã neo của section (tùy chọn), ví dụ bang-gia cho liên kết /trang#bang-gia.
   */
  id?: string;
  /**
   * Tiêu đề bảng giá.
   */
  heading?: string;
  /**
   * Mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Danh sách gói viết ngay tại đây, hoặc một bộ gói dùng chung chọn trong danh sách.
   */
  plans: Plan[];
  /**
   * Bảng so sánh gọn các gói, hiển thị dưới các thẻ gói: mỗi hàng là một tính năng, mỗi cột là một gói theo đúng thứ tự các gói ở trên.
   */
  comparison?: {
    /**
     * Tên của bảng so sánh (mặc định "So sánh các gói").
     */
    caption?: string;
    /**
     * Các hàng của bảng, mỗi hàng một tính năng.
     *
     * @minItems 1
     *
     * Items: Một tính năng và giá trị của nó ở từng gói.
     */
    rows: [
      {
        /**
         * Tên tính năng.
         */
        label: string;
        /**
         * Một giá trị cho mỗi gói, theo thứ tự các gói: chữ (ví dụ “10 bài”) hoặc có/không.
         *
         * @minItems 1
         *
         * Items: Giá trị ở một gói.
         */
        values: [string | boolean, ...(string | boolean)[]];
      },
      ...{
        /**
         * Tên tính năng.
         */
        label: string;
        /**
         * Một giá trị cho mỗi gói, theo thứ tự các gói: chữ (ví dụ “10 bài”) hoặc có/không.
         *
         * @minItems 1
         *
         * Items: Giá trị ở một gói.
         */
        values: [string | boolean, ...(string | boolean)[]];
      }[]
    ];
  };
  /**
   * Ghi chú dưới bảng giá (ví dụ: giá chưa gồm VAT).
   */
  footnote?: string;
}
/**
 * Quy trình làm việc gồm các bước đánh số.
 */
export interface ProcessSection {
  /**
   * Loại section.
   */
  type: "process";
  /**
   * Mã neo của section (tùy chọn), ví dụ bang-gia cho liên kết /trang#bang-gia.
   */
  id?: string;
  /**
   * Tiêu đề quy trình.
   */
  heading: string;
  /**
   * Mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Cách trình bày: "steps" (mặc định) = các bước đánh số; "flow" = sơ đồ luồng: các bước nối bằng mũi tên (hàng ngang trên màn hình rộng, dọc từ trên xuống trên điện thoại).
   */
  layout?: "steps" | "flow";
  /**
   * Các bước, đánh số tự động theo thứ tự.
   *
   * @minItems 2
   * @maxItems 12
   *
   * Items: Một bước.
   */
  steps: [
    {
      /**
       * Tên bước.
       */
      title: string;
      /**
       * Nội dung bước.
       */
      description: string;
    },
    {
      /**
       * Tên bước.
       */
      title: string;
      /**
       * Nội dung bước.
       */
      description: string;
    },
    ...{
      /**
       * Tên bước.
       */
      title: string;
      /**
       * Nội dung bước.
       */
      description: string;
    }[]
  ];
}
/**
 * Lưới thẻ mẫu: thư viện mẫu ZNS, mẫu chiến dịch email, mẫu nội dung (blog, video, mạng xã hội), dự án tiêu biểu. Mỗi thẻ có ảnh bìa, nhãn, tiêu đề, tóm tắt, chỉ số và nút xem chi tiết. Tùy chọn nút lọc; lựa chọn được giữ trong địa chỉ trang.
 */
export interface SampleGallerySection {
  /**
   * Loại section.
   */
  type: "sampleGallery";
  /**
   * Mã neo của section (tùy chọn), ví dụ mau-chien-dich cho liên kết /trang#mau-chien-dich.
   */
  id?: string;
  /**
   * Tiêu đề section.
   */
  heading?: string;
  /**
   * Mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Nút lọc phía trên lưới (tùy chọn). Nút “Tất cả” đứng đầu và được chọn sẵn; lựa chọn được lưu trong địa chỉ trang để chia sẻ.
   */
  filters?: {
    /**
     * Nhãn của nhóm nút lọc.
     */
    label: string;
    /**
     * Chữ của nút hiển thị tất cả mẫu (nút đầu tiên).
     */
    allLabel: string;
    /**
     * Các nút lọc, theo thứ tự hiển thị.
     *
     * @minItems 1
     * @maxItems 12
     */
    options: [SampleGalleryFilterOption, ...SampleGalleryFilterOption[]];
  };
  /**
   * Tên của một thẻ trong dòng đếm "Hiển thị 6 …": "sản phẩm" cho cửa hàng, "dự án", "bài viết". Mặc định "mẫu".
   */
  itemUnit?: string;
  /**
   * Thông báo khi nút lọc đang chọn không có mẫu nào. Mặc định "Không có mẫu phù hợp."
   */
  emptyMessage?: string;
  /**
   * Các thẻ mẫu, theo thứ tự hiển thị.
   *
   * @minItems 1
   * @maxItems 48
   */
  items: [SampleGalleryItem, ...SampleGalleryItem[]];
}
/**
 * Một nút lọc.
 */
export interface SampleGalleryFilterOption {
  /**
   * Mã của nút trong địa chỉ trang: chữ thường không dấu, số, gạch ngang; mỗi nút một mã. Khi nút không có từ cần có trong tiêu đề, nút chọn các mẫu có loại mẫu bằng mã này.
   */
  value: string;
  /**
   * Chữ trên nút.
   */
  label: string;
  /**
   * Nút chọn các mẫu có tiêu đề chứa một trong các từ này (không phân biệt hoa thường và dấu: “gio hang” khớp “Giỏ hàng”). Bỏ trống để lọc theo loại mẫu.
   *
   * @minItems 1
   * @maxItems 12
   *
   * Items: Một từ hoặc cụm từ cần có trong tiêu đề.
   */
  titleIncludes?: [string, ...string[]];
}
/**
 * Một mẫu.
 */
export interface SampleGalleryItem {
  /**
   * Mã của mẫu, duy nhất trong section: chữ thường không dấu, số, gạch ngang.
   */
  id: string;
  /**
   * Loại mẫu (chữ thường không dấu), dùng cho nút lọc không có từ cần có trong tiêu đề.
   */
  type?: string;
  /**
   * Nhãn nhỏ trên thẻ: ngành hoặc tên loại mẫu.
   */
  label?: string;
  /**
   * Tiêu đề mẫu.
   */
  title: string;
  /**
   * Tóm tắt ngắn dưới tiêu đề.
   */
  summary?: string;
  cover?: Image;
  /**
   * Chỉ số kết quả của mẫu, ví dụ Tỷ lệ mở 48%.
   *
   * @minItems 1
   * @maxItems 4
   */
  kpis?: [PageKpi, ...PageKpi[]];
  link?: Button;
}
/**
 * Trang tìm kiếm của website: ô tìm kiếm và kết quả (trang dịch vụ, bảng giá, dự án, bài viết, câu hỏi thường gặp), tìm được cả khi gõ không dấu.
 */
export interface SearchResultsSection {
  /**
   * Loại section.
   */
  type: "searchResults";
  /**
   * Mã neo của section (tùy chọn).
   */
  id?: string;
  /**
   * Tiêu đề trang tìm kiếm.
   */
  heading: string;
  /**
   * Nhãn của ô tìm kiếm.
   */
  searchLabel: string;
  /**
   * Gợi ý trong ô tìm kiếm khi còn trống.
   */
  searchPlaceholder?: string;
  /**
   * Dòng chữ khi khách chưa nhập từ khóa.
   */
  prompt: string;
  /**
   * Thông báo khi không có kết quả nào.
   */
  emptyMessage: string;
  /**
   * Gợi ý dưới thông báo không có kết quả.
   */
  emptyHint?: string;
}
/**
 * Phần mở đầu trang chi tiết dịch vụ: tên dịch vụ làm tiêu đề chính, mô tả và các điểm chính, lấy từ dịch vụ dùng chung.
 */
export interface ServiceDetailSection {
  /**
   * Loại section.
   */
  type: "serviceDetail";
  /**
   * Mã neo của section (tùy chọn).
   */
  id?: string;
  /**
   * Dòng chữ nhỏ phía trên tên dịch vụ.
   */
  eyebrow?: string;
  /**
   * Mã dịch vụ (tên tệp trong pages/_data/services/ không có .json): chữ thường không dấu, số và dấu gạch ngang; không phải đường dẫn.
   */
  service: ServiceFile;
  buttons?: Buttons;
}
/**
 * Lưới dịch vụ: các dịch vụ dùng chung (pages/_data/services/) với mô tả và liên kết tới trang chi tiết.
 */
export interface ServiceGridSection {
  /**
   * Loại section.
   */
  type: "serviceGrid";
  /**
   * Mã neo của section (tùy chọn), ví dụ dich-vu.
   */
  id?: string;
  /**
   * Tiêu đề section.
   */
  heading?: string;
  /**
   * Mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Mã các dịch vụ theo thứ tự hiển thị (tên tệp trong pages/_data/services/ không có .json).
   *
   * @minItems 1
   * @maxItems 12
   */
  services: ServiceFile[];
  /**
   * Chữ của liên kết tới trang chi tiết (mặc định 'Xem chi tiết').
   */
  linkLabel?: string;
}
/**
 * Dãy số liệu thành tích (ví dụ 500+ khách hàng).
 */
export interface StatsSection {
  /**
   * Loại section.
   */
  type: "stats";
  /**
   * Mã neo của section (tùy chọn), ví dụ bang-gia cho liên kết /trang#bang-gia.
   */
  id?: string;
  /**
   * Tiêu đề section (tùy chọn).
   */
  heading?: string;
  /**
   * Mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Cách trình bày: "strip" (mặc định) = dải số liệu trên nền xám; "cards" = mỗi số liệu trong một thẻ có viền màu nhấn.
   */
  layout?: "strip" | "cards";
  /**
   * Các số liệu.
   *
   * @minItems 1
   * @maxItems 8
   *
   * Items: Một số liệu.
   */
  items: [
    {
      /**
       * Con số hiển thị, viết sẵn đơn vị.
       */
      number: string;
      /**
       * Nhãn của số liệu.
       */
      label: string;
      /**
       * Giải thích ngắn.
       */
      description?: string;
    },
    ...{
      /**
       * Con số hiển thị, viết sẵn đơn vị.
       */
      number: string;
      /**
       * Nhãn của số liệu.
       */
      label: string;
      /**
       * Giải thích ngắn.
       */
      description?: string;
    }[]
  ];
}
/**
 * Các thẻ: chuyển qua lại giữa vài nhóm nội dung, ví dụ Tổng quan / Bảng giá / Dự án của một trang dịch vụ. Mỗi thẻ chứa các section như một trang nhỏ. Thẻ đang chọn được ghi vào địa chỉ trang nên tải lại trang vẫn giữ; liên kết tới mã của thẻ (/trang#ma-the) mở đúng thẻ. Khi tắt JavaScript, nội dung mọi thẻ hiển thị nối tiếp nhau.
 */
export interface TabsSection {
  /**
   * Loại section.
   */
  type: "tabs";
  /**
   * Mã neo của section (tùy chọn), ví dụ dich-vu cho liên kết /trang#dich-vu.
   */
  id?: string;
  /**
   * Tên của nhóm thẻ, đọc cho người dùng trình đọc màn hình (không hiển thị trên trang).
   */
  label: string;
  /**
   * Các thẻ, từ 2 đến 6, theo thứ tự hiển thị. Thẻ đầu tiên được chọn sẵn.
   *
   * @minItems 2
   * @maxItems 6
   */
  tabs: [TabsTab, TabsTab, ...TabsTab[]];
}
/**
 * Một thẻ: nhãn và các section bên trong.
 */
export interface TabsTab {
  /**
   * Mã của thẻ: liên kết tới trang kèm dấu # và mã này mở thẳng thẻ này. Không được trùng với mã của section hay thẻ khác trên cùng trang.
   */
  id: string;
  /**
   * Chữ trên thẻ, ngắn gọn.
   */
  label: string;
  /**
   * Các section bên trong thẻ, hiển thị theo thứ tự, viết như trong "sections" của trang. Không đặt một section "tabs" khác bên trong thẻ.
   *
   * @minItems 1
   */
  sections: [Section, ...Section[]];
}
/**
 * Đội ngũ: thẻ thành viên với ảnh, tên, chức vụ, mô tả và kỹ năng.
 */
export interface TeamSection {
  /**
   * Loại section.
   */
  type: "team";
  /**
   * Mã neo của section (tùy chọn), ví dụ doi-ngu cho liên kết /about#doi-ngu.
   */
  id?: string;
  /**
   * Tiêu đề section.
   */
  heading?: string;
  /**
   * Mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Các thành viên.
   *
   * @minItems 1
   * @maxItems 12
   *
   * Items: Một thành viên.
   */
  members: [
    {
      /**
       * Họ tên.
       */
      name: string;
      /**
       * Chức vụ.
       */
      position: string;
      avatar?: Image;
      /**
       * Giới thiệu ngắn.
       */
      description: string;
      /**
       * Kỹ năng nổi bật, hiển thị dạng nhãn.
       *
       * @maxItems 6
       *
       * Items: Văn bản hiển thị (tiếng Việt có dấu). Hiển thị nguyên văn, không hiểu HTML.
       */
      skills?: string[];
    },
    ...{
      /**
       * Họ tên.
       */
      name: string;
      /**
       * Chức vụ.
       */
      position: string;
      avatar?: Image;
      /**
       * Giới thiệu ngắn.
       */
      description: string;
      /**
       * Kỹ năng nổi bật, hiển thị dạng nhãn.
       *
       * @maxItems 6
       *
       * Items: Văn bản hiển thị (tiếng Việt có dấu). Hiển thị nguyên văn, không hiểu HTML.
       */
      skills?: string[];
    }[]
  ];
}
/**
 * Ghi chú mẫu giao diện khách đã chọn: khi khách đến từ nút chọn mẫu trong kho giao diện và mẫu đó có trong danh sách mẫu được nhận, hiện “Bạn đã chọn mẫu: <tên mẫu>”. Không có hoặc sai mẫu thì không hiện gì.
 */
export interface TemplateChoiceSection {
  /**
   * Loại section.
   */
  type: "templateChoice";
  /**
   * Mã neo của section (tùy chọn), ví dụ mau-da-chon.
   */
  id?: string;
  /**
   * Chữ đứng trước tên mẫu (mặc định 'Bạn đã chọn mẫu').
   */
  label?: string;
  /**
   * Mã các mẫu được nhận (tên tệp trong pages/_data/templates/ không có .json); mã khác trên địa chỉ bị bỏ qua.
   *
   * @minItems 1
   * @maxItems 1000
   */
  templates: TemplateFile[];
  link?: Button;
}
/**
 * Kho giao diện: các mẫu dùng chung (pages/_data/templates/) với ô tìm kiếm (tên và thẻ), bộ lọc danh mục, ngành, màu, sắp xếp theo tên, phân trang 9 mẫu một trang và khung xem trước cho từng mẫu. Lựa chọn lọc được giữ trong địa chỉ trang.
 */
export interface TemplateGallerySection {
  /**
   * Loại section.
   */
  type: "templateGallery";
  /**
   * Mã neo của section (tùy chọn), ví dụ mau.
   */
  id?: string;
  /**
   * Tiêu đề section.
   */
  heading?: string;
  /**
   * Mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Mã các mẫu được trưng bày (tên tệp trong pages/_data/templates/ không có .json). Thứ tự không quan trọng: kho sắp xếp theo tên.
   *
   * @minItems 1
   * @maxItems 1000
   */
  templates: TemplateFile[];
  /**
   * Thông báo khi không mẫu nào khớp bộ lọc (mặc định 'Không có mẫu phù hợp bộ lọc.').
   */
  emptyMessage?: string;
  useLink?: Button;
  pricingLink?: Button;
}
/**
 * Đánh giá của khách hàng: tên, chức vụ, ảnh đại diện, nội dung, số sao và số liệu kèm theo.
 */
export interface TestimonialsSection {
  /**
   * Loại section.
   */
  type: "testimonials";
  /**
   * Mã neo của section (tùy chọn), ví dụ bang-gia cho liên kết /trang#bang-gia.
   */
  id?: string;
  /**
   * Tiêu đề.
   */
  heading?: string;
  /**
   * Mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Các đánh giá viết ngay tại đây, hoặc một bộ đánh giá dùng chung chọn trong danh sách.
   */
  items: Testimonial[];
}
/**
 * Dòng thời gian: các mốc theo năm với tiêu đề và mô tả.
 */
export interface TimelineSection {
  /**
   * Loại section.
   */
  type: "timeline";
  /**
   * Mã neo của section (tùy chọn), ví dụ hanh-trinh.
   */
  id?: string;
  /**
   * Tiêu đề section.
   */
  heading?: string;
  /**
   * Mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Các mốc, theo thứ tự hiển thị (thường là năm tăng dần).
   *
   * @minItems 1
   * @maxItems 20
   *
   * Items: Một mốc thời gian.
   */
  items: [
    {
      /**
       * Năm (hoặc khoảng năm) của mốc.
       */
      year: string;
      /**
       * Tiêu đề mốc.
       */
      title: string;
      /**
       * Nội dung mốc.
       */
      description: string;
    },
    ...{
      /**
       * Năm (hoặc khoảng năm) của mốc.
       */
      year: string;
      /**
       * Tiêu đề mốc.
       */
      title: string;
      /**
       * Nội dung mốc.
       */
      description: string;
    }[]
  ];
}
/**
 * Công cụ ước tính chi phí ZNS (tin nhắn thông báo Zalo) mỗi tháng: thanh trượt và ô nhập số tin nhắn, chi phí = số tin × đơn giá. Mọi con số lấy từ đây, không nằm trong mã.
 */
export interface ZnsEstimatorSection {
  /**
   * Loại section.
   */
  type: "znsEstimator";
  /**
   * Mã neo của section (tùy chọn), ví dụ uoc-tinh cho liên kết /pricing/zns#uoc-tinh.
   */
  id?: string;
  /**
   * Tiêu đề.
   */
  heading?: string;
  /**
   * Mô tả dưới tiêu đề.
   */
  description?: string;
  /**
   * Nhãn của ô nhập và thanh trượt số tin nhắn.
   */
  label: string;
  /**
   * Đơn giá một tin nhắn (VND, số nguyên), ví dụ 350.
   */
  unitPrice: number;
  /**
   * Số tin nhắn nhỏ nhất chọn được (số nguyên dương).
   */
  min: number;
  /**
   * Số tin nhắn lớn nhất chọn được; phải lớn hơn số nhỏ nhất.
   */
  max: number;
  /**
   * Bước nhảy của thanh trượt, tính từ số nhỏ nhất; số nhập tay được làm tròn về bước gần nhất.
   */
  step: number;
  /**
   * Số tin nhắn hiển thị lúc đầu (nằm giữa số nhỏ nhất và số lớn nhất, đúng bước).
   */
  default: number;
  /**
   * Nhãn của kết quả chi phí.
   */
  resultLabel: string;
  /**
   * Ghi chú nhỏ dưới kết quả (đơn giá giả định, điều kiện).
   */
  note?: string;
  cta?: Button;
}
/**
 * Thông tin công ty, menu, chân trang, dock và launchpad dùng chung cho mọi trang (pages/_site.json).
 */
export interface SiteFile {
  /**
   * Đường dẫn tương đối tới schema/site.schema.json.
   */
  $schema?: string;
  /**
   * Địa chỉ gốc của website, dùng cho canonical, sitemap và Open Graph (không có '/' ở cuối).
   */
  siteUrl: string;
  /**
   * Tên tiếng Việt của các địa chỉ tiếng Anh, để trình kiểm tra gợi ý đúng trang khi một liên kết dùng tên tiếng Việt: liên kết tới "/lien-he" được gợi ý "/contact". Không tạo địa chỉ mới.
   */
  routeAliases?: {
    /**
     * Địa chỉ trang mà tên này chỉ tới.
     */
    [k: string]: string | undefined;
  };
  /**
   * Thông tin công ty.
   */
  company: {
    /**
     * Tên công ty.
     */
    name: string;
    /**
     * Câu giới thiệu ngắn (chân trang).
     */
    tagline?: string;
    /**
     * Email liên hệ.
     */
    email: string;
    /**
     * Số điện thoại hiển thị.
     */
    phone: string;
    /**
     * Số hotline dạng quốc tế không dấu cách, dùng cho liên kết tel:.
     */
    hotline: string;
    /**
     * Liên kết chat (mở trong thẻ mới).
     */
    chatUrl: string;
    /**
     * Địa chỉ văn phòng.
     *
     * @minItems 1
     *
     * Items: Văn bản hiển thị (tiếng Việt có dấu). Hiển thị nguyên văn, không hiểu HTML.
     */
    locations: [string, ...string[]];
    /**
     * Thông tin pháp lý của doanh nghiệp, hiện ở chân trang và trong trang chính sách, điều khoản.
     */
    legal?: {
      /**
       * Tên doanh nghiệp theo giấy đăng ký.
       */
      legalName: string;
      /**
       * Mã số thuế (mã số doanh nghiệp): 10 chữ số, chi nhánh thêm -3 chữ số.
       */
      taxCode: string;
      /**
       * Địa chỉ trụ sở theo giấy đăng ký.
       */
      address: string;
      /**
       * Giấy chứng nhận đăng ký doanh nghiệp: số, nơi cấp, ngày cấp.
       */
      registration: string;
      /**
       * true khi hotline, địa chỉ, mã số thuế và giấy đăng ký vẫn là số liệu mẫu, chưa phải thông tin thật: chân trang hiện dòng "Thông tin mẫu" cho đến khi doanh nghiệp điền thật và bỏ cờ này.
       */
      placeholder?: boolean;
    };
  };
  /**
   * Menu chính ở đầu trang.
   */
  mainMenu: SiteMenuItem[];
  /**
   * Chân trang.
   */
  footer: {
    /**
     * Đoạn giới thiệu thương hiệu.
     */
    blurb?: string;
    /**
     * Các cột liên kết.
     *
     * Items: Một cột liên kết ở chân trang.
     */
    columns: {
      /**
       * Tiêu đề cột.
       */
      title: string;
      /**
       * Liên kết trong cột.
       */
      links: SiteLink[];
    }[];
    /**
     * Liên kết pháp lý.
     */
    legal?: SiteLink[];
    /**
     * Dòng bản quyền.
     */
    copyright: string;
  };
  /**
   * Liên kết nhanh ở dock bên phải (nên có biểu tượng 'icon').
   *
   * @maxItems 8
   */
  dock: SiteLink[];
  /**
   * Lối tắt dịch vụ trong Launchpad, hiển thị lưới 3 cột.
   *
   * @maxItems 12
   */
  launchpad: SiteLink[];
  /**
   * Nội dung trang 404.
   */
  notFound: {
    /**
     * Thông báo trang không tồn tại.
     */
    title: string;
    /**
     * Một câu thân thiện dưới thông báo, gợi ý người xem làm gì tiếp (không bắt buộc).
     */
    message?: string;
    /**
     * Chữ của liên kết về trang chủ.
     */
    homeLabel: string;
  };
  /**
   * Nhãn giao diện của khung trang (menu, nút nổi, dock, launchpad).
   */
  ui: {
    /**
     * Liên kết bỏ qua menu, tới nội dung chính.
     */
    skipToContent: string;
    /**
     * Tên vùng menu chính cho trình đọc màn hình.
     */
    mainMenu: string;
    /**
     * Nhãn nút mở menu trên điện thoại.
     */
    openMenu: string;
    /**
     * Nhãn nút đóng menu trên điện thoại.
     */
    closeMenu: string;
    /**
     * Nhãn nút gọi hotline nổi bên trái (số điện thoại được thêm vào sau).
     */
    callHotline: string;
    /**
     * Nhãn nút chat nổi bên trái (mở trong thẻ mới).
     */
    chat: string;
    /**
     * Ghi chú cho trình đọc màn hình khi liên kết mở thẻ mới.
     */
    opensInNewTab: string;
    /**
     * Nhãn nút hiện/ẩn dock liên kết nhanh.
     */
    dock: string;
    /**
     * Nhãn nút mở Launchpad.
     */
    launchpad: string;
    /**
     * Tiêu đề của lớp Launchpad.
     */
    launchpadTitle: string;
    /**
     * Nhãn nút đóng.
     */
    close: string;
    /**
     * Tiêu đề cột liên hệ ở chân trang.
     */
    footerContact: string;
    /**
     * Tên vùng liên kết pháp lý ở chân trang.
     */
    footerLegal: string;
  };
  /**
   * Đuôi tên miền bán trên website, kèm giá đăng ký mỗi năm (gia hạn cùng giá). Công cụ kiểm tra tên miền chỉ nhận các đuôi này; đuôi đầu tiên là lựa chọn mặc định.
   *
   * @minItems 1
   *
   * Items: Một đuôi tên miền.
   */
  domainExtensions?: [
    {
      /**
       * Đuôi tên miền, bắt đầu bằng dấu chấm, chữ thường.
       */
      ext: string;
      /**
       * Giá đăng ký mỗi năm (VND), cũng là giá gia hạn.
       */
      price: number;
      /**
       * Đuôi phổ biến: được làm nổi bật trong bảng giá.
       */
      popular?: boolean;
    },
    ...{
      /**
       * Đuôi tên miền, bắt đầu bằng dấu chấm, chữ thường.
       */
      ext: string;
      /**
       * Giá đăng ký mỗi năm (VND), cũng là giá gia hạn.
       */
      price: number;
      /**
       * Đuôi phổ biến: được làm nổi bật trong bảng giá.
       */
      popular?: boolean;
    }[]
  ];
}
/**
 * Mục menu: liên kết thường, hoặc nhóm thả xuống khi có 'children'.
 */
export interface SiteMenuItem {
  /**
   * Nhãn mục menu.
   */
  label: string;
  /**
   * Đích của mục (bỏ trống cho nhóm thả xuống).
   */
  href?: string;
  /**
   * Hiển thị như nút nổi bật (ví dụ 'Liên hệ').
   */
  primary?: boolean;
  /**
   * Các liên kết trong nhóm thả xuống.
   *
   * @minItems 1
   */
  children?: [SiteLink, ...SiteLink[]];
}
/**
 * Một liên kết có nhãn.
 */
export interface SiteLink {
  /**
   * Nhãn liên kết.
   */
  label: string;
  /**
   * Đích của liên kết.
   */
  href: string;
  /**
   * Biểu tượng hiển thị cạnh nhãn (dock, launchpad).
   */
  icon?:
    | "home"
    | "services"
    | "portfolio"
    | "blog"
    | "about"
    | "contact"
    | "pricing"
    | "process"
    | "faq"
    | "seo"
    | "ads"
    | "web"
    | "content"
    | "email"
    | "zns"
    | "hosting"
    | "vps"
    | "domain"
    | "ssl"
    | "templates"
    | "maps"
    | "miniapp"
    | "library"
    | "ecosystem"
    | "phone"
    | "transparency"
    | "social"
    | "chat"
    | "video"
    | "creative"
    | "analytics"
    | "conversion";
}

/** Section types that hold sections, and where (from the schemas' "x-sections": true). */
export const SECTION_LISTS: Readonly<Record<string, readonly (readonly string[])[]>> = {"tabs":[["tabs","*","sections"]]};
