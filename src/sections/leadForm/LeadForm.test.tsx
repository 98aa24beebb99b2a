import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { LeadFormSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders, testSite } from '../../../tests/render.tsx';
import { resolveExample } from '../../../tests/resolveExample.ts';
import example from './example.json';
import { LeadForm } from './LeadForm.tsx';

// The example is the plain form an author adds; these tests give it the template choice the contact page
// has (templates named by id; the engine hands the component the data files).
const form = resolveExample<LeadFormSection>({
  ...example,
  template: {
    label: 'Bạn đã chọn mẫu',
    service: 'Thiết kế website',
    templates: ['landing-saas', 'agency-marketing', 'ecommerce-retail', 'education-course', 'blog-media'],
  },
});
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });
const submit = () => fireEvent.click(button('Gửi yêu cầu'));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const fillValid = () => {
  type('Họ và tên', 'Nguyễn Văn An');
  type('Email', 'an@congty.vn');
  type('Số điện thoại', '+84 912.345-678');
};
const messageOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const STORED = () => answer(201, { ok: true, id: 7 });

let fetchMock: Mock<typeof fetch>;
/** The JSON body of the n-th request. */
const sent = (n = 0) => JSON.parse(String(fetchMock.mock.calls[n][1]?.body)) as Record<string, string>;

