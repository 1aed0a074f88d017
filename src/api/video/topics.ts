/**
 * Well-known topic ids for search's topicId (docs/reference/facts.md, Data API: topics):
 * the platform's top-level topics, the same ids on the real service and the emulator.
 */
export const topicIds = {
  music: '/m/04rlf',
  gaming: '/m/0bzvm2',
  sports: '/m/06ntj',
  entertainment: '/m/02jjt',
  film: '/m/02vxn',
  lifestyle: '/m/019_rr',
  food: '/m/02wbm',
  tourism: '/m/07bxq',
  knowledge: '/m/01k8wb',
  technology: '/m/07c1v',
  society: '/m/098wr',
  pets: '/m/068hy',
  fitness: '/m/027x7n',
  vehicles: '/m/07yv9',
  humour: '/m/09kqc',
  performingArts: '/m/05qjc',
} as const;

export type TopicName = keyof typeof topicIds;
