import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ZnsEstimatorSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import { textOf } from '../shared/testing.ts';
import example from './example.json';
import { ZnsEstimator } from './ZnsEstimator.tsx';

const estimator = example as ZnsEstimatorSection;
const LABEL = 'Số tin nhắn mỗi tháng';
const NBSP = '\u00a0';

const slider = () => screen.getByRole('slider', { name: LABEL }) as HTMLInputElement;
const box = () => screen.getByRole('spinbutton', { name: LABEL }) as HTMLInputElement;
const live = () => document.querySelector('[aria-live="polite"]')!;
const typeIn = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe('ZnsEstimator', () => {
  it('is a section named by its h2, with both controls labelled by the one visible label', () => {
    renderWithProviders(<ZnsEstimator {...estimator} />);
    const h2 = screen.getByRole('heading', { level: 2, name: 'Ước tính chi phí ZNS' });
    const region = screen.getByRole('region', { name: 'Ước tính chi phí ZNS' });
    expect(region.id).toBe('uoc-tinh');
    expect(region.getAttribute('aria-labelledby')).toBe(h2.id);
    const labelled = screen.getAllByLabelText(LABEL);
    expect(labelled.map((el) => el.getAttribute('type')).sort()).toEqual(['range', 'text']);
    expect(screen.getAllByText(LABEL)).toHaveLength(1);
  });

  it('applies min, max and step from the page to both controls and starts at the default', () => {
    renderWithProviders(<ZnsEstimator {...estimator} />);
    expect([slider().min, slider().max, slider().step, slider().value]).toEqual(['1000', '50000', '500', '5000']);
    expect(['aria-valuemin', 'aria-valuemax', 'aria-valuenow'].map((name) => box().getAttribute(name))).toEqual(['1000', '50000', '5000']);
    // Written as the rest of the page writes numbers, not "5000" beside "5.000".
    expect(box().value).toBe('5.000');
    expect(slider().getAttribute('aria-valuetext')).toBe('5.000 tin nhắn');
    expect(textOf(live())).toBe('Chi phí ước tính mỗi tháng: 1.750.000 ₫');
    // The exact formatVnd output: dot grouping, no-break space before ₫.
    expect(live().querySelector('strong')?.textContent).toBe(`1.750.000${NBSP}₫`);
    expect(screen.getByText(/^5\.000 tin nhắn × 350/)).toBeTruthy();
  });

  it('the slider and the number box share one value', () => {
    renderWithProviders(<ZnsEstimator {...estimator} />);
    fireEvent.change(slider(), { target: { value: '12000' } });
    expect(box().value).toBe('12.000');
    expect(slider().getAttribute('aria-valuetext')).toBe('12.000 tin nhắn');
    expect(textOf(live())).toBe('Chi phí ước tính mỗi tháng: 4.200.000 ₫');
    expect(screen.getByText(/^12\.000 tin nhắn × 350/)).toBeTruthy();
  });

  it.each([
    ['123456', '50.000', '17.500.000 ₫'],
    ['10', '1.000', '350.000 ₫'],
    ['5230', '5.000', '1.750.000 ₫'],
    ['5260', '5.500', '1.925.000 ₫'],
    ['-7', '1.000', '350.000 ₫'],
    ['31.500', '31.500', '11.025.000 ₫'],
    ['31 500', '31.500', '11.025.000 ₫'],
  ])('typed %s is kept while typing, then clamped, snapped and written %s on blur', (typed, snapped, cost) => {
    renderWithProviders(<ZnsEstimator {...estimator} />);
    typeIn(typed);
    expect(box().value).toBe(typed);
    fireEvent.blur(box());
    expect(box().value).toBe(snapped);
    expect(slider().value).toBe(snapped.replace('.', ''));
    expect(textOf(live())).toBe(`Chi phí ước tính mỗi tháng: ${cost}`);
  });

  it('Enter commits too; a valid value updates the estimate while typing; empty text keeps the last value', () => {
    renderWithProviders(<ZnsEstimator {...estimator} />);
    typeIn('8000');
    expect(slider().value).toBe('8000');
    expect(textOf(live())).toBe('Chi phí ước tính mỗi tháng: 2.800.000 ₫');
    typeIn('999999');
    expect(slider().value).toBe('8000');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(box().value).toBe('50.000');
    typeIn('');
    fireEvent.blur(box());
    expect(box().value).toBe('50.000');
  });

  it('the arrow keys step the box by the slider step, within the range, from what is typed', () => {
    renderWithProviders(<ZnsEstimator {...estimator} />);
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect([box().value, slider().value, box().getAttribute('aria-valuetext')]).toEqual(['5.500', '5500', '5.500 tin nhắn']);
    typeIn('20.000');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().value).toBe('19.500');
    typeIn('50000');
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box().value).toBe('50.000');
  });

  it('survives inconsistent numbers: reversed bounds, default outside, step larger than the range', () => {
    renderWithProviders(<ZnsEstimator {...estimator} min={9000} max={2000} step={500} default={100000} />);
    expect([slider().min, slider().max, slider().value]).toEqual(['2000', '9000', '9000']);
    expect(textOf(live())).toBe('Chi phí ước tính mỗi tháng: 3.150.000 ₫');
  });

  it('keeps the slider max on its step grid and clamps a default below min', () => {
    renderWithProviders(<ZnsEstimator {...estimator} min={1000} max={5200} step={1000} default={1} />);
    expect([slider().min, slider().max, slider().value]).toEqual(['1000', '5000', '1000']);
  });

  it('has a note, a link button and no heading when none is given', () => {
    const { heading: _h, description: _d, ...rest } = estimator;
    renderWithProviders(<ZnsEstimator {...rest} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('region', { name: LABEL })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nhận báo giá chi tiết' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByText(/^Đơn giá giả định 350/)).toBeTruthy();
  });

  it('server-renders the default values and the result', () => {
    const html = renderToHtml(<ZnsEstimator {...estimator} />);
    expect(html).toContain('1.750.000');
    expect(html).toContain('type="range"');
    expect(html).toMatch(/role="spinbutton"[^>]*value="5.000"/);
    expect(html).toContain('aria-valuetext="5.000 tin nhắn"');
    expect(html).toContain('aria-live="polite"');
  });
});
