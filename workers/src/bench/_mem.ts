import { openDatabase } from '@school/server';
import { memoryNow } from './measure.js';
const mb = (n: number) => (n / 2 ** 20).toFixed(0);
console.log('start', mb(memoryNow().rss));
for (let i = 0; i < 3; i++) {
  const d = await openDatabase({ dataDir: null });
  console.log('open', i, mb(memoryNow().rss));
  await d.close();
  await new Promise((r) => setTimeout(r, 100));
  console.log('closed', i, mb(memoryNow().rss));
}
