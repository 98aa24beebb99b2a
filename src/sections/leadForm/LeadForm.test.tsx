import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadFormSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders, testSite } from '../../../tests/render.tsx';
import { resolveExample } from '../../../tests/resolveExample.ts';
import example from './example.json';
import { LeadForm } from './LeadForm.tsx';
import { openMailto } from './openMailto.ts';

vi.mock('./openMailto.ts', () => ({ openMailto: vi.fn() }));

// The example names its templates by id; the engine hands the component the data files.
const form = resolveExample<LeadFormSection>(example);
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));

describe('LeadForm', () => {
  beforeEach(() => vi.mocked(openMailto).mockClear());

  it('is a section named by its h2, every control labelled', () => {
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
  });

  it('on an empty submit shows the required messages and focuses the name', () => {
    renderWithProviders(<LeadForm {...form} />);
    submit();
    for (const [label, message] of [
      ['Họ và tên', 'Vui lòng nhập họ và tên.'],
      ['Email', 'Vui lòng nhập email.'],
      ['Số điện thoại', 'Vui lòng nhập số điện thoại.'],
    ]) {
      const input = field(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    }
    expect(document.activeElement).toBe(field('Họ và tên'));
    expect(openMailto).not.toHaveBeenCalled();
  });

  it('rejects a bad email and a bad phone, and re-checks on blur', () => {
    renderWithProviders(<LeadForm {...form} />);
    fireEvent.change(field('Họ và tên'), { target: { value: 'An' } });
    fireEvent.change(field('Email'), { target: { value: 'an@' } });
    fireEvent.change(field('Số điện thoại'), { target: { value: '0123 456 789' } });
    submit();
    expect(screen.getByText('Email chưa đúng định dạng, ví dụ: ten@congty.vn.')).toBeTruthy();
    expect(screen.getByText('Số điện thoại chưa đúng, ví dụ: 0901 234 567.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));
    fireEvent.change(field('Email'), { target: { value: 'an@congty.vn' } });
    fireEvent.blur(field('Email'));
    expect(screen.queryByText(/^Email chưa đúng/)).toBeNull();
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('on a valid submit opens a mailto: and says so; "Sửa lại thông tin" keeps the values', () => {
    renderWithProviders(<LeadForm {...form} />);
    fireEvent.change(field('Họ và tên'), { target: { value: 'Nguyễn Văn An' } });
    fireEvent.change(field('Email'), { target: { value: 'an@congty.vn' } });
    fireEvent.change(field('Số điện thoại'), { target: { value: '+84 912.345-678' } });
    fireEvent.change(field('Dịch vụ quan tâm'), { target: { value: 'Analytics & Tracking' } });
    fireEvent.change(field('Nhu cầu của bạn'), { target: { value: 'Đo lường' } });
    submit();
    expect(openMailto).toHaveBeenCalledTimes(1);
    const url = vi.mocked(openMailto).mock.calls[0][0];
    expect(url.startsWith(`mailto:${testSite.company.email}?subject=`)).toBe(true);
    expect(url).toContain(encodeURIComponent('Yêu cầu tư vấn từ website – Nguyễn Văn An'));
    expect(url).toContain(encodeURIComponent('+84 912.345-678'));
    expect(url).toContain(encodeURIComponent('Analytics & Tracking'));
    expect(url).toContain('%0D%0A');
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Ứng dụng email của bạn đã được mở với nội dung yêu cầu. Hãy bấm Gửi trong email');
    expect(status.querySelector('a')?.getAttribute('href')).toBe(`tel:${testSite.company.hotline}`);
    expect(status.querySelector('a')?.textContent).toBe(testSite.company.phone);
    fireEvent.click(screen.getByRole('button', { name: 'Sửa lại thông tin' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(field('Họ và tên').value).toBe('Nguyễn Văn An');
    expect(field('Số điện thoại').value).toBe('+84 912.345-678');
    expect(field('Dịch vụ quan tâm').value).toBe('Analytics & Tracking');
    expect(field('Nhu cầu của bạn').value).toBe('Đo lường');
  });

  it('opened with ?template=… names the template, pre-selects its service and puts it in the request', () => {
    renderWithProviders(<LeadForm {...form} />, { url: '/contact?template=landing-saas' });
    const note = screen.getByText('Bạn đã chọn mẫu:', { exact: false });
    expect(note.textContent).toBe('Bạn đã chọn mẫu: Landing Page SaaS Khởi Nghiệp');
    expect(note.querySelector('strong')?.textContent).toBe('Landing Page SaaS Khởi Nghiệp');
    expect(field('Dịch vụ quan tâm').value).toBe('Thiết kế website');
    fireEvent.change(field('Họ và tên'), { target: { value: 'Trần Bình' } });
    fireEvent.change(field('Email'), { target: { value: 'binh@congty.vn' } });
    fireEvent.change(field('Số điện thoại'), { target: { value: '0912345678' } });
    submit();
    expect(vi.mocked(openMailto).mock.calls[0][0]).toContain(encodeURIComponent('Mẫu giao diện: Landing Page SaaS Khởi Nghiệp (landing-saas)'));
  });

  it('ignores an unknown template id or a value that is not an id, and renders no note without ?template=', () => {
    for (const url of ['/contact?template=khong-co', '/contact?template=%3Cscript%3E', '/contact?template=', '/contact']) {
      const view = renderWithProviders(<LeadForm {...form} />, { url });
      expect(screen.queryByText(/Bạn đã chọn mẫu/), url).toBeNull();
      expect(field('Dịch vụ quan tâm').value, url).toBe('');
      fireEvent.change(field('Họ và tên'), { target: { value: 'Trần Bình' } });
      fireEvent.change(field('Email'), { target: { value: 'binh@congty.vn' } });
      fireEvent.change(field('Số điện thoại'), { target: { value: '0912345678' } });
      submit();
      expect(decodeURIComponent(vi.mocked(openMailto).mock.lastCall![0]), url).not.toContain('Mẫu giao diện');
      view.unmount();
    }
  });

  it('names a template only when the form lists it', () => {
    const only = { ...form, template: { ...form.template!, templates: form.template!.templates.filter((t) => t.id !== 'landing-saas') } };
    renderWithProviders(<LeadForm {...only} />, { url: '/contact?template=landing-saas' });
    expect(screen.queryByText(/Bạn đã chọn mẫu/)).toBeNull();
  });

  it('server-renders the labels', () => {
    const html = renderToHtml(<LeadForm {...form} />);
    for (const label of ['Họ và tên', 'Email', 'Số điện thoại', 'Dịch vụ quan tâm', 'Nhu cầu của bạn']) expect(html).toContain(label);
    expect(html.match(/<label for="/g)).toHaveLength(5);
    expect(html.toLowerCase()).toContain('novalidate');
  });
});