describe('LeadForm', () => {
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is a section named by its h2, every control labelled, the consent and the hotline below', () => {
    renderWithProviders(<LeadForm {...form} />);
    const h2 = screen.getByRole('heading', { level: 2, name: 'Nhận tư vấn miễn phí' });
    expect(screen.getByRole('region', { name: 'Nhận tư vấn miễn phí' }).getAttribute('aria-labelledby')).toBe(h2.id);
    expect(field('Họ và tên').getAttribute('autocomplete')).toBe('name');
    expect(field('Email').type).toBe('email');
    expect(field('Số điện thoại').type).toBe('tel');
    expect(field('Số điện thoại').getAttribute('inputmode')).toBe('tel');
    expect(field('Nhu cầu của bạn').tagName).toBe('TEXTAREA');
    const select = field('Dịch vụ quan tâm') as unknown as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Chọn dịch vụ', ...form.services]);
    expect(screen.getByText(/^Bằng việc gửi biểu mẫu/)).toBeTruthy();
    const hotline = screen.getByText(/^Cần tư vấn ngay\? Gọi hotline/);
    expect(hotline.querySelector('a')?.getAttribute('href')).toBe(`tel:${testSite.company.hotline}`);
    expect(hotline.textContent).toBe(`Cần tư vấn ngay? Gọi hotline ${testSite.company.phone}.`);
  });

  it('marks the required fields before any error, says the email may be left empty, links the legal pages', () => {
    renderWithProviders(<LeadForm {...form} />);
    expect(screen.getByText(/là bắt buộc\.$/)).toBeTruthy();
    for (const label of ['Họ và tên', 'Số điện thoại']) {
      expect(field(label).required, label).toBe(true);
      expect(document.querySelector(`label[for="${field(label).id}"]`)?.hasAttribute('data-required'), label).toBe(true);
    }
    expect(field('Email').required).toBe(false);
    expect(document.querySelector(`label[for="${field('Email').id}"]`)?.hasAttribute('data-required')).toBe(false);
    expect(screen.getByText('không bắt buộc khi có số điện thoại')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'chính sách bảo mật' }).getAttribute('href')).toBe('/chinh-sach-bao-mat');
    expect(screen.getByRole('link', { name: 'điều khoản sử dụng' }).getAttribute('href')).toBe('/dieu-khoan-su-dung');
  });

  it('sends without an email when a phone number is given', async () => {
    fetchMock.mockResolvedValue(STORED());
    renderWithProviders(<LeadForm {...form} />);
    type('Họ và tên', 'Nguyễn Văn An');
    type('Số điện thoại', '0912 345 678');
    submit();
    await screen.findByRole('status');
    expect(sent()).toMatchObject({ email: '', phone: '0912 345 678' });
  });

  it('has a honeypot "website" field hidden from people: out of the tab order, no autofill, aria-hidden', () => {
    renderWithProviders(<LeadForm {...form} />);
    const trap = screen.getByLabelText('Website') as HTMLInputElement;
    expect(trap.name).toBe('website');
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });

  it('on an empty submit shows the required messages, focuses the name and sends nothing', () => {
    renderWithProviders(<LeadForm {...form} />);
    submit();
    for (const [label, message] of [
      ['Họ và tên', 'Vui lòng nhập họ và tên.'],
      ['Email', 'Vui lòng nhập email.'],
      ['Số điện thoại', 'Vui lòng nhập số điện thoại.'],
    ]) {
      expect(field(label).getAttribute('aria-invalid'), label).toBe('true');
      expect(messageOf(field(label)), label).toBe(message);
    }
    expect(field('Nhu cầu của bạn').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('Họ và tên'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks with the shared rules on submit and on blur, and sends nothing while a field is wrong', () => {
    renderWithProviders(<LeadForm {...form} />);
    // Tabbing through an empty field does not nag; leaving a filled one checks it.
    fireEvent.blur(field('Họ và tên'));
    expect(field('Họ và tên').getAttribute('aria-invalid')).toBeNull();
    type('Email', 'an@');
    fireEvent.blur(field('Email'));
    expect(messageOf(field('Email'))).toBe('Email chưa đúng định dạng, ví dụ: ten@congty.vn.');
    type('Họ và tên', 'An');
    type('Số điện thoại', '0123 456 789');
    type('Nhu cầu của bạn', 'x'.repeat(2001));
    submit();
    expect(messageOf(field('Số điện thoại'))).toBe('Số điện thoại chưa đúng, ví dụ: 0901 234 567.');
    expect(messageOf(field('Nhu cầu của bạn'))).toBe('Nội dung nhu cầu tối đa 2000 ký tự.');
    expect(field('Nhu cầu của bạn').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Email'));
    expect(fetchMock).not.toHaveBeenCalled();
    type('Email', 'an@congty.vn');
    fireEvent.blur(field('Email'));
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
    expect(field('Email').getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/^Email chưa đúng/)).toBeNull();
  });

  it('sends the lead once as JSON, shows progress, then the thanks (focused) and can start again', async () => {
    let reply!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (reply = resolve)));
    renderWithProviders(<LeadForm {...form} />, { url: '/contact' });
    fillValid();
    type('Dịch vụ quan tâm', 'Analytics & Tracking');
    type('Nhu cầu của bạn', 'Đo lường <b>chuyển đổi</b>');
    submit();
    const busy = button('Đang gửi…');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    // A second click and an Enter in a field while sending change nothing.
    fireEvent.click(busy);
    fireEvent.submit(field('Email').form!);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/leads');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(sent()).toEqual({
      name: 'Nguyễn Văn An',
      email: 'an@congty.vn',
      phone: '+84 912.345-678',
      service: 'Analytics & Tracking',
      needs: 'Đo lường <b>chuyển đổi</b>',
      page: '/contact',
      template: '',
      website: '',
    });
    await act(async () => reply(STORED()));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Cảm ơn bạn! Chúng tôi đã nhận được yêu cầu.');
    // Who calls, when, what happens next, and the hotline for the impatient.
    expect(status.textContent).toContain('Chuyên viên tư vấn của AM Digital sẽ gọi lại số điện thoại bạn vừa để lại trong giờ làm việc');
    expect(status.textContent).toContain('gửi đề xuất và báo giá');
    expect(within(status).getByRole('link', { name: testSite.company.phone }).getAttribute('href')).toBe(`tel:${testSite.company.hotline}`);
    expect(document.activeElement).toBe(status);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.click(within(status).getByRole('button', { name: 'Gửi yêu cầu khác' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(field('Họ và tên').value).toBe('');
    expect(field('Nhu cầu của bạn').value).toBe('');
    expect(document.activeElement).toBe(field('Họ và tên'));
    expect(button('Gửi yêu cầu').getAttribute('aria-busy')).toBeNull();
  });

  it("shows the page's own thanks when the section gives one", async () => {
    fetchMock.mockResolvedValue(STORED());
    renderWithProviders(<LeadForm {...form} successText="Đã nhận! Hẹn gặp bạn sớm." />);
    fillValid();
    submit();
    expect((await screen.findByRole('status')).textContent).toContain('Đã nhận! Hẹn gặp bạn sớm.');
  });

  it('sends the page it is on and the chosen template, with its service pre-selected', async () => {
    fetchMock.mockResolvedValue(STORED());
    renderWithProviders(<LeadForm {...form} />, { url: '/contact?template=landing-saas' });
    const note = screen.getByText('Bạn đã chọn mẫu:', { exact: false });
    expect(note.textContent).toBe('Bạn đã chọn mẫu: Landing Page SaaS Khởi Nghiệp');
    expect(note.querySelector('strong')?.textContent).toBe('Landing Page SaaS Khởi Nghiệp');
    expect(field('Dịch vụ quan tâm').value).toBe('Thiết kế website');
    fillValid();
    submit();
    await screen.findByRole('status');
    expect(sent()).toMatchObject({ page: '/contact', template: 'landing-saas', service: 'Thiết kế website' });
    // "Gửi yêu cầu khác" keeps the template's service.
    fireEvent.click(button('Gửi yêu cầu khác'));
    expect(field('Dịch vụ quan tâm').value).toBe('Thiết kế website');
  });

  it('ignores an unknown template id or a value that is not an id; the page is wherever the form is placed', async () => {
    fetchMock.mockImplementation(async () => STORED());
    for (const [url, page] of [
      ['/contact?template=khong-co', '/contact'],
      ['/contact?template=%3Cscript%3E', '/contact'],
      ['/contact?template=', '/contact'],
      ['/', '/'],
      ['/services/seo-website?tab=pricing#dang-ky', '/services/seo-website'],
    ]) {
      fetchMock.mockClear();
      const view = renderWithProviders(<LeadForm {...form} />, { url });
      expect(screen.queryByText(/Bạn đã chọn mẫu/), url).toBeNull();
      expect(field('Dịch vụ quan tâm').value, url).toBe('');
      fillValid();
      submit();
      await screen.findByRole('status');
      expect(sent(), url).toMatchObject({ page, template: '' });
      view.unmount();
    }
  });

  it('names a template only when the form lists it', () => {
    const only = { ...form, template: { ...form.template!, templates: form.template!.templates.filter((t) => t.id !== 'landing-saas') } };
    renderWithProviders(<LeadForm {...only} />, { url: '/contact?template=landing-saas' });
    expect(screen.queryByText(/Bạn đã chọn mẫu/)).toBeNull();
  });

  it('sends the honeypot as it is', async () => {
    fetchMock.mockResolvedValue(STORED());
    renderWithProviders(<LeadForm {...form} />);
    fillValid();
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'https://spam.example' } });
    submit();
    await screen.findByRole('status');
    expect(sent().website).toBe('https://spam.example');
  });

  it("on 400 shows the server's message beside each field and focuses the first", async () => {
    fetchMock.mockResolvedValue(
      answer(400, {
        error: 'Thông tin chưa hợp lệ.',
        fields: { phone: 'Số điện thoại chưa đúng, ví dụ: 0901 234 567.', email: 'Email chưa đúng định dạng, ví dụ: ten@congty.vn.', bogus: 'x' },
      }),
    );
    renderWithProviders(<LeadForm {...form} />);
    fillValid();
    submit();
    await waitFor(() => expect(field('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(field('Email'))).toBe('Email chưa đúng định dạng, ví dụ: ten@congty.vn.');
    expect(field('Số điện thoại').getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(field('Số điện thoại'))).toBe('Số điện thoại chưa đúng, ví dụ: 0901 234 567.');
    expect(field('Họ và tên').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('Email'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Họ và tên').value).toBe('Nguyễn Văn An');
    expect(button('Gửi yêu cầu').getAttribute('aria-busy')).toBeNull();
  });

  it('on 400 for a field the visitor cannot see, says why in the box with the hotline', async () => {
    fetchMock.mockResolvedValue(answer(400, { error: 'Thông tin chưa hợp lệ.', fields: { template: 'Mẫu giao diện không hợp lệ.' } }));
    renderWithProviders(<LeadForm {...form} />);
    fillValid();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Mẫu giao diện không hợp lệ. Bạn cũng có thể gọi hotline ${testSite.company.phone}.`);
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it.each([
    ['the network is down', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the answer times out', () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))],
    ['the server fails (500)', async () => answer(500, { error: 'Lỗi máy chủ.' })],
    ['a proxy answers 502 with HTML', async () => new Response('<html>Bad gateway</html>', { status: 502 })],
  ])('when %s: keeps what was typed, shows the hotline, "Thử lại" sends the same again', async (_, failure) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementationOnce(failure).mockResolvedValueOnce(STORED());
    renderWithProviders(<LeadForm {...form} />, { url: '/contact?template=landing-saas' });
    fillValid();
    type('Nhu cầu của bạn', 'Website bán hàng');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Chưa gửi được yêu cầu do lỗi kết nối hoặc máy chủ. Thông tin bạn nhập vẫn được giữ nguyên.');
    expect(within(alert).getByRole('link', { name: testSite.company.phone }).getAttribute('href')).toBe(`tel:${testSite.company.hotline}`);
    expect(logged).toHaveBeenCalled();
    expect(field('Họ và tên').value).toBe('Nguyễn Văn An');
    expect(field('Email').value).toBe('an@congty.vn');
    expect(field('Số điện thoại').value).toBe('+84 912.345-678');
    expect(field('Dịch vụ quan tâm').value).toBe('Thiết kế website');
    expect(field('Nhu cầu của bạn').value).toBe('Website bán hàng');
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(document.activeElement).toBe(button('Đang gửi…'));
    expect(screen.queryByRole('alert')).toBeNull();
    await screen.findByRole('status');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sent(1)).toEqual(sent(0));
    expect(sent(1)).toMatchObject({ needs: 'Website bán hàng', template: 'landing-saas' });
  });

  it.each([
    [{ 'Retry-After': '30' }, 'Vui lòng đợi 30 giây rồi gửi lại'],
    [{ 'Retry-After': '600' }, 'Vui lòng đợi khoảng 10 phút rồi gửi lại'],
    [{}, 'Vui lòng đợi một lát rồi gửi lại'],
  ])('on 429 (%j) asks the visitor to wait', async (headers, text) => {
    fetchMock.mockResolvedValue(answer(429, { error: 'Quá nhiều yêu cầu.' }, headers));
    renderWithProviders(<LeadForm {...form} />);
    fillValid();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`Bạn đã gửi nhiều yêu cầu trong thời gian ngắn. ${text}, hoặc gọi hotline ${testSite.company.phone}.`);
    expect(within(alert).queryByRole('button', { name: 'Thử lại' })).toBeNull();
    expect(field('Email').value).toBe('an@congty.vn');
    expect(button('Gửi yêu cầu').getAttribute('aria-busy')).toBeNull();
  });

  it('on 413 says the request is too long', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 413 }));
    renderWithProviders(<LeadForm {...form} />);
    fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Nội dung gửi quá dài. Vui lòng rút gọn phần nhu cầu rồi gửi lại.');
  });

  it('server-renders the labels, a disabled button until hydrated, no form action, the hotline', () => {
    const html = renderToHtml(<LeadForm {...form} />);
    for (const label of ['Họ và tên', 'Email', 'Số điện thoại', 'Dịch vụ quan tâm', 'Nhu cầu của bạn', 'Website']) expect(html).toContain(`>${label}</label>`);
    expect(html.match(/<label for="/g)).toHaveLength(6);
    const formTag = html.match(/<form[^>]*>/)![0].toLowerCase();
    expect(formTag).toContain('novalidate');
    expect(formTag).not.toContain('action');
    expect(formTag).not.toContain('method');
    expect(html).toMatch(/<button type="submit"[^>]* disabled=""/);
    expect(html).toContain(`href="tel:${testSite.company.hotline}"`);
  });
});
