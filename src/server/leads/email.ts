// The email channel: each lead sent to the staff (LEADS_NOTIFY_EMAIL) through SMTP (nodemailer,
// SMTP_URL) as plain text only — a lead's text can never become HTML or a header — in Vietnamese,
// with every field, the page it came from and the template chosen; Reply-To is the visitor, and the
// Message-ID is made from the lead's id, so a mail system can recognise a repeat (delivery is at
// least once). The attempt's signal (its deadline, or a shutdown) aborts the SMTP exchange
// (nodemailer closes its connection); a failure is named by its code (../smtpTransport.ts).
import { isEmailAddress } from '../../lib/lead.ts';
import { failureCode, smtpTransport } from '../smtpTransport.ts';
import type { EmailConfig } from './config.ts';
import { clickIdsText, sourceText, vietnamTime } from './export.ts';
import type { Deliver } from './outbox.ts';
import type { StoredLead } from './store.ts';

const orNone = (value: string, none: string) => (value === '' ? none : value);

/** The message to the staff: subject and plain-text body. */
export function leadEmail(lead: StoredLead): { subject: string; text: string } {
  const a = lead.attribution;
  const fromChecker = lead.source === 'domain-check';
  // The campaign lines only when something is known.
  const campaign = [
    a.landingPage ? `Trang đầu tiên của lượt truy cập: ${a.landingPage}` : '',
    a.referrer ? `Đến từ: ${a.referrer}` : '',
    ...(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const).map((key) => (a[key] ? `${key}: ${a[key]}` : '')),
    clickIdsText(lead) ? `Mã nhấp quảng cáo: ${clickIdsText(lead)}` : '',
    a.experiment ? `Thử nghiệm A/B: ${a.experiment}, phiên bản ${a.variant}` : '',
  ].filter(Boolean);
  return {
    subject: fromChecker
      ? `Nhờ kiểm tra tên miền: ${lead.domain} – ${lead.phone}`
      : `Yêu cầu tư vấn mới: ${lead.name}${lead.service ? ` – ${lead.service}` : ''}`,
    text: [
      fromChecker
        ? 'Có khách nhờ kiểm tra tên miền (công cụ kiểm tra trên website chưa trả lời được): gọi lại báo kết quả.'
        : 'Có yêu cầu tư vấn mới từ website.',
      '',
      ...(fromChecker ? [`Tên miền: ${lead.domain}`] : []),
      `Họ và tên: ${orNone(lead.name, '(không ghi)')}`,
      `Email: ${orNone(lead.email, '(không ghi)')}`,
      `Số điện thoại: ${lead.phone}`,
      `Dịch vụ quan tâm: ${orNone(lead.service, '(không chọn)')}`,
      `Trang gửi: ${lead.page}`,
      `Mẫu giao diện: ${orNone(lead.template, '(không chọn)')}`,
      `Nguồn gửi: ${sourceText(lead)}`,
      `Thời gian: ${vietnamTime(lead.createdAt)} (giờ Việt Nam)`,
      '',
      'Nguồn truy cập:',
      ...(campaign.length > 0 ? campaign : ['(không rõ: khách vào thẳng, không có tham số chiến dịch)']),
      '',
      'Nhu cầu:',
      orNone(lead.needs, '(không ghi)'),
      '',
      `Mã yêu cầu: ${lead.id}`,
      'Trả lời thư này để viết cho khách hàng.',
    ].join('\n'),
  };
}

export function emailDelivery(config: EmailConfig): { deliver: Deliver; close(): void } {
  const transport = smtpTransport(config.smtp, config.timeoutMs);
  const domain = config.from.split('@')[1];
  return {
    deliver: async (lead, signal) => {
      const { subject, text } = leadEmail(lead);
      try {
        await transport.sendMail({
          from: config.from,
          to: config.to,
          // One address object, never a string nodemailer would split at "," or ";"; and none when the
          // stored address is not one plain address (a lead from before the form's rule, src/lib/lead.ts).
          ...(isEmailAddress(lead.email) ? { replyTo: { name: '', address: lead.email } } : {}),
          subject,
          text,
          messageId: `<lead-${lead.id}@${domain}>`,
          headers: { 'X-Lead-Id': lead.id },
          signal,
        });
        return undefined;
      } catch (error) {
        return failureCode(error);
      }
    },
    close: () => transport.close(),
  };
}
