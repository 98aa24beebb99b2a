import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import example from './example.json';
import { Team } from './Team.tsx';

const team = example as TeamSection;
/** The example with real photos for its first and third members (an author's own pictures). */
const photo = (file: string) => ({ src: `/images/team/${file}`, alt: '', width: 160, height: 160 });
const withPhotos: TeamSection = {
  ...team,
  members: team.members.map((member, i) =>
    i === 0 ? { ...member, avatar: photo('nguyen-minh-anh.jpg') } : i === 2 ? { ...member, avatar: photo('le-thi-hong-nhung.jpg') } : member,
  ) as TeamSection['members'],
};

type Member = TeamSection['members'][number];
const membersOf = (count: number): TeamSection['members'] =>
  Array.from({ length: count }, (_, i): Member => ({
    name: `Thành viên ${i + 1}`,
    position: 'Chuyên viên',
    description: `Mô tả ${i + 1}`,
  })) as TeamSection['members'];

/** The member cards: the items of the outer list (skill lists are nested inside them). */
function cards(): HTMLElement[] {
  const grid = screen.getAllByRole('list')[0];
  return within(grid)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === grid);
}

describe('Team', () => {
  it('is a section named by its h2, with its description', () => {
    renderWithProviders(<Team {...team} />);
    const h2 = screen.getByRole('heading', { level: 2, name: 'Đội ngũ của chúng tôi' });
    const region = screen.getByRole('region', { name: 'Đội ngũ của chúng tôi' });
    expect(region.tagName).toBe('SECTION');
    expect(region.id).toBe('doi-ngu');
    expect(region.getAttribute('data-section')).toBe('team');
    expect(region.getAttribute('aria-labelledby')).toBe(h2.id);
    expect(screen.getByText(/^Những người trực tiếp đồng hành/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });

  it('renders one card per member in a list: h3 name, position and description, in order', () => {
    renderWithProviders(<Team {...team} />);
    const grid = screen.getAllByRole('list')[0];
    expect(grid.tagName).toBe('UL');
    expect(grid.getAttribute('data-columns')).toBe('4');
    const items = cards();
    expect(items).toHaveLength(4);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Nguyễn Minh Anh',
      'Trần Quốc Bảo',
      'Lê Thị Hồng Nhung',
      'Phạm Đức Huy',
    ]);
    items.forEach((card, index) => {
      const member = team.members[index];
      expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(member.name);
      expect(within(card).getByText(member.position).tagName).toBe('P');
      expect(within(card).getByText(member.description).tagName).toBe('P');
    });
  });

  it('shows monogram avatars (decorative initials) for every member of the example', () => {
    renderWithProviders(<Team {...team} />);
    expect(cards().filter((card) => card.querySelector('img'))).toEqual([]);
    expect(cards().map((card) => card.querySelector('[data-initials]')?.textContent)).toEqual(['NA', 'TB', 'LN', 'PH']);
  });

  it('shows the avatar image with its size and alt, or decorative initials', () => {
    renderWithProviders(<Team {...withPhotos} />);
    const [first, second, third, fourth] = cards();
    const img = first.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/images/team/nguyen-minh-anh.jpg');
    expect(img?.getAttribute('width')).toBe('160');
    expect(img?.getAttribute('height')).toBe('160');
    expect(img?.getAttribute('alt')).toBe('');
    expect(first.querySelector('[data-initials]')).toBeNull();
    expect(third.querySelector('img')?.getAttribute('src')).toBe('/images/team/le-thi-hong-nhung.jpg');

    expect(second.querySelector('img')).toBeNull();
    const initials = second.querySelector('[data-initials]');
    expect(initials?.textContent).toBe('TB');
    expect(initials?.getAttribute('aria-hidden')).toBe('true');
    expect(fourth.querySelector('[data-initials]')?.textContent).toBe('PH');
  });

  it('lists the skills as tags, and nothing when a member has none', () => {
    renderWithProviders(<Team {...team} />);
    const [first, second, , fourth] = cards();
    const skills = within(first).getByRole('list', { name: 'Kỹ năng' });
    expect(skills.tagName).toBe('UL');
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Chiến lược thương hiệu', 'Phân tích thị trường', 'Quản lý dự án']);
    expect(within(within(second).getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(fourth).queryByRole('list')).toBeNull();
  });

  it('uses 4 columns from md for exactly 4 members, otherwise 3', () => {
    for (const [count, expected] of [
      [1, '3'],
      [3, '3'],
      [4, '4'],
      [5, '3'],
      [8, '3'],
    ] as const) {
      const view = renderWithProviders(<Team type="team" heading="Đội ngũ" members={membersOf(count)} />);
      expect(view.getAllByRole('list')[0].getAttribute('data-columns'), `${count} members`).toBe(expected);
      view.unmount();
    }
  });

  it('without a heading: names are h2 and the section has a Vietnamese label', () => {
    renderWithProviders(<Team type="team" members={membersOf(2)} />);
    const region = screen.getByRole('region', { name: 'Đội ngũ' });
    expect(region.hasAttribute('aria-labelledby')).toBe(false);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Thành viên 1', 'Thành viên 2']);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect([...region.querySelectorAll('[data-initials]')].map((el) => el.textContent)).toEqual(['T1', 'T2']);
  });

  it('renders text as text, never as markup', () => {
    const markup = '<b>đậm</b><script>alert(1)</script>';
    const view = renderWithProviders(
      <Team type="team" heading={markup} members={[{ name: markup, position: markup, description: markup, skills: [markup] }]} />,
    );
    expect(view.container.querySelector('b, script')).toBeNull();
    expect(screen.getAllByText(markup)).toHaveLength(5);
  });

  it('server-renders the cards, avatars and skills', () => {
    const html = renderToHtml(<Team {...withPhotos} />);
    expect(html).toContain('data-section="team"');
    expect(html).toContain('Đội ngũ của chúng tôi');
    for (const member of team.members) {
      expect(html).toContain(member.name);
      expect(html).toContain(member.position);
      expect(html).toContain(member.description);
      for (const skill of member.skills ?? []) expect(html).toContain(skill);
    }
    expect(html.match(/<h3[\s>]/g)).toHaveLength(4);
    expect(html).toContain('src="/images/team/nguyen-minh-anh.jpg"');
    expect(html).toContain('width="160"');
    expect(html).toContain('data-columns="4"');
  });
});
