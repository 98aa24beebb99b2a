import { searchKey } from '../../lib/text.ts';
import type { SampleGalleryFilterOption, SampleGalleryItem } from '../../model/generated.ts';

/**
 * Whether a filter option takes a sample: one of its `titleIncludes` words occurs in the title
 * (case and diacritics ignored, so "gio hang" finds "Giỏ hàng"); without words, the sample's
 * `type` equals the option's value. Words that fold to nothing (blank) are ignored: they would
 * match every title.
 */
export function matchesOption(option: SampleGalleryFilterOption, item: SampleGalleryItem): boolean {
  const words = (option.titleIncludes ?? []).map(searchKey).filter(Boolean);
  if (words.length === 0) return item.type === option.value;
  const title = searchKey(item.title);
  return words.some((word) => title.includes(word));
}

/** The option named by a URL value; undefined for '' and for values no option has (show all). */
export function selectedOption(options: readonly SampleGalleryFilterOption[] | undefined, value: string): SampleGalleryFilterOption | undefined {
  return value ? options?.find((option) => option.value === value) : undefined;
}
