import type { CheckinPlace } from '../../school/settings';

/** 报到地点 (报到设置) as the lines of welcome/moreMessage: only the lines the school filled in. */
export function placeLines(place: CheckinPlace | undefined): { label: string; value: string }[] {
  if (!place) return [];
  return [
    { label: '报到地点', value: place.address },
    { label: '地图', value: place.mapUrl },
    { label: '交通指引', value: place.transport },
  ].filter((l) => l.value.trim() !== '');
}
