// Advice at an image's fields in the editor: too small for where it is drawn, no description, the file's
// name as its description. Shown where the author chose the image or typed its description, in Vietnamese.
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionForm } from '../../../src/editor/form/SectionForm.tsx';
import { FILE_NAME_NOTE, imageNotes, NO_DESCRIPTION_NOTE, TOO_SMALL_NOTE } from '../../../src/editor/form/imageNotes.ts';
import { IMAGE_SLOTS } from '../../../src/model/imageSlots.ts';
import { renderForm, schemas } from './formHarness.tsx';

const notes = () => [...document.querySelectorAll('[data-field-note]')];
/** The input a field's note describes (Mantine links them by aria-describedby). */
const inputOf = (note: Element) => document.querySelector<HTMLInputElement>(`[aria-describedby~="${note.closest('[id]')!.id}"]`);

const heroPage = (image: Record<string, unknown>) => ({
  meta: { title: 'Thử | AM Digital', description: 'Một trang thử để xem lời khuyên về ảnh trong trình soạn thảo của website.' },
  sections: [{ type: 'hero', title: 'Tiêu đề', image }],
});

describe('image notes', () => {
  it('a photo narrower than twice its slot is noted at its path; a wide one or an SVG is not', () => {
    const needed = IMAGE_SLOTS.hero.width * 2;
    expect(imageNotes(heroPage({ src: '/images/uploads/nho.jpg', alt: 'Văn phòng', width: 800, height: 600 }), schemas).get('sections[0].image.src')).toBe(
      TOO_SMALL_NOTE(800, needed),
    );
    expect(imageNotes(heroPage({ src: '/images/uploads/lon.jpg', alt: 'Văn phòng', width: needed, height: 1440 }), schemas).size).toBe(0);
    expect(imageNotes(heroPage({ src: '/images/hero.svg', alt: 'Minh họa', width: 400, height: 300 }), schemas).size).toBe(0);
  });

  it('a hero without a description, or with its file name as one, is noted at its description', () => {
    const wide = { width: 1920, height: 1280 };
    expect(imageNotes(heroPage({ src: '/images/uploads/van-phong.jpg', alt: '', ...wide }), schemas).get('sections[0].image.alt')).toBe(NO_DESCRIPTION_NOTE);
    for (const alt of ['van-phong.jpg', 'Văn phòng', 'VAN PHONG'])
      expect(imageNotes(heroPage({ src: '/images/uploads/van-phong.jpg', alt, ...wide }), schemas).get('sections[0].image.alt'), alt).toBe(FILE_NAME_NOTE);
    expect(imageNotes(heroPage({ src: '/images/uploads/van-phong.jpg', alt: 'Đội kỹ thuật tại văn phòng Hà Nội', ...wide }), schemas).size).toBe(0);
  });

  it('appear in the form under the image and its description, and go when the author fixes them', () => {
    const harness = renderForm(
      heroPage({ src: '/images/uploads/anh-bia.jpg', alt: 'anh-bia.jpg', width: 800, height: 600 }),
      <SectionForm path={['sections', 0]} />,
    );
    expect(notes().map((note) => note.textContent)).toEqual([TOO_SMALL_NOTE(800, IMAGE_SLOTS.hero.width * 2), FILE_NAME_NOTE]);
    const [imageNote, altNote] = notes();
    expect(inputOf(imageNote!)?.value).toBe('/images/uploads/anh-bia.jpg');
    const alt = inputOf(altNote!)!;
    expect(alt.value).toBe('anh-bia.jpg');
    fireEvent.change(alt, { target: { value: 'Khách hàng tại cửa hàng ở Đà Nẵng' } });
    expect(notes().map((note) => note.textContent)).toEqual([TOO_SMALL_NOTE(800, IMAGE_SLOTS.hero.width * 2)]);
    expect((harness.current() as { sections: { image: { alt: string } }[] }).sections[0]!.image.alt).toBe('Khách hàng tại cửa hàng ở Đà Nẵng');
  });
});
