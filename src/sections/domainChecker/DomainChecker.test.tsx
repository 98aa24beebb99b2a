import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DomainCheckerSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders, testSite } from '../../../tests/render.tsx';
import example from './example.json';
import { DOMAIN_MESSAGES } from '../../lib/domain.ts';
import { DomainChecker } from './DomainChecker.tsx';

const checker = example as DomainCheckerSection;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const input = () => screen.getByLabelText('Tên miền bạn muốn đăng ký') as HTMLInputElement;
const button = () => screen.getByRole('button', { name: /Kiểm tra|Đang kiểm tra/ }) as HTMLButtonElement;
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const enter = () => fireEvent.submit(input().form!);
const live = () => document.querySelector('[aria-live="polite"]')!;

describe('DomainChecker', () => {
  it('has a labelled input, the extension list from the site file (.com first) and a disabled button while empty', () => {
    renderWithProviders(<DomainChecker {...checker} />);
    const select = screen.getByLabelText('Đuôi tên miền') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['.com', '.vn', '.com.vn', '.net', '.org', '.info', '.biz', '.co', '.io', '.ai']);
    expect(select.value).toBe('.com');
    expect(button().disabled).toBe(true);
    type('   ');
    expect(button().disabled).toBe(true);
    enter();
    expect(fetchMock).not.toHaveBeenCalled();
    type('congty');
    expect(button().disabled).toBe(false);
  });

  it('Enter checks name + extension on the site server; loading disables the button; available shows the price', async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<DomainChecker {...checker} />);
    type('congty');
    fireEvent.change(screen.getByLabelText('Đuôi tên miền'), { target: { value: '.vn' } });
    enter();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/domain-check?name=congty&ext=.vn');
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('Đang kiểm tra…');
    await act(async () => answer(json(200, { domain: 'congty.vn', available: true })));
    expect(live().textContent).toBe('congty.vn: Tên miền có sẵn!320.000 VND/nămĐăng ký ngay');
    expect(button().disabled).toBe(false);
  });

  it('taken', async () => {
    fetchMock.mockResolvedValue(json(200, { domain: 'google.com', available: false }));
    renderWithProviders(<DomainChecker {...checker} />);
    type('google');
    await act(async () => enter());
    expect(live().textContent).toBe('google.com: Tên miền đã được đăng ký');
  });

  it.each([
    ['not configured (503)', () => json(503, { error: 'Tính năng kiểm tra tên miền .vn chưa được cấu hình trên máy chủ.' })],
    ['registry error (502)', () => json(502, { error: 'upstream' })],
    ['timeout (504)', () => json(504, { error: 'Máy chủ kiểm tra tên miền không phản hồi kịp.' })],
    ['garbled answer (200 without a verdict)', () => json(200, { domain: 'congty.vn', available: 'yes' })],
    ['HTML from a proxy', () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })],
    ['network down', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s: a calm answer with the typed name, the hotline and Zalo, never a server word', async (_state, reply) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(() => reply() as Promise<Response>);
    renderWithProviders(<DomainChecker {...checker} />);
    type('congty');
    await act(async () => enter());
    const text = live().textContent ?? '';
    expect(text).toContain(': Chúng tôi sẽ kiểm tra giúp bạn.');
    expect(text).toMatch(/^congty\.[a-z.]+: Chúng tôi/);
    expect(text).not.toMatch(/máy chủ|cấu hình|lỗi|upstream/i);
    expect(
      within(live() as HTMLElement)
        .getByRole('link', { name: testSite.company.phone })
        .getAttribute('href'),
    ).toBe(`tel:${testSite.company.hotline}`);
    expect(
      within(live() as HTMLElement)
        .getByRole('link', { name: /Nhắn Zalo/ })
        .getAttribute('href'),
    ).toBe(testSite.company.chatUrl);
    expect(live().querySelector('[class*="error"]')).toBeNull();
    log.mockRestore();
  });

  it('the calm answer takes a phone number and sends the typed domain as a lead, with the visit; Zalo copies the domain', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem('visit', JSON.stringify(['/services/domain?utm_source=google&gclid=abc', 'https://www.google.com/']));
    sessionStorage.setItem('experiment', JSON.stringify(['ten-mien-nut', 'b']));
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fetchMock.mockImplementation(async (url: string) => (url.startsWith('/api/domain-check') ? json(503, { error: 'x' }) : json(201, { ok: true, id: 'x' })));
    renderWithProviders(<DomainChecker {...checker} />);
    type('cửahàng');
    await act(async () => enter());
    const answer = within(live() as HTMLElement);
    const phone = answer.getByLabelText('Để lại số điện thoại, chúng tôi gọi báo kết quả');
    // A bad number is refused here, without asking the server.
    fireEvent.change(phone, { target: { value: '123' } });
    await act(async () => fireEvent.click(answer.getByRole('button', { name: 'Nhờ kiểm tra giúp' })));
    expect(answer.getByText('Số điện thoại chưa đúng, ví dụ: 0901 234 567.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.change(phone, { target: { value: '0901 234 567' } });
    await act(async () => fireEvent.click(answer.getByRole('button', { name: 'Nhờ kiểm tra giúp' })));
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/leads');
    expect(JSON.parse(init.body as string)).toMatchObject({
      source: 'domain-check',
      domain: 'cửahàng.com',
      phone: '0901 234 567',
      name: '',
      visit: { landing: '/services/domain?utm_source=google&gclid=abc', referrer: 'https://www.google.com/', experiment: 'ten-mien-nut', variant: 'b' },
    });
    expect(answer.getByRole('status').textContent).toContain('Đã nhận số điện thoại của bạn. Chúng tôi sẽ gọi báo kết quả tên miền cửahàng.com');
    // jsdom cannot open another site: the click's default is stopped after the handler ran.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await act(async () => fireEvent.click(answer.getByRole('link', { name: 'Nhắn Zalo' })));
    expect(writeText).toHaveBeenCalledWith('Nhờ kiểm tra tên miền cửahàng.com');
    expect(live().textContent).toContain('Đã chép “Nhờ kiểm tra tên miền cửahàng.com”.');
    sessionStorage.clear();
    log.mockRestore();
  });

  it("shows the server's reason for a refusal (rate limit), and refuses a bad name without asking the server", async () => {
    fetchMock.mockResolvedValue(json(429, { error: 'Bạn kiểm tra quá nhiều lần. Vui lòng thử lại sau ít phút.' }));
    renderWithProviders(<DomainChecker {...checker} />);
    type('congty');
    await act(async () => enter());
    expect(live().textContent).toBe('Bạn kiểm tra quá nhiều lần. Vui lòng thử lại sau ít phút.');
    fetchMock.mockClear();
    type('-sai-');
    await act(async () => enter());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(live().textContent).toBe('Tên miền không được bắt đầu hoặc kết thúc bằng dấu gạch ngang (-).');
  });

  it('refuses emoji and Latin mixed with Cyrillic in the browser, with the Vietnamese reason, without asking the server', async () => {
    renderWithProviders(<DomainChecker {...checker} />);
    type('😀');
    await act(async () => enter());
    expect(live().textContent).toBe(DOMAIN_MESSAGES.characters);
    type('аpple'); // the first letter is Cyrillic
    await act(async () => enter());
    expect(live().textContent).toBe(DOMAIN_MESSAGES.mixedScripts);
    expect(live().textContent).toContain('Kirin');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks one name at a time: Enter while loading does nothing, and the newest answer is shown', async () => {
    const answers: ((r: Response) => void)[] = [];
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)));
    renderWithProviders(<DomainChecker {...checker} />);
    type('cu');
    enter();
    // The first check is still loading: the button is disabled, so the newer check comes after it.
    await act(async () => answers[0](json(200, { domain: 'cu.com', available: false })));
    type('moi');
    enter();
    type('moi2');
    // A third submit while loading does nothing.
    enter();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(async () => answers[1](json(200, { domain: 'moi.com', available: true })));
    expect(live().textContent).toContain('moi.com: Tên miền có sẵn!');
    expect(fetchMock.mock.calls[1][1].signal.aborted).toBe(false);
  });

  it('server-renders the form with the extension select', () => {
    const html = renderToHtml(<DomainChecker {...checker} />);
    expect(html).toContain('Tên miền bạn muốn đăng ký');
    expect(html).toContain('<option value=".ai">.ai</option>');
    expect(html).toMatch(/<button[^>]*disabled/);
  });
});
