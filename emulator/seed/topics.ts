/**
 * Topic ids as the real service publishes them (Freebase machine ids of its topic list) with the
 * Wikipedia URLs it puts in topicCategories. Channel and video resources carry topic ids
 * (docs/reference/facts.md, Data API: topics); search filters on them with `topicId`.
 */
export interface Topic {
  id: string;
  name: string;
}

export const topics: readonly Topic[] = [
  { id: '/m/04rlf', name: 'Music' },
  { id: '/m/0bzvm2', name: 'Gaming' },
  { id: '/m/06ntj', name: 'Sports' },
  { id: '/m/02jjt', name: 'Entertainment' },
  { id: '/m/02vxn', name: 'Film' },
  { id: '/m/019_rr', name: 'Lifestyle' },
  { id: '/m/02wbm', name: 'Food' },
  { id: '/m/07bxq', name: 'Tourism' },
  { id: '/m/01k8wb', name: 'Knowledge' },
  { id: '/m/07c1v', name: 'Technology' },
  { id: '/m/098wr', name: 'Society' },
  { id: '/m/068hy', name: 'Pet' },
  { id: '/m/027x7n', name: 'Physical fitness' },
  { id: '/m/07yv9', name: 'Vehicle' },
  { id: '/m/09kqc', name: 'Humour' },
  { id: '/m/05qjc', name: 'Performing arts' },
];

export const topicById = new Map(topics.map((t) => [t.id, t]));

export function topicCategoryUrl(topicId: string): string {
  const name = topicById.get(topicId)?.name ?? 'Topic';
  return `https://en.wikipedia.org/wiki/${name.replace(/ /g, '_')}`;
}
